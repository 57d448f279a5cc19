import type { Migration } from 'kysely';
import * as initial from './2026-11-21T17-00_initial.js';
import * as commerceIndexes from './2026-11-22T09-00_commerce-indexes.js';
import * as staffConsole from './2026-11-22T15-00_staff-console.js';
import * as dropDraftEmailIndex from './2026-11-22T23-00_drop-draft-email-index.js';
import * as syllabusExtraction from './2026-11-23T17-00_syllabus-extraction.js';
import * as reviewAndPublishing from './2026-11-24T09-00_review-and-publishing.js';
import * as studentDashboard from './2026-11-25T09-00_student-dashboard.js';
import * as internshipTracker from './2026-11-25T15-00_internship-tracker.js';
import * as courseNotes from './2026-11-25T18-00_course-notes.js';
import * as remindersAndReferrals from './2026-11-26T09-00_reminders-and-referrals.js';
import * as instances from './2026-11-26T15-00_instances.js';
import * as staffSessions from './2026-11-27T09-00_staff-sessions.js';
import * as documentReview from './2026-12-01T22-00_document-review.js';
import * as studentItems from './2026-12-02T02-00_student-items.js';
import * as reportedChanges from './2026-12-02T02-10_reported-changes.js';

/** Every migration, by dated name; Kysely runs them in name order. Add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '2026-11-21T17-00_initial': initial,
  '2026-11-22T09-00_commerce-indexes': commerceIndexes,
  '2026-11-22T15-00_staff-console': staffConsole,
  '2026-11-22T23-00_drop-draft-email-index': dropDraftEmailIndex,
  '2026-11-23T17-00_syllabus-extraction': syllabusExtraction,
  '2026-11-24T09-00_review-and-publishing': reviewAndPublishing,
  '2026-11-25T09-00_student-dashboard': studentDashboard,
  '2026-11-25T15-00_internship-tracker': internshipTracker,
  '2026-11-25T18-00_course-notes': courseNotes,
  '2026-11-26T09-00_reminders-and-referrals': remindersAndReferrals,
  '2026-11-26T15-00_instances': instances,
  '2026-11-27T09-00_staff-sessions': staffSessions,
  '2026-12-01T22-00_document-review': documentReview,
  '2026-12-02T02-00_student-items': studentItems,
  '2026-12-02T02-10_reported-changes': reportedChanges,
};
