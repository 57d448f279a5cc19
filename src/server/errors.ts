import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';

/** The one table mapping domain failures to tRPC codes and HTTP statuses. */
export const ERROR_CODES = {
  BAD_INPUT: { trpc: 'BAD_REQUEST', http: 400 },
  PAYMENT_FAILED: { trpc: 'PAYMENT_REQUIRED', http: 402 },
  UNAUTHORIZED: { trpc: 'UNAUTHORIZED', http: 401 },
  FORBIDDEN: { trpc: 'FORBIDDEN', http: 403 },
  NOT_FOUND: { trpc: 'NOT_FOUND', http: 404 },
  CONFLICT: { trpc: 'CONFLICT', http: 409 },
  TOO_LARGE: { trpc: 'PAYLOAD_TOO_LARGE', http: 413 },
  UNSUPPORTED_MEDIA_TYPE: { trpc: 'UNSUPPORTED_MEDIA_TYPE', http: 415 },
  RATE_LIMITED: { trpc: 'TOO_MANY_REQUESTS', http: 429 },
  UNAVAILABLE: { trpc: 'SERVICE_UNAVAILABLE', http: 503 },
} as const satisfies Record<string, { trpc: TRPC_ERROR_CODE_KEY; http: number }>;

export type DomainErrorCode = keyof typeof ERROR_CODES;

/** A failure the caller can act on; its message is shown to them as is. */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  get httpStatus(): number {
    return ERROR_CODES[this.code].http;
  }
}

export const badInput = (message: string) => new DomainError('BAD_INPUT', message);
