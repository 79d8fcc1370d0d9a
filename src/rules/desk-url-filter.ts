import { caseStatuses, type CaseStatus } from '../contracts/workflow/cases';
import type { CaseSla, SlaState } from '../contracts/workflow/sla';
import { slaStates } from '../contracts/workflow/sla';
import { listKinds, type ListKind } from './workflow-list-table';
import { localDay } from './local-day';
import { slaStateNames } from './sla-label';

/**
 * The desk's filter as the URL carries it (`#/case-management/case-management?list=my_all&sla=overdue`): the home
 * page's figures link here, and the desk shows exactly the records the figure counted. The service counts with
 * the same `matchesDeskFilter`, so a figure and its list cannot disagree.
 */
export const deskSlaFilters = [...slaStates, 'breached-today'] as const;
export type DeskSlaFilter = (typeof deskSlaFilters)[number];
export const deskSlaFilterNames: Record<DeskSlaFilter, string> = {
  ...slaStateNames,
  'breached-today': 'Breached today',
};
/** '' anyone; 'unassigned' no owner; a number: that user's records. */
export type DeskOwnerFilter = '' | 'unassigned' | number;
export type DeskFilter = {
  list: ListKind;
  sla: DeskSlaFilter | '';
  owner: DeskOwnerFilter;
  /** '' any status; otherwise only records in it (options from /get_all_case_status and object_status). */
  status: CaseStatus | '';
  /** null: any classification; otherwise records classified under that value at any level (flatlist). */
  cls: number | null;
  /** The workgroup the desk opens on; null: the user's default. */
  wrkgrp: number | null;
};

export const defaultDeskFilter: DeskFilter = {
  list: 'my',
  sla: '',
  owner: '',
  status: '',
  cls: null,
  wrkgrp: null,
};

const positiveId = (text: string | null): number | null => {
  if (text === null || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const n = Number(text);
  return n <= 2147483647 ? n : null;
};
const oneOf = <T extends string>(values: readonly T[], text: string | null): T | null =>
  values.find((v) => v === text) ?? null;

/** The filter of a query string (with or without its "?"); anything unknown falls back to the default. */
export function parseDeskFilter(search: string): DeskFilter {
  const q = new URLSearchParams(search.replace(/^\?/, ''));
  const owner = q.get('owner');
  return {
    list: oneOf(listKinds, q.get('list')) ?? defaultDeskFilter.list,
    sla: oneOf(deskSlaFilters, q.get('sla')) ?? '',
    owner: owner === 'unassigned' ? 'unassigned' : (positiveId(owner) ?? ''),
    status: oneOf(caseStatuses, q.get('status')) ?? '',
    cls: positiveId(q.get('cls')),
    wrkgrp: positiveId(q.get('wrkgrp')),
  };
}

/** The query string of a filter ("?list=wg&sla=overdue"); defaults are left out. */
export function deskFilterQuery(filter: Partial<DeskFilter>): string {
  const q = new URLSearchParams();
  q.set('list', filter.list ?? defaultDeskFilter.list);
  if (filter.wrkgrp) q.set('wrkgrp', String(filter.wrkgrp));
  if (filter.sla) q.set('sla', filter.sla);
  if (filter.owner !== undefined && filter.owner !== '') q.set('owner', String(filter.owner));
  if (filter.status) q.set('status', filter.status);
  if (filter.cls) q.set('cls', String(filter.cls));
  return `?${q.toString()}`;
}

/** How many of the filters narrow the list (SLA, owner, status, classification): the phone's Filters button says it. */
export const narrowingFilters = (filter: DeskFilter): number =>
  [filter.sla !== '', filter.owner !== '', filter.status !== '', filter.cls !== null].filter(Boolean).length;

/** The due time of the target the SLA speaks of. */
const dueOf = (sla: CaseSla): string => (sla.target === 'response' ? sla.response_due : sla.resolution_due);

/** Overdue, and the target was missed on the day the SLA was computed (the tenant's local day). */
export const breachedToday = (sla: CaseSla): boolean =>
  sla.state === 'overdue' && localDay(new Date(dueOf(sla))) === localDay(new Date(sla.at));

const slaMatches = (sla: CaseSla | null | undefined, wanted: DeskSlaFilter | ''): boolean => {
  if (wanted === '') return true;
  if (!sla) return false;
  return wanted === 'breached-today' ? breachedToday(sla) : sla.state === (wanted satisfies SlaState);
};

type Classified = Record<`classification_l${1 | 2 | 3 | 4}`, number | null>;
/** A value chosen at any level: its record carries the value's id at that level (children keep their parents). */
const classifiedUnder = (record: Partial<Classified>, id: number): boolean =>
  record.classification_l1 === id ||
  record.classification_l2 === id ||
  record.classification_l3 === id ||
  record.classification_l4 === id;

/** Whether a record of the chosen list belongs on screen under the SLA, owner and status parts of the filter. */
export function matchesDeskFilter(
  record: { owner_user_id: number | null; sla?: CaseSla | null; status?: string } & Partial<Classified>,
  filter: Pick<DeskFilter, 'sla' | 'owner'> & { status?: DeskFilter['status']; cls?: DeskFilter['cls'] },
): boolean {
  if (filter.status && record.status !== filter.status) return false;
  if (filter.cls && !classifiedUnder(record, filter.cls)) return false;
  if (filter.owner === 'unassigned' && record.owner_user_id !== null) return false;
  if (typeof filter.owner === 'number' && record.owner_user_id !== filter.owner) return false;
  return slaMatches(record.sla, filter.sla);
}
