import { GOOGLE_ADD_BY_URL, GOOGLE_STEPS } from '../../shared/calendarEvent.js';
import { formatUsd } from '../../shared/pricing.js';
import { splitName } from '../../shared/profile.js';
import type { Config } from '../config.js';
import { siteUrl, uploadPath } from '../emails/messages.js';
import type { EmailToQueue } from '../emails/outbox.js';
import type { Order } from '../purchases/orders.js';
import { SEALED_LINK } from '../secrets.js';

type LinkConfig = Pick<Config, 'publicUrl' | 'port' | 'supportEmail' | 'staffEmail'>;

const signOff = (config: LinkConfig) => ['', `Questions? Write to ${config.supportEmail} and a person will answer.`, '', 'The Syl team'];

/** An email to the order's buyer: greeted by first name, signed by the team, one per dedupe key. */
function toBuyer(order: Order, config: LinkConfig, email: { purpose: string; dedupeKey: string; subject: string; lines: string[]; sealedLink?: string }): EmailToQueue {
  const greeting = `Hi ${splitName(order.name).firstName || 'there'},`;
  return {
    dedupeKey: email.dedupeKey,
    purpose: email.purpose,
    orderId: order.id,
    to: order.email,
    subject: email.subject,
    text: [greeting, '', ...email.lines, ...signOff(config)].join('\n'),
    ...(email.sealedLink && { sealedLink: email.sealedLink }),
  };
}

/** The dashboard was published for the first time: the student's private link (sealed until sent). */
export function dashboardReadyEmail(order: Order, sealedLink: string, config: LinkConfig): EmailToQueue {
  return toBuyer(order, config, {
    purpose: 'dashboard-ready',
    dedupeKey: `dashboard-ready:${order.id}`,
    subject: 'Your Syl dashboard is ready',
    sealedLink,
    lines: [
      'Your semester dashboard is ready:',
      SEALED_LINK,
      '',
      'Every deadline, quiz and exam from your syllabi is in it, checked by a person on our team. Open it to see your calendar, to-do list and semester insights, and add every deadline to Google Calendar.',
      'Keep this link to yourself: it opens your dashboard without a password.',
      '',
      'As promised, the syllabus files you sent us have now been deleted from our servers.',
    ],
  });
}

/** Staff revoked the old link: the new one, each issue its own email. */
export function newDashboardLinkEmail(order: Order, sealedLink: string, issuedAt: string, config: LinkConfig): EmailToQueue {
  return toBuyer(order, config, {
    purpose: 'dashboard-link',
    dedupeKey: `dashboard-link:${order.id}:${issuedAt}`,
    subject: 'Your new Syl dashboard link',
    sealedLink,
    lines: [
      'Here is the new private link to your semester dashboard:',
      SEALED_LINK,
      '',
      'The link we sent you before no longer works. Keep this one to yourself: it opens your dashboard without a password.',
      'If you had added your Syl calendar to a calendar app, add it again from your dashboard: the old calendar link has stopped too.',
    ],
  });
}

/**
 * The student asked for their link on the "Lost your link?" form: the current one, to the order's own
 * address only. `sendId` names the request window, so asking again later works but a flood sends one.
 */
export function lostDashboardLinkEmail(order: Order, sealedLink: string, sendId: string, config: LinkConfig): EmailToQueue {
  return toBuyer(order, config, {
    purpose: 'dashboard-lost-link',
    dedupeKey: `dashboard-lost-link:${order.id}:${sendId}`,
    subject: 'Your Syl dashboard link',
    sealedLink,
    lines: [
      'Someone, hopefully you, asked for the link to your Syl dashboard. Here it is:',
      SEALED_LINK,
      '',
      'Keep this link to yourself: it opens your dashboard without a password. If you did not ask for it, you can ignore this email; nobody else has been sent your link.',
    ],
  });
}

export interface MovedDate {
  course: string;
  title: string;
  /** When it was and is now, with years, as the student reads it: "Thu, Apr 3, 2025 at 11:59 PM". */
  from: string;
  to: string;
}

/**
 * A correction after delivery moved dates: which items, from when to when, and the dashboard's
 * link (sealed until sent, like the "ready" email's); null when it was sealed under another COOKIE_SECRET.
 */
export function datesChangedEmail(order: Order, moved: MovedDate[], publication: number, sealedLink: string | null, config: LinkConfig): EmailToQueue {
  const courses = [...new Set(moved.map((date) => date.course))];
  const count = `${moved.length} ${moved.length === 1 ? 'date' : 'dates'} changed`;
  return toBuyer(order, config, {
    purpose: 'dashboard-updated',
    dedupeKey: `dashboard-updated:${order.id}:${publication}`,
    subject: courses.length === 1 ? `${count} in ${courses[0]}` : `${count} in your Syl dashboard`,
    ...(sealedLink && { sealedLink }),
    lines: [
      'We corrected your dashboard after checking your syllabi again:',
      '',
      ...moved.flatMap((date) => [`- ${date.course}, ${date.title}`, `  now: ${date.to}`, `  was: ${date.from}`]),
      '',
      'Your dashboard and calendar feed already show the new dates.',
      sealedLink ? `Open your dashboard: ${SEALED_LINK}` : 'Open your dashboard from the link in the email we sent you when it was ready.',
    ],
  });
}

/**
 * The sync dialog's "Email me these steps", for a student on a phone, where Google Calendar's app
 * cannot add a calendar by URL. The feed link is private, so it is sealed until sent. `sendId` names
 * the hour (and the feed link), so a student gets at most one an hour.
 */
export function syncStepsEmail(order: Order, sealedFeedLink: string, sendId: string, config: LinkConfig): EmailToQueue {
  return toBuyer(order, config, {
    purpose: 'dashboard-sync-steps',
    dedupeKey: `dashboard-sync-steps:${order.id}:${sendId}`,
    subject: 'Add your Syl calendar to Google Calendar',
    sealedLink: sealedFeedLink,
    lines: [
      'Here is how to add your Syl calendar to Google Calendar. Google’s phone app cannot add a calendar from a link, so do it once on a computer: the calendar then shows in the app too.',
      '',
      `1. ${GOOGLE_STEPS[0]} Your calendar link:`,
      `   ${SEALED_LINK}`,
      `2. ${GOOGLE_STEPS[1]} The page:`,
      `   ${GOOGLE_ADD_BY_URL}`,
      '',
      'Outlook: in Outlook on the web, choose Add calendar, then Subscribe from web, and paste the same link.',
      'Keep this link to yourself: anyone who has it sees your dates.',
    ],
  });
}

/** The private upload link again, when a "later" buyer lost it. Each resend is its own email, told apart by `sendId`. */
export function uploadLinkEmail(order: Order, config: LinkConfig, sendId: string): EmailToQueue {
  return toBuyer(order, config, {
    purpose: 'upload-link',
    dedupeKey: `upload-link:${order.id}:${sendId}`,
    subject: 'Your private Syl upload link',
    lines: [
      'Here is your private link to upload your syllabi (PDF, Word or text files):',
      `${siteUrl(config)}${uploadPath(order.upload_token ?? '')}`,
      '',
      'Keep this link to yourself: anyone who has it can add files to your order.',
      'Your dashboard is ready within 24 hours of your upload, usually in 2-4 hours.',
    ],
  });
}

export function refundEmail(order: Order, config: LinkConfig): EmailToQueue {
  return toBuyer(order, config, {
    purpose: 'order-refunded',
    dedupeKey: `order-refunded:${order.id}`,
    subject: 'Your Syl refund',
    lines: [
      `We have refunded ${formatUsd(order.amount_cents)} for order ${order.id} to the card you paid with.`,
      'Depending on your bank, it shows on your statement within 5-10 business days.',
    ],
  });
}

export function essayFeedbackEmail(order: Order, feedback: string, config: LinkConfig): EmailToQueue {
  return toBuyer(order, config, {
    purpose: 'essay-feedback',
    dedupeKey: `essay-feedback:${order.id}`,
    subject: 'Your essay feedback from Syl',
    lines: ["Thank you for trusting us with your essay. Here is your reviewer's feedback:", '', feedback],
  });
}

/** Tells staff a "later" buyer sent syllabi through the private link: the 24-hour promise starts now. */
export function staffFilesReceivedEmail(order: Order, fileNames: string[], firstUploadId: number, config: LinkConfig): EmailToQueue {
  return {
    dedupeKey: `staff-files-received:${order.id}:${firstUploadId}`,
    purpose: 'staff-files-received',
    orderId: order.id,
    to: config.staffEmail,
    subject: `Syllabi received: ${order.name} (${order.email})`,
    text: [
      `${order.name} uploaded ${fileNames.length} ${fileNames.length === 1 ? 'file' : 'files'} for order ${order.id} through the private link:`,
      ...fileNames.map((name) => `- ${name}`),
      '',
      `Open the order: ${siteUrl(config)}/admin/orders/${order.id}`,
    ].join('\n'),
  };
}
