import { formatUsd } from '../../../shared/pricing';
import { FLAG_WORDS } from '../../../shared/schemas/review';

/** How the console writes dates, money, sizes and the names of things. */

export const money = (cents: number) => formatUsd(cents);

/** Money that can go below zero: a referral reward paid out before the friend's refund. */
export const signedMoney = (cents: number) => (cents < 0 ? `-${formatUsd(-cents)}` : formatUsd(cents));

/** Cents from dollars as staff type them ("10", "$7.50", "1,000"); null when it is not an amount. */
export function parseDollars(text: string): number | null {
  const plain = text.trim().replace(/^\$/, '').replaceAll(',', '');
  return /^\d{1,7}(\.\d{1,2})?$/.test(plain) ? Math.round(Number(plain) * 100) : null;
}

/** Cents as the dollars an amount field starts with: "10.00". */
export const dollarsText = (cents: number) => (cents / 100).toFixed(2);

const dateTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const dateOnly = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => dateOnly.format(new Date(iso));

export { formatClock, formatDay } from '../../../shared/calendarDay';

/** "in 3 h", "5 min ago", "in 2 days": for due times and recent activity. */
export function relativeTime(iso: string, now = new Date()): string {
  const diffMs = new Date(iso).getTime() - now.getTime();
  const minutes = Math.round(Math.abs(diffMs) / 60_000);
  const [amount, unit] = minutes < 60 ? [minutes, 'min'] : minutes < 48 * 60 ? [Math.round(minutes / 60), 'h'] : [Math.round(minutes / 1440), minutes < 2880 ? 'day' : 'days'];
  if (minutes === 0) return 'just now';
  return diffMs > 0 ? `in ${amount} ${unit}` : `${amount} ${unit} ago`;
}

export { formatFileSize } from '../upload-link/fileSize';

export const PRODUCT_LABELS: Record<string, string> = { dashboard: 'Semester dashboard', essay_review: 'Essay review' };
export const VARIANT_LABELS: Record<string, string> = { general: 'General', campus: 'Campus', fall: 'Fall offer', essay: 'Essay' };

/** Status history and outbox vocabulary, written for people. */
const WORDS: Record<string, string> = {
  pending: 'Checkout started',
  paid: 'Paid',
  delivered: 'Delivered',
  refunded: 'Refunded',
  canceled: 'Canceled',
  payment_failed: 'Payment failed',
  amount_mismatch: 'Amount mismatch',
  files_received: 'Files received',
  files_deleted: 'Files deleted',
  upload_link_sent: 'Upload link sent',
  syllabus_added: 'Syllabus added',
  syllabus_rerun: 'Syllabus read again',
  review: 'Review change',
  republished: 'Published again',
  link_revoked: 'Dashboard link replaced',
  change_reported: 'Change reported by the student',
  report_dismissed: 'Reported change dismissed',
  queued: 'Queued',
  reading: 'Reading',
  done: 'Done',
  sent: 'Sent',
  kept: 'Kept in outbox',
  failed: 'Failed',
};
export const describeStatus = (status: string) => WORDS[status] ?? sentenceCase(status);

/** Where a syllabus came from. */
export const ORIGIN_LABELS: Record<string, string> = {
  upload: 'The purchase form',
  link: 'The upload link',
  'staff-file': 'A file staff added',
  'staff-text': 'Text staff pasted',
};

/** What a reviewer should know about how an item was placed (the words are the shared table's). */
export const describeFlag = (flag: string) => (FLAG_WORDS as Record<string, string>)[flag] ?? sentenceCase(flag);

export const sentenceCase = (text: string) => {
  const words = text.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** When the retention purge removes a file, or when it did. */
export function purgeNote(file: { deletedAt: string | null; deleteAfter: string }, orderStatus: string): string {
  if (file.deletedAt) return `Deleted ${formatDateTime(file.deletedAt)}`;
  if (orderStatus === 'delivered') return 'Deleted at the next purge (order delivered)';
  return `Deleted on delivery, at the latest ${formatDate(file.deleteAfter)}`;
}
