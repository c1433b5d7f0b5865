// Errors that mean "the database cannot be reached right now" rather than "this request is wrong": the
// API answers them 503 with Retry-After (issue 7), as health does, so clients and load balancers retry.

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'EHOSTUNREACH',
]);
/** SQLSTATEs: 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now, 53300 too many connections. */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const MESSAGES = [
  'PGlite is closed',
  'Cannot use a pool after calling end on the pool',
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/** True when `err` (or an error in its `cause` chain, as drizzle wraps driver errors) is an outage. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08')))
      return true;
    if (typeof message === 'string' && MESSAGES.some((m) => message.includes(m))) return true;
    e = cause;
  }
  return false;
}
