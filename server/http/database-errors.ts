/**
 * PostgreSQL refuses some values our contracts let through (a number past a column's range, a character the
 * encoding cannot hold). Those are the caller's input, so they answer errCode 1 like any other invalid field —
 * a net under the contracts, which should catch them first.
 */
const inputErrors: Readonly<Record<string, string>> = {
  '22001': 'A value is longer than its field allows',
  '22003': 'A number is out of the range its field allows',
  '22007': 'A date or time is not valid',
  '22008': 'A date or time is out of range',
  '22021': 'Text contains a character that cannot be stored',
  '22P02': 'A value is not in the form its field expects',
  '22P05': 'Text contains a character that cannot be stored',
};

type WithCause = { code?: unknown; cause?: unknown };

/** The SQLSTATE of a database error, looked for through Drizzle's wrapper (its `cause`). */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let hops = 0; hops < 4 && typeof current === 'object' && current !== null; hops++) {
    const { code, cause } = current as WithCause;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

/** The message for a database error caused by input, or undefined for anything else. */
export function databaseInputMessage(error: unknown): string | undefined {
  const state = sqlState(error);
  return state ? inputErrors[state] : undefined;
}
