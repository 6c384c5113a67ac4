// Tells a database that cannot be reached (down, restarting, refusing connections, a dropped connection, a pool that
// cannot get one) from a query that went wrong, on both drivers: the first is a 503 to try again, the second a fault.
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not available. Please try again shortly.';

/** Socket errors of a connection that could not be made or was lost. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL SQLSTATEs of a server that is going away or not taking connections: too many connections, shutting down
 * (admin, crash), starting up, and a database that is gone. Class 08 (connection exception) is matched as a class.
 */
const SERVER_CODES = new Set(['53300', '57P01', '57P02', '57P03', '3D000']);

/** Driver messages that carry no code: pg when the socket closes, knex when the pool gives up, PGlite once closed. */
const MESSAGES = [
  /Connection terminated/i,
  /connection error and is not queryable/i,
  /timeout exceeded when trying to connect/i,
  /Timeout acquiring a connection/i,
  /Unable to acquire a connection/i,
  /not currently accepting connections/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /PGlite is closed/i,
];

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as ErrorLike;
  const code = typeof e.code === 'string' ? e.code : '';
  if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  if (e.name === 'KnexTimeoutError') return true;
  const message = typeof e.message === 'string' ? e.message : '';
  if (MESSAGES.some((pattern) => pattern.test(message))) return true;
  // pg reports a refused connection to every address of a host as an AggregateError; knex may wrap the cause.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
