import { formatUsd } from '../../shared/pricing.js';
import { splitName } from '../../shared/profile.js';
import type { Config } from '../config.js';
import { siteUrl, uploadPath } from '../emails/messages.js';
import type { EmailToQueue } from '../emails/outbox.js';
import type { Order } from '../purchases/orders.js';

type LinkConfig = Pick<Config, 'publicUrl' | 'port' | 'supportEmail' | 'staffEmail'>;

const greeting = (name: string) => `Hi ${splitName(name).firstName || 'there'},`;
const signOff = (config: LinkConfig) => ['', `Questions? Write to ${config.supportEmail} and a person will answer.`, '', 'The Syl team'];
const body = (...lines: string[]) => lines.join('\n');

/** Staff delivered the order: the student's link to their dashboard. */
export function dashboardReadyEmail(order: Order, dashboardUrl: string, config: LinkConfig): EmailToQueue {
  return {
    dedupeKey: `dashboard-ready:${order.id}`,
    purpose: 'dashboard-ready',
    orderId: order.id,
    to: order.email,
    subject: 'Your Syl dashboard is ready',
    text: body(
      greeting(order.name),
      '',
      'Your semester dashboard is ready:',
      dashboardUrl,
      '',
      'Every deadline, quiz and exam from your syllabi is in it, checked by a person on our team. Open it to see your calendar, to-do list and semester insights, and add every deadline to Google Calendar.',
      '',
      'As promised, the syllabus files you sent us have now been deleted from our servers.',
      ...signOff(config),
    ),
  };
}

/** The private upload link again, when a "later" buyer lost it. Each resend is its own email, told apart by `sendId`. */
export function uploadLinkEmail(order: Order, config: LinkConfig, sendId: string): EmailToQueue {
  return {
    dedupeKey: `upload-link:${order.id}:${sendId}`,
    purpose: 'upload-link',
    orderId: order.id,
    to: order.email,
    subject: 'Your private Syl upload link',
    text: body(
      greeting(order.name),
      '',
      'Here is your private link to upload your syllabi (PDF, Word or text files):',
      `${siteUrl(config)}${uploadPath(order.upload_token ?? '')}`,
      '',
      'Keep this link to yourself: anyone who has it can add files to your order.',
      'Your dashboard is ready within 24 hours of your upload, usually in 2-4 hours.',
      ...signOff(config),
    ),
  };
}

export function refundEmail(order: Order, config: LinkConfig): EmailToQueue {
  return {
    dedupeKey: `order-refunded:${order.id}`,
    purpose: 'order-refunded',
    orderId: order.id,
    to: order.email,
    subject: 'Your Syl refund',
    text: body(
      greeting(order.name),
      '',
      `We have refunded ${formatUsd(order.amount_cents)} for order ${order.id} to the card you paid with.`,
      'Depending on your bank, it shows on your statement within 5-10 business days.',
      ...signOff(config),
    ),
  };
}

export function essayFeedbackEmail(order: Order, feedback: string, config: LinkConfig): EmailToQueue {
  return {
    dedupeKey: `essay-feedback:${order.id}`,
    purpose: 'essay-feedback',
    orderId: order.id,
    to: order.email,
    subject: 'Your essay feedback from Syl',
    text: body(greeting(order.name), '', 'Thank you for trusting us with your essay. Here is your reviewer\'s feedback:', '', feedback, ...signOff(config)),
  };
}

/** Tells staff a "later" buyer sent syllabi through the private link: the 24-hour promise starts now. */
export function staffFilesReceivedEmail(order: Order, fileNames: string[], firstUploadId: number, config: LinkConfig): EmailToQueue {
  return {
    dedupeKey: `staff-files-received:${order.id}:${firstUploadId}`,
    purpose: 'staff-files-received',
    orderId: order.id,
    to: config.staffEmail,
    subject: `Syllabi received: ${order.name} (${order.email})`,
    text: body(
      `${order.name} uploaded ${fileNames.length} ${fileNames.length === 1 ? 'file' : 'files'} for order ${order.id} through the private link:`,
      ...fileNames.map((name) => `- ${name}`),
      '',
      `Open the order: ${siteUrl(config)}/admin/orders/${order.id}`,
    ),
  };
}
