import { z } from 'zod';

/** Where a case stands against its targets (issue 18 "SLA"); 'met' covers resolved and closed records. */
export const slaStates = ['overdue', 'due-today', 'due-later', 'paused', 'met'] as const;
export type SlaState = (typeof slaStates)[number];

/** The SLA the service attaches to every case and lead it answers, computed at `at` by src/rules/sla.ts. */
export const caseSla = z.object({
  state: z.enum(slaStates),
  /** The target the state and minutes speak of: the response until it is met, then the resolution. */
  target: z.enum(['response', 'resolution']),
  response_due: z.string(),
  resolution_due: z.string(),
  response_met: z.boolean(),
  /** Working minutes left to the target's due time; negative when over. */
  minutes_left: z.number().int(),
  at: z.string(),
});
export type CaseSla = z.infer<typeof caseSla>;
