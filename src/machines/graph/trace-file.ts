import { z } from 'zod';
import type { TraceEntry } from '../../rules/inspection';
import type { Redacted } from '../../rules/redact';

const redacted: z.ZodType<Redacted> = z.lazy(() =>
  z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(redacted), z.record(z.string(), redacted)]),
);
const base = { seq: z.number(), at: z.number(), target: z.string() };
const entry = z.discriminatedUnion('kind', [
  z.object({
    ...base,
    kind: z.literal('event'),
    source: z.string().nullable(),
    type: z.string(),
    payload: redacted,
  }),
  z.object({
    ...base,
    kind: z.literal('snapshot'),
    state: redacted,
    tags: z.array(z.string()),
    status: z.string(),
    context: redacted,
  }),
]);

/** The exported session trace: every entry is already redacted; `actors` names the machine behind each actor id. */
export const traceFile = z.object({
  format: z.literal('staff-console-trace/1'),
  exportedAt: z.string(),
  actors: z.record(z.string(), z.string().nullable()),
  entries: z.array(entry),
});
export type TraceFile = z.infer<typeof traceFile>;

export const toTraceFile = (entries: TraceEntry[], actors: Record<string, string | null>): TraceFile => ({
  format: 'staff-console-trace/1',
  exportedAt: new Date().toISOString(),
  actors,
  entries,
});

export const parseTraceFile = (text: string): TraceFile | string => {
  try {
    const result = traceFile.safeParse(JSON.parse(text));
    return result.success ? result.data : 'This file is not a Staff Console trace';
  } catch {
    return 'This file is not valid JSON';
  }
};
