import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { CaseHistoryEntry } from '../../../src/contracts/workflow/cases';
import type { CaseConflict } from '../../../src/contracts/workflow/presence';
import { formatDateTime } from '../../../src/rules/kit-format';
import type { Db } from '../../db/client';
import { caseHistory, cases, users } from '../../db/schema';
import { AppError } from '../../errors';
import { toHistoryEntry } from './cases';
import { selectCases, toCaseRecord } from './records';
import { withSla } from './sla';

type CaseRow = typeof cases.$inferSelect;

const historyColumns = { h: caseHistory, userName: users.fullName };

/**
 * What others changed since `version`. Edits and desk actions stamp their history entry with version [from, to],
 * so those are exact; entries written before the stamp (seeded history) are not, so when no stamped entry explains
 * the difference the latest entry is shown as the likely cause rather than nothing.
 */
async function changesSince(db: Db, caseId: number, version: number): Promise<CaseHistoryEntry[]> {
  const stamped = await db
    .select(historyColumns)
    .from(caseHistory)
    .leftJoin(users, eq(users.id, caseHistory.userId))
    .where(
      and(
        eq(caseHistory.caseId, caseId),
        gte(sql<number>`(${caseHistory.changes} -> 'version' ->> 0)::int`, version),
      ),
    )
    .orderBy(caseHistory.at, caseHistory.id);
  if (stamped.length) return stamped.map(toHistoryEntry);
  const latest = await db
    .select(historyColumns)
    .from(caseHistory)
    .leftJoin(users, eq(users.id, caseHistory.userId))
    .where(eq(caseHistory.caseId, caseId))
    .orderBy(desc(caseHistory.at), desc(caseHistory.id))
    .limit(1);
  return latest.map(toHistoryEntry);
}

/** The refusal of a stale save: says who changed it and when, and carries the record as it now is. */
export async function staleSaveError(db: Db, row: CaseRow, version: number): Promise<AppError> {
  const changes = await changesSince(db, row.id, version);
  const [current] = await selectCases(db).where(eq(cases.id, row.id));
  const [record] = await withSla(db, [toCaseRecord(current)]);
  const last = changes.at(-1);
  const who = last ? `${last.user_name ?? 'the system'} at ${formatDateTime(last.at)}` : 'someone else';
  const data: CaseConflict = { record, changes };
  return new AppError(
    'conflict',
    `${row.number} was changed by ${who} since you opened it. Their change is shown; nothing was saved.`,
    { data },
  );
}
