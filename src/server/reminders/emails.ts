import { formatDay } from '../../shared/calendarDay.js';
import { timeForStudent } from '../../shared/calendarEvent.js';
import { TYPE_WORDS } from '../../shared/items.js';
import type { ItemType } from '../../shared/items.js';
import { splitName } from '../../shared/profile.js';
import type { EmailToQueue } from '../emails/outbox.js';
import { SEALED_LINK } from '../secrets.js';
import { daysUntil, weekAfter } from './schedule.js';

/**
 * What a reminder says: the week ahead grouped by day, or one exam. Plain text, with the dashboard's
 * private link sealed until sending, the unsubscribe link in words, and RFC 8058's one-click headers.
 */

/** A published item as a reminder lists it. */
export interface ReminderItem {
  title: string;
  type: ItemType;
  course: string;
  /** YYYY-MM-DD: the day, or a window's first day. */
  date: string;
  endDate: string | null;
  /** HH:MM in the course's zone. */
  time: string | null;
  courseTimeZone: string;
  /** The student marked it Done. */
  done: boolean;
}

export interface DayOfWeek {
  /** YYYY-MM-DD. */
  day: string;
  items: ReminderItem[];
}

/** A window is due on its last day. */
const dueDay = (item: ReminderItem) => item.endDate ?? item.date;

/**
 * What the weekly email sent on `sunday` lists: the items due Monday to Sunday after it, by day,
 * timed ones in time order before the rest. Items the student marked Done are left out: the email is
 * what is still to do.
 */
export function weekAhead(items: readonly ReminderItem[], sunday: string): DayOfWeek[] {
  const { first, last } = weekAfter(sunday);
  const due = items
    .filter((item) => !item.done && dueDay(item) >= first && dueDay(item) <= last)
    .toSorted((a, b) => dueDay(a).localeCompare(dueDay(b)) || (a.time ?? '99').localeCompare(b.time ?? '99') || a.course.localeCompare(b.course) || a.title.localeCompare(b.title));
  const days = new Map<string, ReminderItem[]>();
  for (const item of due) days.set(dueDay(item), [...(days.get(dueDay(item)) ?? []), item]);
  return [...days].map(([day, dayItems]) => ({ day, items: dayItems }));
}

/** Who the email goes to and the links every reminder carries. */
export interface Recipient {
  orderId: string;
  email: string;
  name: string;
  /** The student's zone: times of courses elsewhere name their own zone. */
  timeZone: string;
  /** The dashboard's full link, sealed; null when it was sealed under another COOKIE_SECRET. */
  sealedDashboardLink: string | null;
  /** The page the email's unsubscribe line opens (it asks the server once, with JavaScript). */
  unsubscribePage: string;
  /** Where RFC 8058 mail programs POST `List-Unsubscribe=One-Click`. */
  unsubscribeEndpoint: string;
}

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' });
const asUtcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** "11:59 PM" in the student's zone, and the course's time as well when it reads differently there. */
const clockLabel = (item: ReminderItem, timeZone: string) => timeForStudent(item.endDate ?? item.date, item.time!, item.courseTimeZone, timeZone);

function itemLine(item: ReminderItem, timeZone: string): string {
  const when = [item.time && clockLabel(item, timeZone), item.endDate && `open from ${formatDay(item.date, { year: false })}`].filter(Boolean).join(', ');
  return `  • ${item.course} · ${item.title} (${TYPE_WORDS[item.type]})${when ? `, ${when}` : ''}`;
}

const greeting = (name: string) => `Hi ${splitName(name).firstName || 'there'},`;

/** The lines every reminder ends with, and the one-click unsubscribe headers. */
function closing(to: Recipient): { lines: string[]; headers: Record<string, string> } {
  return {
    lines: [
      to.sealedDashboardLink ? `Open your dashboard: ${SEALED_LINK}` : 'Open your dashboard with the link in your "Your Syl dashboard is ready" email.',
      '',
      'Change reminder settings on your dashboard (Reminders, at the top).',
      `Stop reminder emails: ${to.unsubscribePage}`,
      '',
      'The Syl team',
    ],
    headers: { 'List-Unsubscribe': `<${to.unsubscribeEndpoint}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

function reminderEmail(to: Recipient, key: string, purpose: string, subject: string, body: string[]): EmailToQueue {
  const end = closing(to);
  return {
    dedupeKey: `reminder:${key}`,
    purpose,
    orderId: to.orderId,
    to: to.email,
    subject,
    text: [greeting(to.name), '', ...body, '', ...end.lines].join('\n'),
    ...(to.sealedDashboardLink ? { sealedLink: to.sealedDashboardLink } : {}),
    headers: end.headers,
  };
}

/** "Your week ahead: 5 things due (Nov 30 – Dec 6)", the days in order. */
export function weeklyEmail(to: Recipient, key: string, sunday: string, days: readonly DayOfWeek[]): EmailToQueue {
  const { first, last } = weekAfter(sunday);
  const count = days.reduce((sum, day) => sum + day.items.length, 0);
  const range = `${monthDay.format(asUtcDay(first))} – ${monthDay.format(asUtcDay(last))}`;
  return reminderEmail(to, key, 'reminder-weekly', `Your week ahead: ${count} ${count === 1 ? 'thing' : 'things'} due (${range})`, [
    `Here is what is due in the coming week, ${range}:`,
    ...days.flatMap((day) => ['', longDay.format(asUtcDay(day.day)), ...day.items.map((item) => itemLine(item, to.timeZone))]),
  ]);
}

/** "Exam in 3 days: Midterm 1 (BIO 101) on Thu, Dec 3"; a reminder sent late says "in 2 days", "tomorrow" or "today". */
export function examEmail(to: Recipient, key: string, exam: ReminderItem, now: Date): EmailToQueue {
  const days = daysUntil(exam.date, now, to.timeZone);
  const when = days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
  const day = formatDay(exam.date, { year: false });
  return reminderEmail(to, key, 'reminder-exam', `Exam ${when}: ${exam.title} (${exam.course}) on ${day}`, [
    `${exam.title} for ${exam.course} is ${when}: ${longDay.format(asUtcDay(exam.date))}${exam.time ? ` at ${clockLabel(exam, to.timeZone)}` : ''}.`,
    'Your dashboard has everything else due around it.',
  ]);
}
