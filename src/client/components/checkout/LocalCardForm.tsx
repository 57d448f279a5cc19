import { useState, type FormEvent } from 'react';
import { api, serverMessage } from '../../lib/api';
import { formatCardNumber, formatExpiry, formatSecurityCode } from './cardInput';
import { TextField, textBinding } from './fields';
import { PAYMENT_MESSAGES, PayButton, type PaymentFormProps } from './paymentParts';

/** Labelled like Stripe's Payment Element, so the same words work with either gateway. */
const CARD_FIELDS = [
  { field: 'cardNumber', label: 'Card number', format: formatCardNumber, autoComplete: 'cc-number', placeholder: '1234 1234 1234 1234', wide: true },
  { field: 'expiry', label: 'Expiration date', format: formatExpiry, autoComplete: 'cc-exp', placeholder: 'MM / YY', wide: false },
  { field: 'cvc', label: 'Security code', format: formatSecurityCode, autoComplete: 'cc-csc', placeholder: 'CVC', wide: false },
] as const;

/**
 * The embedded test gateway's card form (no Stripe account configured). Its fields are labelled like
 * Stripe's Payment Element and it takes Stripe's test cards; no real money moves.
 */
export function LocalCardForm({ clientSecret, amountCents, processing, error, pay }: PaymentFormProps & { clientSecret: string }) {
  const utils = api.useUtils();
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '' });
  const bind = textBinding(card, (patch) => setCard((current) => ({ ...current, ...patch })));

  const confirm = async () => {
    try {
      await utils.client.purchases.confirmLocalPayment.mutate({ clientSecret, ...card });
      return null;
    } catch (error) {
      const message = serverMessage(error);
      if (message === null) throw error;
      return message || PAYMENT_MESSAGES.failed;
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    pay(confirm);
  };

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      <div className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        <p className="font-bold tracking-wide">TEST MODE</p>
        <p className="mt-1 leading-6">
          No real charge is made. Use card <span className="whitespace-nowrap font-mono font-semibold">4242 4242 4242 4242</span>, any future date and any 3-digit code.
        </p>
      </div>
      <div className="grid grid-cols-2 gap-4">
        {CARD_FIELDS.map(({ field, format, wide, ...input }) => (
          <div key={field} className={wide ? 'col-span-2' : undefined}>
            <TextField {...input} {...bind(field, format)} inputMode="numeric" />
          </div>
        ))}
      </div>
      <PayButton amountCents={amountCents} processing={processing} error={error} />
    </form>
  );
}
