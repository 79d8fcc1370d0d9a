import { z } from 'zod';
import { dbInt } from './db-int';

/** How many days the supervisor's trend covers, today included. */
export const teamTrendDayCount = 14;

const n = dbInt();
/** One day of the cases of the workgroups the caller supervises; a day with nothing is all zeros, never missing. */
export const teamTrendDay = z.object({
  /** yyyy-mm-dd in the tenant's working time zone (the SLA's). */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  opened: n,
  closed: n,
  /** Cases whose resolution target fell due that day and was missed (finished late, or still open past it). */
  breached: n,
});
export type TeamTrendDay = z.infer<typeof teamTrendDay>;

export const teamTrend = z.object({ days: z.array(teamTrendDay), at: z.string() });
export type TeamTrend = z.infer<typeof teamTrend>;
