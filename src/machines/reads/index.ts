import { adviceReads } from './advice-reads';
import { areaReads } from './area-reads';

export type { AdviceEmployee, AdviceProfile } from './advice-reads';

/**
 * Every read (and one-shot call) the thin views ask for by name. The query machine's actor looks the name up here,
 * so views name what they need and never hold an api function.
 */
export const reads = { ...adviceReads, ...areaReads };

export type ReadName = keyof typeof reads;
export type ReadParams<K extends ReadName> = Parameters<(typeof reads)[K]>[0];
export type ReadData<K extends ReadName> = Awaited<ReturnType<(typeof reads)[K]>>;

/** Runs a read by name; the params are checked by the caller's types (the machine sees them as unknown). */
export const runRead = (name: ReadName, params: unknown, signal?: AbortSignal): Promise<unknown> =>
  (reads[name] as (p: unknown, s?: AbortSignal) => Promise<unknown>)(params, signal);
