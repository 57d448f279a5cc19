import type { Selectable } from 'kysely';
import { formatUsd } from '../../shared/pricing.js';
import type { Config } from '../config.js';
import type { OrdersTable } from '../db/schema.js';
import type { EmailToQueue } from './outbox.js';

type Order = Selectable<OrdersTable>;
type LinkConfig = Pick<Config, 'publicUrl' | 'port' | 'supportEmail' | 'staffEmail'>;

/** The site's public origin for links in emails. */
export const siteUrl = (config: Pick<Config, 'publicUrl' | 'port'>) => config.publicUrl ?? `http://localhost:${config.port}`;

export const uploadPath = (token: string) => `/upload/${token}`;

const VARIANT_LABELS: Record<Order['variant'], string> = {
  general: 'Syl semester dashboard',
  campus: 'Syl semester dashboard (campus pricing)',
  fall: 'Syl semester dashboard (fall offer)',
  essay: 'College application essay review',
};

const lines = (...parts: (string | false | null | undefined)[]) => parts.filter((part) => part !== false && part != null).join('\n');
// Receipts show cents: "$20.00 USD".
const amount = (order: Order) => `$${(order.amount_cents / 100).toFixed(2)} ${order.currency.toUpperCase()}`;
const firstName = (name: string) => name.trim().split(/\s+/)[0] || 'there';

/** The buyer's receipt and next steps: product, amount, upload choice, career guide, referral code. */
export function orderConfirmationEmail(order: Order, fileNames: string[], config: LinkConfig): EmailToQueue {
  const essay = order.product === 'essay_review';
  return {
    dedupeKey: `order-confirmation:${order.id}`,
    purpose: 'order-confirmation',
    orderId: order.id,
    to: order.email,
    subject: essay ? 'Your Syl essay review is booked' : 'Your Syl order is confirmed',
    text: lines(
      `Hi ${firstName(order.name)},`,
      '',
      'Thank you for your purchase! Here is your receipt.',
      '',
      `Order: ${order.id}`,
      `Product: ${VARIANT_LABELS[order.variant]}`,
      !essay && `Career guide: ${order.career_guide ? 'included' : 'not included'}`,
      order.referral_code && `Referral code: ${order.referral_code.toUpperCase()}`,
      `Amount paid: ${amount(order)}`,
      '',
      ...nextSteps(order, fileNames, config),
      '',
      `Questions? Write to ${config.supportEmail} and a person will answer.`,
      '',
      'The Syl team',
    ),
  };
}

function nextSteps(order: Order, fileNames: string[], config: LinkConfig): string[] {
  if (order.product === 'essay_review') {
    return ['What happens next: a reviewer reads your essay and sends your feedback to this address within 24 hours.'];
  }
  const guide = order.career_guide
    ? ['Your career guide (LinkedIn template, resume template and guide, internship landing guide, application tracker) comes with your dashboard.']
    : [];
  if (order.upload_token) {
    return [
      'Upload your syllabi whenever you are ready with your private link:',
      `${siteUrl(config)}${uploadPath(order.upload_token)}`,
      'Keep this link to yourself: anyone who has it can add files to your order.',
      'Your dashboard is ready within 24 hours of your upload, usually in 2-4 hours.',
      ...guide,
    ];
  }
  const received = fileNames.length
    ? [`We received your syllabi: ${fileNames.join(', ')}.`]
    : [`We have not received any syllabus yet: reply to this email with your syllabi attached.`];
  return [...received, 'Your dashboard and calendar arrive by email within 24 hours, usually in 2-4 hours.', ...guide];
}

/** Tells staff an order is paid, with everything they need to fulfil it. */
export function staffOrderEmail(order: Order, fileNames: string[], config: LinkConfig): EmailToQueue {
  return {
    dedupeKey: `staff-order-paid:${order.id}`,
    purpose: 'staff-order-paid',
    orderId: order.id,
    to: config.staffEmail,
    subject: `Paid: ${VARIANT_LABELS[order.variant]} ${formatUsd(order.amount_cents)} (${order.email})`,
    text: lines(
      `Order ${order.id} was paid through the ${order.gateway} gateway.`,
      '',
      `Name: ${order.name}`,
      `Email: ${order.email}`,
      order.university && `University: ${order.university}`,
      order.phone && `Phone: ${order.phone}`,
      `Product: ${VARIANT_LABELS[order.variant]}`,
      `Amount: ${amount(order)}`,
      order.product === 'dashboard' && `Career guide: ${order.career_guide ? 'yes' : 'no'}`,
      `Referral code: ${order.referral_code?.toUpperCase() ?? 'none'}`,
      order.upload_choice && `Upload choice: ${order.upload_choice}`,
      order.upload_token && `Private upload link: ${siteUrl(config)}${uploadPath(order.upload_token)}`,
      order.product === 'dashboard' && `Files received: ${fileNames.length ? fileNames.join(', ') : 'none yet'}`,
      `Newsletter: ${order.newsletter ? 'yes' : 'no'}`,
    ),
  };
}

export interface LeadSummary {
  id: number;
  kind: 'purchase' | 'essay';
  name: string;
  email: string;
  /** Label and value pairs in the order the form shows them. */
  details: [string, string][];
}

/** Tells staff a visitor reached the payment step, so they can follow up if no payment comes. */
export function staffLeadEmail(lead: LeadSummary, config: Pick<Config, 'staffEmail'>): EmailToQueue {
  const what = lead.kind === 'essay' ? 'essay review' : 'dashboard';
  return {
    dedupeKey: `staff-lead:${lead.id}`,
    purpose: 'staff-lead',
    to: config.staffEmail,
    subject: `New ${what} lead: ${lead.name} (${lead.email})`,
    text: lines(
      `${lead.name} reached the payment step for the ${what}.`,
      '',
      `Name: ${lead.name}`,
      `Email: ${lead.email}`,
      ...lead.details.map(([label, value]) => `${label}: ${value}`),
    ),
  };
}
