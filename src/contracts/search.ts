import { z } from 'zod';
import { dbInt } from './db-int';
import { fieldMessages } from './field-messages';

/** The command palette's record search (issue 19): one call answering every group the caller may see. */
export const searchPaths = { quick: '/search/quick' } as const;

/** Shorter terms match too much to be useful: the service answers no groups, the console does not ask. */
export const quickSearchMinLength = 2;
/** Enough hits per group to pick from in a palette; a longer list belongs on the area's own screen. */
export const quickSearchLimit = 8;
const maxTerm = 100;

export const quickSearchRequest = z.object({
  term: z.string().max(maxTerm, { message: fieldMessages.maxlength(maxTerm) }),
});
export type QuickSearchRequest = z.infer<typeof quickSearchRequest>;

/** Cases and leads by number or title; customers (employers), employees and contacts by name or number. */
export const quickSearchKinds = ['case', 'lead', 'customer', 'employee', 'contact'] as const;
export type QuickSearchKind = (typeof quickSearchKinds)[number];

export const quickSearchHit = z.object({
  id: dbInt(),
  /** The record's own words: "CAS-000123 Claim not paid", "Thabo Nkosi". */
  title: z.string(),
  /** What tells two similar hits apart: status, employee number, employer. */
  detail: z.string(),
});
export type QuickSearchHit = z.infer<typeof quickSearchHit>;

export const quickSearchGroup = z.object({ kind: z.enum(quickSearchKinds), hits: z.array(quickSearchHit) });
export type QuickSearchGroup = z.infer<typeof quickSearchGroup>;

/** Only groups with hits, in the order of quickSearchKinds; an area the profile may not see never appears. */
export const quickSearchAnswer = z.object({ groups: z.array(quickSearchGroup) });
export type QuickSearchAnswer = z.infer<typeof quickSearchAnswer>;
