import { fromPromise } from 'xstate';
import type { QuickSearchKind } from '../contracts/search';
import {
  wrkgrpTypeOf,
  type CaseRecord,
  type CreateCaseInput,
  type PartyType,
  type RecordType,
  type WorkgroupMember,
  type WorkgroupSummary,
} from '../contracts/workflow/cases';
import { customersApi } from '../services/customers-api';
import { unwrap } from '../services/http-result';
import { searchApi } from '../services/search-api';
import { workflowApi } from '../services/workflow-api';

/** The customer, contact or employee a new record concerns, with the name the form shows. */
export type NewCaseParty = { party_type: PartyType; party_id: number; name: string };
/** Where the form was opened from says what it fills in: a page's party (its name read when not given) or a case's. */
export type NewCaseRequest = {
  recordType: RecordType;
  party?: { party_type: PartyType; party_id: number; name?: string } | null;
  /** A task's linked case: the form takes that case's customer. */
  fromCaseId?: number | null;
};

export type Prepared = {
  workgroups: WorkgroupSummary[];
  defaultWrkgrpId: number | null;
  members: Record<number, WorkgroupMember[]>;
  party: NewCaseParty | null;
};

const nameOf = async (party_type: PartyType, party_id: number): Promise<string | null> => {
  const result = await customersApi.get(party_type, party_id, { quiet: true });
  if (result.kind !== 'ok') return null;
  const r = result.data as { name?: string; first_name?: string; last_name?: string };
  return r.name ?? ([r.first_name, r.last_name].filter(Boolean).join(' ') || null);
};

/** The page's party as the form shows it; one the caller cannot read is left out rather than shown nameless. */
async function partyOf(request: NewCaseRequest): Promise<NewCaseParty | null> {
  if (request.party) {
    const { party_type, party_id } = request.party;
    const name = request.party.name ?? (await nameOf(party_type, party_id));
    return name ? { party_type, party_id, name } : null;
  }
  if (!request.fromCaseId) return null;
  const linked = await workflowApi.getCase(request.fromCaseId);
  const c: CaseRecord | null = linked.kind === 'ok' ? linked.data : null;
  return c?.party_type && c.party_id && c.party_name
    ? { party_type: c.party_type, party_id: c.party_id, name: c.party_name }
    : null;
}

/**
 * What the form needs before it shows: the workgroups of the record's type, the caller's default one (the form's
 * default, spec §7 /workflow/user/workgroups/default) with its members (the owner choices), and the party to fill in.
 */
export const prepare = fromPromise<Prepared, NewCaseRequest>(async ({ input }) => {
  const type = wrkgrpTypeOf[input.recordType];
  const [targets, mine] = await Promise.all([
    workflowApi.workgroups(type),
    workflowApi.defaultWorkgroup(type),
  ]);
  const workgroups = unwrap(targets);
  const wanted = mine.kind === 'ok' ? (mine.data?.wrkgrp_id ?? null) : null;
  const defaultWrkgrpId = workgroups.some((w) => w.wrkgrp_id === wanted) ? wanted : null;
  const members: Record<number, WorkgroupMember[]> = {};
  if (defaultWrkgrpId !== null) members[defaultWrkgrpId] = unwrap(await workflowApi.members(defaultWrkgrpId));
  return { workgroups, defaultWrkgrpId, members, party: await partyOf(input) };
});

export const loadMembers = fromPromise<{ id: number; members: WorkgroupMember[] }, number>(
  async ({ input }) => ({ id: input, members: unwrap(await workflowApi.members(input)) }),
);

export const createRecord = fromPromise<CaseRecord, CreateCaseInput>(async ({ input }) =>
  unwrap(await workflowApi.createCase(input)),
);

/** One suggestion of the party type-ahead: what the list shows, and the party it stands for. */
export type PartyOption = NewCaseParty & { label: string };

const partyKinds: Partial<Record<QuickSearchKind, { type: PartyType; noun: string }>> = {
  customer: { type: 'employer', noun: 'Customer' },
  employee: { type: 'employee', noun: 'Employee' },
  contact: { type: 'contact', noun: 'Contact' },
};

/**
 * The console's customer and employee search (the palette's record search, inside the caller's tenants), keeping
 * only the people and organisations a case can concern. Null for an unusable answer, as the type-ahead expects.
 */
export const searchParties = async (text: string, signal: AbortSignal): Promise<PartyOption[] | null> => {
  const groups = await searchApi.quick(text, signal);
  if (!groups) return null;
  return groups.flatMap((g) => {
    const kind = partyKinds[g.kind];
    return kind
      ? g.hits.map((h) => ({
          party_type: kind.type,
          party_id: h.id,
          name: h.title,
          label: [h.title, kind.noun, h.detail].filter(Boolean).join(' · '),
        }))
      : [];
  });
};
