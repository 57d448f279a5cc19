import type { z } from 'zod';

/** One readable sentence for a failed parse, naming the field: "email: Invalid email address". */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}
