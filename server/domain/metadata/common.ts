import { AppError } from '../../errors';

export const iso = (d: Date): string => d.toISOString();

export function mustFind<T>(row: T | undefined, what: string): T {
  if (!row) throw new AppError('notFound', `${what} not found`);
  return row;
}

/** Optimistic concurrency: an update names the version it edited; a newer saved version wins and says so. */
export function checkVersion(current: number, expected: number | undefined, what: string): void {
  if (expected !== undefined && expected !== current)
    throw new AppError(
      'conflict',
      `${what} was changed by someone else (now version ${current}); reload and try again`,
    );
}

export const nameTaken = (what: string, name: string): AppError =>
  new AppError('conflict', `A ${what} named "${name}" already exists`);

export const invalid = (msg: string, path = ''): AppError =>
  new AppError('validation', msg, { data: { issues: [{ path, message: msg }] } });
