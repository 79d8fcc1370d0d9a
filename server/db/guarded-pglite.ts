import type { PGlite, Transaction } from '@electric-sql/pglite';

/** Statements that change nothing on disk (beyond what PostgreSQL does on its own while reading). */
const reading = new Set([
  'select',
  'show',
  'explain',
  'values',
  'table',
  'fetch',
  'begin',
  'start',
  'commit',
  'end',
  'rollback',
  'abort',
  'savepoint',
  'release',
  'set',
  'reset',
  'deallocate',
  'discard',
]);

/** True for a statement that writes: anything but a read or transaction control (a CTE that modifies, too). */
export function writesData(statement: string): boolean {
  const text = statement.replace(/^(\s|\(|--[^\n]*\n|\/\*[\s\S]*?\*\/)+/, '');
  const first = /^[a-z]+/i.exec(text)?.[0].toLowerCase() ?? '';
  if (first === 'with') return /\b(insert|update|delete|merge)\b/i.test(text);
  return !reading.has(first);
}

type Check = () => void;
type Method = (...args: unknown[]) => unknown;

/** `target` (the client or a transaction) with `check` before each writing statement, transactions included. */
function guarded<T extends object>(target: T, check: Check): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value: unknown = Reflect.get(object, property, receiver);
      if (typeof value !== 'function') return value;
      const method = value as Method;
      if (property === 'query' || property === 'exec')
        return (statement: string, ...rest: unknown[]) => {
          if (writesData(statement)) check();
          return method.call(object, statement, ...rest);
        };
      if (property === 'transaction')
        return (callback: (tx: Transaction) => Promise<unknown>) =>
          method.call(object, (tx: Transaction) => callback(guarded(tx, check)));
      return method.bind(object);
    },
  });
}

/**
 * The PGlite client as Drizzle sees it, with `check` run before every statement that writes (DiskGuard's
 * floor): a refused statement throws before PGlite sees it, so its transaction rolls back and nothing is saved.
 * Reads pass whatever the disk holds.
 */
export const guardWrites = (client: PGlite, check: Check): PGlite => guarded(client, check);
