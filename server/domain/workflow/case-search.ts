import { and, desc, ilike, or, sql } from 'drizzle-orm';
import {
  caseSearchInput,
  caseSearchLimit,
  type CaseSearchItem,
} from '../../../src/contracts/workflow/case-search';
import type { Db } from '../../db/client';
import { cases } from '../../db/schema';
import { type Caller, scoped } from '../caller';
import { parseInput } from './validate';

/** LIKE wildcards typed by the user are matched literally. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The case type-ahead: cases and leads of the caller's tenants whose number or title holds the typed text.
 * Number matches come first (someone typing "0012" means a number), then the newest.
 */
export async function searchCases(db: Db, caller: Caller, input: unknown): Promise<CaseSearchItem[]> {
  const { query } = parseInput(caseSearchInput, input);
  const like = `%${escapeLike(query)}%`;
  const rows = await db
    .select({
      id: cases.id,
      number: cases.number,
      title: cases.title,
      recordType: cases.recordType,
      status: cases.status,
    })
    .from(cases)
    .where(and(scoped(caller, cases.tenantId), or(ilike(cases.number, like), ilike(cases.title, like))))
    .orderBy(
      sql`case when ${cases.number} ilike ${like} then 0 else 1 end`,
      desc(cases.createdAt),
      desc(cases.id),
    )
    .limit(caseSearchLimit);
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    title: r.title,
    record_type: r.recordType as CaseSearchItem['record_type'],
    status: r.status as CaseSearchItem['status'],
  }));
}
