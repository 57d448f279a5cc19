import type { z } from 'zod';
import { describeZodError } from '../../shared/schemas/validation.js';
import { badInput } from '../errors.js';

/** Parses a REST payload with its shared schema; a failure is a 400 naming the field. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw badInput(describeZodError(result.error));
  return result.data;
}
