/**
 * What a calendar item is and what a student can say of their progress on it, and what the internship
 * tracker's applications can be. No zod here: the student's dashboard reads these without carrying
 * the schemas (src/shared/schemas) into its bundle.
 */

export const ITEM_TYPES = ['assignment', 'quiz', 'exam', 'project'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
/** How a type is named to a person: on the dashboard, in the calendar feed and emails, and as a bare item's title. */
export const TYPE_WORDS: Record<ItemType, string> = { assignment: 'Assignment', quiz: 'Quiz', exam: 'Exam', project: 'Project' };

export const TODO_STATUSES = ['Not Started', 'In Progress', 'Done'] as const;
export type TodoStatus = (typeof TODO_STATUSES)[number];

/** The internship tracker's board, in the order its columns are shown. */
export const INTERNSHIP_STAGES = ['Applied', 'Under Review', 'Interview', 'Final Round', 'Offer', 'Rejected'] as const;
export type InternshipStage = (typeof INTERNSHIP_STAGES)[number];

export const APPLICATION_PRIORITIES = ['High', 'Medium', 'Low'] as const;
export type ApplicationPriority = (typeof APPLICATION_PRIORITIES)[number];

/** What an application may hold (characters), and how many a dashboard may track; forms show them, the server enforces them. */
export const APPLICATION_LIMITS = { company: 120, position: 120, location: 120, salary: 60, nextStep: 200, notes: 5_000, perDashboard: 200 } as const;

/** What one course's note may hold (characters): the editor counts against it, the server enforces it. */
export const NOTE_LIMIT = 20_000;
/** Said by the editor before sending and by the server's 400, in the same words. */
export const NOTE_TOO_LONG = `A note holds at most ${NOTE_LIMIT.toLocaleString('en-US')} characters. Shorten this one to save it.`;

/** What a student's "Report a change" note may hold (characters): the form counts against it, the server enforces it. */
export const REPORT_NOTE_LIMIT = 500;
/** What a student can add to their own dashboard: a task goes in the to-do list, an event is something to attend. Both go on the calendar and in the feed. */
export const OWN_ITEM_KINDS = ['task', 'event'] as const;
export type OwnItemKind = (typeof OWN_ITEM_KINDS)[number];

/** What the student's own items may hold (characters) and how many a dashboard may have; the form shows them, the server enforces them. */
export const OWN_ITEM_LIMITS = { title: 200, perDashboard: 300 } as const;
