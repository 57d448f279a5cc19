import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { describeZodError } from '../../shared/schemas/validation.js';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from '../db/unavailable.js';
import { DomainError, ERROR_CODES } from '../errors.js';
import type { InnerContext } from './context.js';

const t = initTRPC.context<InnerContext>().create({
  errorFormatter({ shape, error }) {
    // Callers see a readable message and never a stack trace.
    const message = messageFor(error);
    const { stack: _stack, ...data } = shape.data;
    return { ...shape, message, data };
  },
});

function messageFor(error: TRPCError): string {
  if (error.cause instanceof ZodError) return describeZodError(error.cause);
  if (error.code === 'INTERNAL_SERVER_ERROR') return 'Something went wrong on our side. Please try again.';
  return error.message;
}

/** Turns domain errors thrown by domain functions into tRPC errors with the mapped code, and a database that did not answer into a 503. */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: ERROR_CODES[cause.code].trpc, message: cause.message, cause });
  }
  if (!result.ok && isDatabaseUnavailable(result.error.cause)) {
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE, cause: result.error.cause });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(domainErrors);
/** Answers 401 without a staff session; the procedure gets `ctx.staff`, never null. */
export const staffProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.staff) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in to the staff console first.' });
  return next({ ctx: { staff: ctx.staff } });
});
