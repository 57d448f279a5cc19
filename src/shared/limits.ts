/**
 * Limits and choices the forms show and the server enforces. Kept apart from the zod schemas so
 * pages can import them without loading zod.
 */
export const MAX_UPLOAD_FILES = 10;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ESSAY_PREVIEW_LENGTH = 200;
export const PROMPT_TYPES = ['personal-statement', 'common-app', 'supplemental', 'scholarship', 'other'] as const;
export const UPLOAD_CHOICES = ['now', 'later'] as const;
