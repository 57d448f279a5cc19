import crypto from 'node:crypto';
import type { DB } from '../db/connection.js';
import type { LocalPaymentIntentsTable } from '../db/schema.js';
import type { GatewayIntent, GatewayRefund, IntentRequest, PaymentGateway } from './gateway.js';

type LocalIntentRow = Pick<LocalPaymentIntentsTable, 'id' | 'order_id' | 'client_secret' | 'amount_cents' | 'currency' | 'status' | 'last_error'>;

const randomId = (bytes: number) => crypto.randomBytes(bytes).toString('base64url');

/**
 * The embedded test gateway: intents are rows of local_payment_intents and the test card form of the
 * checkout confirms them (see local-payments.ts). No network, no account.
 */
export class LocalGateway implements PaymentGateway {
  readonly kind = 'local' as const;
  readonly publishableKey = null;

  constructor(private readonly db: DB) {}

  async createIntent(request: IntentRequest): Promise<GatewayIntent> {
    const existing = await this.db
      .selectFrom('local_payment_intents')
      .selectAll()
      .where('order_id', '=', request.orderId)
      .where('status', '!=', 'canceled')
      .executeTakeFirst();
    if (existing) return toIntent(existing);
    const id = `lpi_${randomId(18)}`;
    const row = {
      id,
      order_id: request.orderId,
      client_secret: `${id}_secret_${randomId(24)}`,
      amount_cents: request.amountCents,
      currency: request.currency,
      status: 'requires_payment_method' as const,
      last_error: null,
      refunded_cents: 0,
      updated_at: new Date().toISOString(),
    };
    await this.db.insertInto('local_payment_intents').values(row).execute();
    return toIntent(row);
  }

  async retrieveIntent(intentId: string): Promise<GatewayIntent | null> {
    const row = await this.db.selectFrom('local_payment_intents').selectAll().where('id', '=', intentId).executeTakeFirst();
    return row ? toIntent(row) : null;
  }

  async cancelIntent(intentId: string): Promise<void> {
    await this.db
      .updateTable('local_payment_intents')
      .set({ status: 'canceled', updated_at: new Date().toISOString() })
      .where('id', '=', intentId)
      .where('status', '=', 'requires_payment_method')
      .execute();
  }

  async refundIntent(intentId: string, amountCents: number): Promise<GatewayRefund> {
    // Conditional on nothing refunded yet, so a repeated request refunds once.
    await this.db
      .updateTable('local_payment_intents')
      .set({ refunded_cents: amountCents, updated_at: new Date().toISOString() })
      .where('id', '=', intentId)
      .where('status', '=', 'succeeded')
      .where('refunded_cents', '=', 0)
      .execute();
    const row = await this.db.selectFrom('local_payment_intents').select(['status', 'refunded_cents']).where('id', '=', intentId).executeTakeFirst();
    if (row?.status !== 'succeeded' || row.refunded_cents === 0) throw new Error(`local intent ${intentId} has no payment to refund`);
    return { id: `lre_${intentId}`, amountCents: row.refunded_cents };
  }
}

export function toIntent(row: LocalIntentRow): GatewayIntent {
  return {
    id: row.id,
    orderId: row.order_id,
    status: row.status,
    amountCents: row.amount_cents,
    currency: row.currency,
    clientSecret: row.client_secret,
    lastError: row.last_error,
  };
}
