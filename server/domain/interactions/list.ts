import { sql, type SQL } from 'drizzle-orm';
import { adviceStatusLabels, type AdviceStatus } from '../../../src/contracts/advice/lifecycle';
import {
  decodeInteractionCursor,
  encodeInteractionCursor,
  type InteractionEntry,
  type InteractionKind,
  type InteractionListRequest,
  type InteractionPage,
} from '../../../src/contracts/interactions/list';
import { formatPhone } from '../../../src/rules/phone-number';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Caller } from '../caller';
import { requireParty, type Party } from './party';
import { interactionSources } from './sources';
import type { InteractionSource } from './sources/types';

type Row = {
  kind: string;
  id: number;
  at_ms: number | string;
  at_us: number | string;
  title: string;
  summary: string | null;
  status: string;
  case_number: string | null;
  target_kind: string | null;
  target_id: number | null;
  party_name: string | null;
  by: string | null;
};

// South African time has no daylight saving: a day of the filter runs from 00:00 to 24:00 at UTC+2.
const dayStart = (day: string) => new Date(`${day}T00:00:00+02:00`);
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The request's filters over a source's columns; the planner pushes them into the source's own scan. */
function filters(caller: Caller, kinds: readonly InteractionKind[] | null, q: InteractionListRequest): SQL {
  const parts: SQL[] = [sql`true`];
  if (kinds)
    parts.push(
      sql`s.kind in (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
  if (q.from) parts.push(sql`s.at >= ${dayStart(q.from).toISOString()}::timestamptz`);
  if (q.to) parts.push(sql`s.at < ${dayAfter(q.to).toISOString()}::timestamptz`);
  if (q.q) {
    const pattern = `%${escapeLike(q.q)}%`;
    parts.push(sql`(s.title ilike ${pattern} or s.summary ilike ${pattern})`);
  }
  if (q.mine) parts.push(sql`s.user_id = ${caller.userId}`);
  const after = q.after ? decodeInteractionCursor(q.after) : null;
  if (after) {
    // After the cursor in the list's own order (newest first, then kind, then id downwards), to the microsecond.
    const at = sql`(timestamptz 'epoch' + ${after.at_us}::bigint * interval '1 microsecond')`;
    parts.push(
      sql`(s.at < ${at} or (s.at = ${at} and (s.kind > ${after.kind} or (s.kind = ${after.kind} and s.id < ${after.id}))))`,
    );
  }
  return sql.join(parts, sql` and `);
}

function formatEntry(row: Row): InteractionEntry {
  const kind = row.kind as InteractionKind;
  let { title, status } = row;
  // The call log keeps E.164 digits; people read the local format (012 804 2200).
  if (kind === 'call') title = title.replace(/\+(\d+)$/, (_, digits: string) => formatPhone(digits));
  if (kind === 'advice') status = adviceStatusLabels[status as AdviceStatus] ?? status;
  const target =
    row.target_kind && row.target_id !== null
      ? { kind: row.target_kind as 'case' | 'task' | 'advice', id: Number(row.target_id) }
      : null;
  return {
    kind,
    id: Number(row.id),
    at: new Date(Number(row.at_ms)).toISOString(),
    title,
    summary: row.summary ?? '',
    status,
    case_number: row.case_number,
    target,
    party_name: row.party_name,
    by: row.by,
  };
}

/**
 * The party's touches as one list, newest first, a page (or several) at a time: a UNION ALL of the sources of
 * the asked kinds, each filtered, ordered and cut to the rows the page could need before they meet, so a page
 * costs the same however long the history. Every source is scoped through the caller, and a party outside the
 * caller's tenants answers "not found" like an unknown id.
 */
export async function listInteractions(
  db: Db,
  caller: Caller,
  q: InteractionListRequest,
  sources: readonly InteractionSource[] = interactionSources,
): Promise<InteractionPage> {
  const party: Party = { type: q.party_type, id: q.party_id };
  await requireParty(db, caller, party);
  const served = [...new Set(sources.flatMap((s) => s.kinds))];
  const asked = q.kinds?.length ? q.kinds : null;
  const chosen = sources.filter((s) => !asked || s.kinds.some((k) => asked.includes(k)));
  const page = q.page;
  const size = q.page_size * q.pages;
  const offset = (page - 1) * q.page_size;
  if (!chosen.length) return { entries: [], page, has_more: false, next: null, kinds: served };
  const where = filters(caller, asked, q);
  const branches = chosen.map(
    (s) =>
      sql`(select * from (${s.rows({ caller, party })}) s where ${where}
        order by s.at desc, s.kind, s.id desc limit ${offset + size + 1})`,
  );
  const result = await db.execute(sql`
    select u.kind, u.id, extract(epoch from u.at) * 1000 as at_ms,
      (extract(epoch from u.at) * 1000000)::bigint as at_us, u.title, u.summary, u.status,
      u.case_number, u.target_kind, u.target_id, u.party_name, ${users.fullName} as by
    from (${sql.join(branches, sql` union all `)}) u
      left join ${users} on ${users.id} = u.user_id
    order by u.at desc, u.kind, u.id desc
    limit ${size + 1} offset ${offset}`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const shown = rows.slice(0, size);
  const last = shown.at(-1);
  const hasMore = rows.length > size;
  return {
    entries: shown.map(formatEntry),
    page,
    has_more: hasMore,
    next:
      hasMore && last
        ? encodeInteractionCursor({
            at_us: String(last.at_us),
            kind: last.kind as InteractionKind,
            id: Number(last.id),
          })
        : null,
    kinds: served,
  };
}
