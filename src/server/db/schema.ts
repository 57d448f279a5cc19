import type { ColumnType, Generated } from 'kysely';
import type { ApplicationPriority, InternshipStage, OwnItemKind } from '../../shared/items.js';
import type { TodoStatus } from '../../shared/schemas/dashboard.js';
import type { ItemType } from '../syllabi/document.js';

/** Timestamps are UTC ISO-8601 strings; money is integer cents; booleans are 0/1. */
type Timestamp = string;
type Bool = 0 | 1;
type CreatedAt = ColumnType<Timestamp, Timestamp | undefined, never>;

export type Product = 'dashboard' | 'essay_review';
export type Variant = 'general' | 'campus' | 'fall' | 'essay';
export type UploadChoice = 'now' | 'later';
export type OrderStatus = 'pending' | 'paid' | 'delivered' | 'refunded' | 'canceled';

/** Autosaved purchase forms, one per visitor and flow. */
export interface DraftsTable {
  id: Generated<number>;
  visitor_id: string;
  flow: 'general' | 'campus';
  name: string;
  email: string;
  university: string;
  phone: string;
  upload_choice: UploadChoice | null;
  newsletter: Bool;
  referral_code: string | null;
  career_guide: Bool;
  /** JSON: [{ name, size, type, lastModified }] as the browser reported them. */
  files_data: string;
  step: number;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** Lead notifications sent from the purchase and essay pages before payment. */
export interface LeadsTable {
  id: Generated<number>;
  visitor_id: string;
  kind: 'purchase' | 'essay';
  email: string;
  name: string;
  /** JSON of everything the visitor typed. */
  payload: string;
  created_at: CreatedAt;
}

export interface OrdersTable {
  id: string;
  visitor_id: string;
  product: Product;
  variant: Variant;
  career_guide: Bool;
  referral_code: string | null;
  amount_cents: number;
  currency: string;
  status: OrderStatus;
  email: string;
  name: string;
  university: string | null;
  phone: string | null;
  upload_choice: UploadChoice | null;
  newsletter: Bool;
  gateway: 'local' | 'stripe';
  payment_intent_id: string | null;
  /** Unguessable token of the private upload link (/upload/<token>) for "later" orders. */
  upload_token: string | null;
  delivered_at: Timestamp | null;
  paid_at: Timestamp | null;
  refunded_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface OrderEventsTable {
  id: Generated<number>;
  order_id: string;
  status: string;
  note: string | null;
  /** Who did it: a staff user name; null for the system and the student. */
  actor: string | null;
  /** For a review change: JSON of the rows as they were before, which undo puts back. */
  revert: string | null;
  undone_at: Timestamp | null;
  created_at: CreatedAt;
}

/** Payment intents of the embedded local test gateway (Stripe keeps its own). */
export interface LocalPaymentIntentsTable {
  id: string;
  order_id: string;
  client_secret: string;
  amount_cents: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  last_error: string | null;
  refunded_cents: number;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface UploadsTable {
  id: Generated<number>;
  /** Random name of the file inside the uploads dir. */
  stored_name: string;
  original_name: string;
  mime_type: string;
  size_bytes: number;
  draft_id: number | null;
  lead_id: number | null;
  order_id: string | null;
  /** When the retention purge removes the file. */
  delete_after: Timestamp;
  deleted_at: Timestamp | null;
  /** Hex SHA-256 of the bytes (null for files stored before syllabi were extracted). */
  content_sha256: string | null;
  created_at: CreatedAt;
}

export type SyllabusOrigin = 'upload' | 'link' | 'staff-file' | 'staff-text';
export type SyllabusStatus = 'queued' | 'reading' | 'done' | 'failed';

/** One syllabus of an order and what extraction made of it (its items and unplaced lines are below). */
export interface SyllabiTable {
  id: Generated<number>;
  order_id: string;
  /** The file it was read from; null for pasted text, and the link stays after the file is purged. */
  upload_id: number | null;
  /** 'upload': the purchase form; 'link': the private upload link; 'staff-…': added by staff. */
  origin: SyllabusOrigin;
  original_name: string;
  /** Text staff pasted, kept only until it is read. */
  pasted_text: string | null;
  /** Hex SHA-256 of the content: one version is extracted once per order. */
  content_sha256: string;
  status: SyllabusStatus;
  /** Why it failed, in words for staff. */
  error: string | null;
  course: string | null;
  /** Why the course read may be the wrong one, for staff to check. */
  course_doubt: string | null;
  term: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An order's course: the name extraction read, and what staff chose for the student to see. */
export interface CoursesTable {
  id: Generated<number>;
  order_id: string;
  /** The name as read (or the file's name when the syllabus names no course); unique per order. */
  name: string;
  display_name: string | null;
  /** #rrggbb, chosen by staff; a default from the palette otherwise. */
  colour: string | null;
  /** Set when staff merged this spelling into another course: its items live there now. */
  merged_into: number | null;
  /** IANA zone the course meets in; timed items are placed in it. Null: the server's DEFAULT_TIME_ZONE. */
  time_zone: string | null;
  /** Bumped on every change, so two staff never silently overwrite each other. */
  version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type ItemOrigin = 'engine' | 'staff';

/** An item staff review and publish: read by extraction or added by hand. Its id never changes. */
export interface CalendarItemsTable {
  id: Generated<number>;
  order_id: string;
  /** The syllabus it was read from (or whose unplaced line staff made it from). */
  syllabus_id: number | null;
  course_id: number;
  origin: ItemOrigin;
  title: string;
  type: ItemType;
  /** YYYY-MM-DD: the day it is held or due (the first day of a window). */
  date: string;
  /** The window's last day, when the syllabus gives a window. */
  end_date: string | null;
  /** HH:MM, 24 h, only when stated. */
  time: string | null;
  confidence: number;
  /** JSON array of ItemFlag. */
  flags: string;
  /** The evidence: the page and the line the item was read from. */
  source_page: number | null;
  source_text: string | null;
  confirmed_at: Timestamp | null;
  /** The staff user name that confirmed it. */
  confirmed_by: string | null;
  /** Deleted by staff: kept so undo can restore it and its id is never reused. */
  deleted_at: Timestamp | null;
  version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A named staff account; ADMIN_PASSWORD is the account "admin" and has no row. */
export interface StaffAccountsTable {
  id: Generated<number>;
  username: string;
  display_name: string;
  /** scrypt, with its parameters and salt: "scrypt$N$r$p$salt$hash". */
  password_hash: string;
  created_by: string;
  created_at: Timestamp;
  disabled_at: Timestamp | null;
}

/** An open staff session (the admin account's too). */
export interface StaffSessionsTable {
  /** SHA-256 of the cookie's random token, base64url: the table holds no cookie that would work. */
  id: string;
  username: string;
  /** HMAC keyed by the password the session was opened with (see admin/session.ts). */
  secret_tag: string;
  expires_at: Timestamp;
}

/** The student's published dashboard. */
export interface DashboardsTable {
  id: Generated<number>;
  order_id: string;
  /** SHA-256 of the link's token: how a visit finds the dashboard. */
  token_hash: string;
  /** The token sealed with the server's key, so staff can open and resend the live link. */
  token_sealed: string;
  term: string | null;
  /** How many times it was published (1 on delivery). */
  publications: number;
  published_at: Timestamp;
  published_by: string;
  link_issued_at: Timestamp;
  /** The calendar feed's own private link (/calendar/<token>.ics), hashed and sealed like the dashboard's. */
  feed_token_hash: string | null;
  feed_token_sealed: string | null;
  feed_issued_at: Timestamp | null;
  /** Raised with every change the student makes to their applications: the calendar feed's ETag includes it. */
  student_revision: ColumnType<number, number | undefined, number>;
}

/** What the student sees: each confirmed item as last published. */
export interface DashboardItemsTable {
  dashboard_id: number;
  item_id: number;
  course_id: number;
  course_name: string;
  course_colour: string;
  title: string;
  type: ItemType;
  date: string;
  end_date: string | null;
  time: string | null;
  /** The course's IANA zone when published: where a timed item's time is. */
  time_zone: string | null;
  /** Raised each time a publish changes the item, so calendar apps replace their copy (iCalendar SEQUENCE). */
  sequence: ColumnType<number, number | undefined, number>;
  /** When a publish last changed it (iCalendar LAST-MODIFIED and DTSTAMP). */
  modified_at: Timestamp | null;
}

/** The student's own progress on an item; an item without a row is Not Started. */
export interface TodoStatusesTable {
  dashboard_id: number;
  item_id: number;
  status: TodoStatus;
  /** When it was marked Done, while it is Done. */
  done_at: Timestamp | null;
  updated_at: Timestamp;
}

/** An internship application on the student's tracker, theirs alone; deleted ones are kept so undo can restore them. */
export interface ApplicationsTable {
  id: Generated<number>;
  dashboard_id: number;
  company: string;
  /** The job applied for. */
  position: string;
  stage: InternshipStage;
  priority: ApplicationPriority;
  location: string;
  /** YYYY-MM-DD. */
  applied_on: string | null;
  salary: string;
  next_step: string;
  /** YYYY-MM-DD: shown on the dashboard calendar and in the feed. */
  next_step_date: string | null;
  notes: string;
  /** 1: a row of the career guide's tracker template, which "Clear examples" removes. */
  example: Bool;
  /** Where it sits in its stage's column: a move to another stage puts it last there. */
  stage_position: number;
  /** Bumped on every change (iCalendar SEQUENCE too), so two devices never silently overwrite each other. */
  version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

/** The student's own Markdown note on one course of their dashboard. */
/** A task or event the student added themselves: never a published item, and no publish touches it. */
export interface StudentItemsTable {
  id: Generated<number>;
  dashboard_id: number;
  kind: OwnItemKind;
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM (24-hour) in time_zone; null: all day. */
  time: string | null;
  /** The IANA zone the student typed the time in. */
  time_zone: string;
  /** A course of the dashboard's published items, or null; shown without it once a publish drops it. */
  course_id: number | null;
  status: TodoStatus;
  done_at: Timestamp | null;
  /** Raised by every change (iCalendar SEQUENCE too), so two devices never silently overwrite each other. */
  version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CourseNotesTable {
  dashboard_id: number;
  /** A course of the dashboard's published items (dashboard_items.course_id). */
  course_id: number;
  text: string;
  /** Raised by every save; a save from a screen that saw another version keeps both texts. */
  version: number;
  updated_at: Timestamp;
}

export type ReportStatus = 'open' | 'resolved' | 'dismissed';

/** A student's "Report a change" on a published item: open until staff publish again (resolved) or dismiss it. */
export interface ReportedChangesTable {
  id: Generated<number>;
  dashboard_id: number;
  order_id: string;
  /** The item's lasting id (calendar_items.id). */
  item_id: number;
  /** The date (YYYY-MM-DD) and time (HH:MM, or none) the student says the item now has. */
  date: string;
  time: string | null;
  note: string;
  status: ReportStatus;
  reported_at: Timestamp;
  decided_at: Timestamp | null;
  /** The staff member who published or dismissed. */
  decided_by: string | null;
  dismiss_reason: string | null;
}

/** A dated line extraction could not make into an item, shown to staff rather than guessed. */
/** A dated line of a syllabus that became no item: to check (a person decides), or set aside with its reason. */
export interface SyllabusUnplacedTable {
  id: Generated<number>;
  syllabus_id: number;
  page: number;
  text: string;
  reason: string;
  fate: Generated<LineFate>;
  /** JSON array of the days (YYYY-MM-DD) the line names, when the engine could place them. */
  dates: string | null;
  /** The staff member who set it aside; null while it is to check, or when the engine set it aside. */
  decided_by: string | null;
  decided_at: string | null;
}

export type LineFate = 'check' | 'aside';

/** A syllabus's text in reading order, kept while its file is. */
export interface SyllabusLinesTable {
  id: Generated<number>;
  syllabus_id: number;
  position: number;
  page: number;
  text: string;
  /** JSON array of a table row's cells. */
  cells: string | null;
  kind: 'text' | 'heading' | 'row' | 'header';
}

/** The durable extraction queue: one job per syllabus, leased by the runner that works on it. */
export interface ExtractionJobsTable {
  id: Generated<number>;
  syllabus_id: number;
  status: 'queued' | 'running' | 'done' | 'failed';
  /** Runs started; a job that timed out or crashed its worker is tried twice in all. */
  attempts: number;
  /** While running: when another runner may take the job over (its runner died). */
  lease_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EssaysTable {
  id: Generated<number>;
  order_id: string | null;
  visitor_id: string;
  name: string;
  email: string;
  essay: string;
  prompt_type: string;
  essay_prompt: string;
  additional_info: string;
  referral_code: string | null;
  word_count: number;
  feedback: string | null;
  feedback_sent_at: Timestamp | null;
  created_at: CreatedAt;
}

/** The email outbox: every email is a row first, sent (or kept) by the background sender. */
export interface EmailsTable {
  id: Generated<number>;
  /** Unique purpose key, e.g. "order-confirmation:<order id>": the same email is never queued twice. */
  dedupe_key: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** A private link, sealed with the server's key; the bodies hold SEALED_LINK where it goes. */
  sealed_link: string | null;
  purpose: string;
  order_id: string | null;
  status: 'queued' | 'sent' | 'kept' | 'failed';
  attempts: number;
  last_error: string | null;
  next_attempt_at: Timestamp;
  sent_at: Timestamp | null;
  /** Extra mail headers as JSON, e.g. List-Unsubscribe on reminders; null for none. */
  headers: ColumnType<string | null, string | null | undefined, string | null>;
  /** While a sender delivers it: when another instance may take it over (the sender died). */
  lease_until: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** The claim of the sender delivering it; only that sender records the outcome. */
  claim_token: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

/** Tracking records: page views, clicks, named events and conversions. */
export interface EventsTable {
  id: Generated<number>;
  visitor_id: string | null;
  kind: 'page_view' | 'click' | 'event' | 'conversion';
  name: string;
  url: string | null;
  value: number | null;
  /** JSON of extra data (user data only when the visitor allows it). */
  data: string | null;
  created_at: CreatedAt;
}

export interface ReferralCodesTable {
  /** Lower-case code. */
  code: string;
  active: Bool;
  note: string | null;
  /** A buyer's own code: the owner's lower-case email (one code per email) and the order that earned it; null on staff codes. */
  owner_email: ColumnType<string | null, string | null | undefined, string | null>;
  owner_order_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

/** Referral rewards staff paid out to a code's owner. */
export interface ReferralPayoutsTable {
  id: Generated<number>;
  code: string;
  amount_cents: number;
  note: string | null;
  /** The staff member who recorded it. */
  paid_by: string;
  paid_at: Timestamp;
}

/** The student's reminder choices; a row exists once they answer. */
export interface ReminderSettingsTable {
  dashboard_id: number;
  weekly: Bool;
  exams: Bool;
  /** IANA zone the reminders are timed in. */
  time_zone: string;
  /** When the student confirmed or chose the zone; null while it is the university's default. */
  time_zone_confirmed_at: Timestamp | null;
  unsubscribe_token_hash: string;
  unsubscribe_token_sealed: string;
  updated_at: Timestamp;
}

export type ReminderKind = 'weekly' | 'exam';
export type ReminderStatus = 'pending' | 'sent' | 'skipped' | 'canceled';

/** Durable reminder jobs: one row per email to send at due_at, at most once. */
export interface RemindersTable {
  id: Generated<number>;
  dashboard_id: number;
  kind: ReminderKind;
  item_id: number | null;
  /** Unique, e.g. "weekly:<dashboard>:<Sunday's date>": the same reminder is never scheduled twice. */
  key: string;
  due_at: Timestamp;
  /** Missed past this moment, the reminder is skipped rather than sent stale. */
  expires_at: Timestamp;
  status: ReminderStatus;
  email_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A limit every instance shares: `hits` counted since `window_start` for one key (e.g. "lost-link:<ip>"). */
export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}

export interface WebhookEventsTable {
  id: string;
  type: string;
  received_at: CreatedAt;
}

export interface Database {
  drafts: DraftsTable;
  leads: LeadsTable;
  orders: OrdersTable;
  order_events: OrderEventsTable;
  local_payment_intents: LocalPaymentIntentsTable;
  uploads: UploadsTable;
  essays: EssaysTable;
  emails: EmailsTable;
  events: EventsTable;
  referral_codes: ReferralCodesTable;
  referral_payouts: ReferralPayoutsTable;
  reminder_settings: ReminderSettingsTable;
  reminders: RemindersTable;
  webhook_events: WebhookEventsTable;
  rate_limits: RateLimitsTable;
  syllabi: SyllabiTable;
  courses: CoursesTable;
  calendar_items: CalendarItemsTable;
  staff_accounts: StaffAccountsTable;
  staff_sessions: StaffSessionsTable;
  dashboards: DashboardsTable;
  dashboard_items: DashboardItemsTable;
  todo_statuses: TodoStatusesTable;
  applications: ApplicationsTable;
  course_notes: CourseNotesTable;
  reported_changes: ReportedChangesTable;
  student_items: StudentItemsTable;
  syllabus_unplaced: SyllabusUnplacedTable;
  syllabus_lines: SyllabusLinesTable;
  extraction_jobs: ExtractionJobsTable;
}
