/**
 * What a calendar item is and what a student can say of their progress on it. No zod here: the
 * student's dashboard reads these without carrying the schemas (src/shared/schemas) into its bundle.
 */

export const ITEM_TYPES = ['assignment', 'quiz', 'exam', 'project'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const TODO_STATUSES = ['Not Started', 'In Progress', 'Done'] as const;
export type TodoStatus = (typeof TODO_STATUSES)[number];
