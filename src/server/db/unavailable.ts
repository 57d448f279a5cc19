/** What a request that failed because the database did not answer is told (503), rather than a 500. */
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable; please try again.';

// Connections refused, dropped or timed out on the way to Postgres.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
// Postgres: its shutdown or restart (57P01-57P03), too many connections (53300); class 08 is added below.
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
// node-postgres's own errors, which carry no code.
const POOL_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * True when `error` says the database could not be reached or is restarting, rather than that a query
 * was wrong: Postgres down or failing over, or SQLite still locked after its busy timeout.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || /^08...$/.test(code) || code.startsWith('SQLITE_BUSY'))) return true;
  return POOL_MESSAGES.test(error.message);
}
