import { z } from 'zod';
import { dbInt } from '../db-int';
import { phoneNumber } from './calls';

/** Spec §9: the case company of a caller nobody could identify. */
export const unidentifiedCustomer = 'Unidentified-Customer';

export const callerParty = z.object({
  kind: z.enum(['employer', 'contact', 'employee']),
  id: dbInt(),
  name: z.string(),
  /** The employer (customer organisation) the person belongs to, or the employer itself. */
  organisation: z.string(),
  organisation_id: dbInt().nullable(),
  /** Job title for people; industry for an employer. */
  role: z.string(),
  phone: z.string(),
});
export type CallerParty = z.infer<typeof callerParty>;

export const callerLookupRequest = z.object({ number: phoneNumber });
export const callerLookup = z.object({ parties: z.array(callerParty) });
export type CallerLookup = z.infer<typeof callerLookup>;

const levelId = dbInt().positive();

/** Create the case of a call: linked to the call log entry, for the identified party or Unidentified-Customer. */
export const callCaseRequest = z
  .object({
    call_log_table_id: dbInt().positive(),
    party: z.object({ kind: z.enum(['employer', 'contact', 'employee']), id: dbInt().positive() }).nullable(),
    classification: z.object({
      classification_l1: levelId,
      classification_l2: levelId.nullish(),
      classification_l3: levelId.nullish(),
      classification_l4: levelId.nullish(),
    }),
    subject: z.string().trim().min(3, 'The min number of characters is 3').max(200),
    description: z.string().trim().max(4000).optional(),
    /**
     * Who works the case: the agent who took the call keeps it (owner_user_id, themself), or it is dispatched to a
     * workgroup's queue (wrkgrp_id). With neither, the tenant's dispatch rules decide, as for any new case.
     */
    owner_user_id: dbInt().positive().optional(),
    wrkgrp_id: dbInt().positive().optional(),
  })
  .refine((r) => r.owner_user_id === undefined || r.wrkgrp_id === undefined, {
    message: 'Keep the case or dispatch it to a workgroup, not both',
    path: ['wrkgrp_id'],
  });
export type CallCaseRequest = z.infer<typeof callCaseRequest>;

export const callCase = z.object({
  case_id: dbInt(),
  reference: z.string(),
  company: z.string(),
  call_log_table_id: dbInt(),
});
export type CallCase = z.infer<typeof callCase>;

export { phoneNumber };
