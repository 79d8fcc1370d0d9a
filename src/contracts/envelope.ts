import { z } from 'zod';
import { dbInt } from './db-int';

/** Every answer of the service (spec §3 "Response envelope"). msg is a text, or a list for the calls
 * whose success answer carries options in msg (type-ahead, classification dropdowns). */
export const envelopeSchema = z.object({
  errCode: dbInt(),
  msg: z.union([z.string(), z.array(z.unknown())]),
  data: z.unknown(),
});

export type Envelope<T = unknown> = { errCode: number; msg: string | unknown[]; data: T };

export { ErrCode, type ErrCodeName } from './err-code';

/** data of an errCode 1 answer for a payload that failed its schema: one entry per problem. path is the
 * dotted field path ('' for the body itself); msg joins the same problems as "path: message; …". */
export const validationIssuesSchema = z.object({
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type ValidationIssues = z.infer<typeof validationIssuesSchema>;
