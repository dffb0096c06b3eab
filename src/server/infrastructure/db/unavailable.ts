/** Errors of the socket under a database connection: the server is gone, not the statement wrong. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs that mean the database cannot serve right now: connection exceptions (class 08), shutdown or
 * start-up in progress, too many connections, and a statement cancelled by statement_timeout.
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300|57014)$/;

/** node-postgres reports a lost or unobtainable connection by message only. */
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|not queryable/i;

function* causes(error: unknown): Generator<unknown> {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length > 0) {
    const next = pending.shift();
    if (next === undefined || next === null || seen.has(next)) continue;
    seen.add(next);
    yield next;
    if (next instanceof AggregateError) pending.push(...next.errors);
    if (next instanceof Error) pending.push(next.cause);
  }
}

/** Whether `error` (or anything that caused it) says the database is unreachable rather than the request bad. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of causes(error)) {
    if (!(cause instanceof Error)) continue;
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
    if (UNAVAILABLE_MESSAGES.test(cause.message)) return true;
  }
  return false;
}

/** The reason to print for a failed connection attempt: AggregateError (IPv4 and IPv6 both refused) has none. */
export function connectionFailureReason(error: unknown): string {
  for (const cause of causes(error)) {
    if (!(cause instanceof Error)) continue;
    const code = (cause as { code?: unknown }).code;
    if (cause.message)
      return typeof code === "string" && !cause.message.includes(code)
        ? `${code} ${cause.message}`
        : cause.message;
    if (typeof code === "string") return code;
  }
  return String(error);
}

/** The SQLSTATE of a failed statement (drivers and drizzle wrap it in `cause`), or undefined. */
export function sqlStateOf(error: unknown): string | undefined {
  for (const cause of causes(error)) {
    const code = (cause as { code?: unknown } | null)?.code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * SQLSTATEs of values PostgreSQL cannot store although the request's schema let them through: a NUL character
 * in text (22021, 22P05) or a date out of its range (22008). They are the request's fault, not the server's.
 */
export const isUnstorableValue = (error: unknown) =>
  ["22021", "22P05", "22008"].includes(sqlStateOf(error) ?? "");

/**
 * A row the statement refers to was deleted between the service's check and the write (a guide deleted while a
 * reader saves it), or a row it deletes gained a reference meanwhile: the request came too late, not wrong.
 * PostgreSQL 15 reports either as foreign_key_violation (23503), 18 (PGlite) the second as restrict_violation.
 */
export const isVanishedReference = (error: unknown) => ["23503", "23001"].includes(sqlStateOf(error) ?? "");
