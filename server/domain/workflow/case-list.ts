import { and, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import { listCasesInput, type CasePage, type CaseRecord } from '../../../src/contracts/workflow/cases';
import type { Db } from '../../db/client';
import type { CaseSla } from '../../../src/contracts/workflow/sla';
import { cases } from '../../db/schema';
import { type Caller, scoped } from '../caller';
import { currentNames, orderedCases, withCurrentNames } from './case-list-cache';
import { newestPage } from './case-list-newest';
import { slaPage, slaPick } from './case-order';
import { keptRow, okText } from './record-text';
import { listNow } from './sla';
import { parseInput } from './validate';

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** The list's filters as one condition inside the caller's scope; `key` names it for the kept SLA lists. */
function listQuery(caller: Caller, input: unknown) {
  const q = parseInput(listCasesInput, input);
  const where: (SQL | undefined)[] = [
    scoped(caller, cases.tenantId),
    eq(cases.recordType, q.record_type),
    q.wrkgrp_id === undefined ? undefined : eq(cases.workgroupId, q.wrkgrp_id),
    q.owner_user_id === undefined ? undefined : eq(cases.ownerUserId, q.owner_user_id),
    q.status === undefined ? undefined : eq(cases.status, q.status),
    q.open_only ? ne(cases.status, 'Closed') : undefined,
    q.party ? and(eq(cases.partyType, q.party.party_type), eq(cases.partyId, q.party.party_id)) : undefined,
    q.search
      ? or(ilike(cases.number, `%${escapeLike(q.search)}%`), ilike(cases.title, `%${escapeLike(q.search)}%`))
      : undefined,
  ];
  const { page_number: _p, size: _s, sort: _o, sla_state: _t, ...filters } = q;
  return {
    q,
    condition: and(...where),
    key: JSON.stringify([caller.scope, filters]),
    bySla: q.sla_state !== undefined || q.sort === 'sla',
  };
}

/** A page of cases or leads, newest first or by SLA, filtered as asked and scoped to the caller's tenants. */
export async function listCases(db: Db, caller: Caller, input: unknown): Promise<CasePage> {
  const { q, condition, key, bySla } = listQuery(caller, input);
  if (bySla) {
    // SLA state depends on working time at this moment, which SQL cannot express: the filtered set is ranked
    // here, once per change of the cases (case-list-cache.ts), and each call pages it at its own `now`.
    return withCurrentNames(db, slaPage(await orderedCases(db, key, condition), q, listNow()));
  }
  const { total, records, clock } = await newestPage(db, key, condition, q);
  const now = listNow();
  return withCurrentNames(
    db,
    page(
      records.map((r) => ({ ...r, sla: clock(r, now) })),
      q,
      total,
    ),
  );
}

/**
 * listCases's answer, envelope included, as JSON text (the route sends it as it is). A page's records come from a
 * kept list (by SLA) or a kept page (newest first), so each is serialised once per list (record-text.ts).
 */
export async function listCasesText(db: Db, caller: Caller, input: unknown): Promise<string> {
  const { q, condition, key, bySla } = listQuery(caller, input);
  let answer: { records: CaseRecord[]; sla: (i: number) => CaseSla; page: CasePage['page'] };
  if (bySla) {
    const ordered = await orderedCases(db, key, condition);
    const { picked, page: p, sla } = slaPick(ordered, q, listNow());
    answer = { records: picked.map((i) => ordered.records[i]), sla: (k) => sla(picked[k]), page: p };
  } else {
    const { total, records, clock } = await newestPage(db, key, condition, q);
    const now = listNow();
    answer = { records, sla: (k) => clock(records[k], now), page: page([], q, total).page };
  }
  const named = await currentNames(db);
  const rows = answer.records.map((r, k) => keptRow(r, { ...named(r), sla: answer.sla(k) }));
  return okText({ rows, page: answer.page });
}

const page = (rows: CaseRecord[], q: { page_number: number; size: number }, total: number): CasePage => ({
  rows,
  page: {
    pageNumber: q.page_number,
    size: q.size,
    totalElements: total,
    totalPages: Math.ceil(total / q.size),
  },
});
