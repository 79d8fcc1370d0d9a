import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { casePriorities, caseStatuses, type CaseRecord } from '../../../src/contracts/workflow/cases';
import type { DeskPageQuery } from '../../../src/contracts/workflow/desk-page';
import { cases, workgroups } from '../../db/schema';
import { owners } from './records';

type Sort = DeskPageQuery['sort'];
type Column = NonNullable<Sort>['column'];

// Status and priority sort in their workflow and urgency order, not as words ("High" before "Low" before
// "Medium" said nothing); text sorts ignore case, as the browser's sort did.
const rankOf = (values: readonly string[], column: typeof cases.status | typeof cases.priority) =>
  sql`array_position(${sql.param([...values])}::text[], ${column})`;
const sqlKey: Record<Exclude<Column, 'sla_rank'>, SQL> = {
  number: sql`${cases.number}`,
  title: sql`lower(${cases.title})`,
  party_name: sql`lower(${cases.partyName})`,
  status: rankOf(caseStatuses, cases.status),
  priority: rankOf(casePriorities, cases.priority),
  owner_name: sql`lower(${owners.fullName})`,
  wrkgrp_name: sql`lower(${workgroups.name})`,
  create_datetime: sql`${cases.createdAt}`,
  update_datetime: sql`${cases.updatedAt}`,
  due_at: sql`${cases.dueAt}`,
};

/** The newest change first: the order the desk's lists have always had, and every sort's tie-break. */
const recentFirst = [desc(cases.updatedAt), desc(cases.id)];

/** SQL's ORDER BY for a desk sort (not the SLA order, which is kept in memory); empty values always last. */
export function deskOrderBy(sort: Sort): SQL[] {
  if (!sort || sort.column === 'sla_rank') return recentFirst;
  const key = sqlKey[sort.column];
  return [
    sort.direction === 'asc' ? sql`${asc(key)} nulls last` : sql`${desc(key)} nulls last`,
    ...recentFirst,
  ];
}

type Value = string | number | null;
const text = (s: string | null) => (s === null ? null : s.toLowerCase());
const valueOf: Record<Exclude<Column, 'sla_rank'>, (r: CaseRecord) => Value> = {
  number: (r) => r.number,
  title: (r) => text(r.title),
  party_name: (r) => text(r.party_name),
  status: (r) => caseStatuses.indexOf(r.status),
  priority: (r) => casePriorities.indexOf(r.priority),
  owner_name: (r) => text(r.owner_name),
  wrkgrp_name: (r) => text(r.wrkgrp_name),
  create_datetime: (r) => r.create_datetime,
  update_datetime: (r) => r.update_datetime,
  due_at: (r) => r.due_at,
};
const compareValues = (a: Value, b: Value): number => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
};
const byRecent = (a: CaseRecord, b: CaseRecord) =>
  compareValues(b.update_datetime, a.update_datetime) || b.id - a.id;

/** The same order as deskOrderBy, for records already in memory (an SLA-filtered list sorted by a column). */
export function compareRecords(sort: Sort): (a: CaseRecord, b: CaseRecord) => number {
  if (!sort || sort.column === 'sla_rank') return byRecent;
  const value = valueOf[sort.column];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return (a, b) => {
    const va = value(a);
    const vb = value(b);
    // Empty values last in both directions, as SQL's "nulls last".
    if (va === null || vb === null) return compareValues(va, vb) || byRecent(a, b);
    return sign * compareValues(va, vb) || byRecent(a, b);
  };
}
