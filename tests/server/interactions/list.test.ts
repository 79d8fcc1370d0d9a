import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  interactionKinds,
  type InteractionEntry,
  type InteractionListQuery,
} from '../../../src/contracts/interactions/list';
import { caseNotes, cases, employers, rolePermissions, roles, tenants } from '../../../server/db/schema';
import { localDay } from '../../../src/rules/local-day';
import { signIn } from '../helpers';
import { interactionsWorld } from './fixtures';

const w = await interactionsWorld();
const employer = { party_type: 'employer', party_id: w.employerId } as const;
const is = (kind: string, id: number) => (e: InteractionEntry) => e.kind === kind && e.id === id;
const made = [
  is('advice', w.ids.advice),
  is('advice_document', w.ids.advice_document),
  is('email', w.ids.email),
  is('task', w.ids.task),
  is('call', w.ids.call),
  is('note', w.ids.note),
  is('email', -w.ids.notification),
];

describe('GET /interaction/list', () => {
  it('lists every kind of touch with the employer and its people as one list, newest first', async () => {
    const answer = (await w.list({ ...employer, page_size: 50 })).body;
    expect(answer.errCode).toBe(0);
    const entries = answer.data.entries;
    const at = made.map((test) => entries.findIndex(test));
    expect(at, entries.map((e) => `${e.kind}:${e.id} ${e.at}`).join('\n')).not.toContain(-1);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    const [advice, document, mail, task, call, note, notification] = at.map((i) => entries[i]);
    const name = `${w.employee.firstName} ${w.employee.lastName}`;
    expect(advice).toMatchObject({ status: 'Draft', party_name: name, by: 'Naledi Mokoena' });
    expect(document).toMatchObject({ title: 'Record of advice', status: 'Sent', target: { kind: 'advice' } });
    expect(mail).toMatchObject({ status: 'In the outbox', target: { kind: 'advice', id: w.ids.advice } });
    expect(mail.summary).toMatch(/record-of-advice\.pdf$/);
    expect(task).toMatchObject({ title: 'Send the revised schedule', case_number: w.someCase.number });
    expect(call).toMatchObject({ status: 'Completed', summary: 'Call-back arranged' });
    expect(call.title).toBe('Call from 012 804 2200');
    expect(call.target).toEqual({ kind: 'case', id: w.someCase.id });
    expect(note).toMatchObject({ summary: 'Called the HR manager back about the schedule', status: 'Note' });
    expect(notification).toMatchObject({ title: `Case notification: ${w.someCase.title}`, status: 'Sent' });
    // Every kind of the contract has a source, so the console's filter offers each.
    expect([...answer.data.kinds].sort()).toEqual([...interactionKinds].sort());

    const all = await w.everything(employer);
    const times = all.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(all.map((e) => `${e.kind}:${e.id}`)).size).toBe(all.length);
  });

  it('narrows by kind, by day, by text and to the caller’s own touches', async () => {
    const calls = await w.everything({ ...employer, kinds: ['call', 'note'] });
    expect(new Set(calls.map((e) => e.kind))).toEqual(new Set(['call', 'note']));
    expect(calls.some(made[4]) && calls.some(made[5])).toBe(true);

    const text = await w.everything({ ...employer, q: 'revised SCHEDULE' });
    expect(text.map((e) => e.kind)).toEqual(['task']);
    expect((await w.everything({ ...employer, q: 'call-back' })).some(made[4])).toBe(true);
    // % and _ are letters to the filter, not patterns.
    const underscores = await w.everything({ ...employer, q: '_' });
    expect(underscores.every((e) => `${e.title} ${e.summary}`.includes('_'))).toBe(true);

    // The touches are minutes old, so just after midnight (UTC+2) they straddle two days: the range is the
    // days they fall on, read from their own times, not today's date.
    const all = await w.everything(employer);
    const saDay = (at: string) => localDay(new Date(at));
    const days = made.map((test) => saDay(all.find(test)!.at)).sort();
    const within = await w.everything({ ...employer, from: days[0], to: days[days.length - 1] });
    expect(made.every((test) => within.some(test))).toBe(true);
    expect(within.every((e) => saDay(e.at) >= days[0] && saDay(e.at) <= days[days.length - 1])).toBe(true);
    expect(await w.everything({ ...employer, from: '2001-01-01', to: '2001-12-31' })).toEqual([]);

    const mine = await w.everything({ ...employer, mine: true });
    // The agent advised, owns the task, took the call and sent the notification; the admin wrote the rest.
    for (const test of [made[0], made[3], made[4], made[6]]) expect(mine.some(test)).toBe(true);
    for (const test of [made[2], made[5]]) expect(mine.some(test)).toBe(false);
    expect(mine.every((e) => e.by === 'Naledi Mokoena')).toBe(true);
  });

  it('pages: several pages at once are the pages one by one, and the last says it is the last', async () => {
    const [one, two, both] = await Promise.all([
      w.list({ ...employer, page: 1, page_size: 5 }),
      w.list({ ...employer, page: 2, page_size: 5 }),
      w.list({ ...employer, page: 1, pages: 2, page_size: 5 }),
    ]);
    expect(one.body.data.entries).toHaveLength(5);
    expect(two.body.data.entries.length).toBeGreaterThan(0);
    expect(both.body.data.entries).toEqual([...one.body.data.entries, ...two.body.data.entries]);
    expect(one.body.data.has_more).toBe(true);
    const notes = await w.everything({ ...employer, kinds: ['note'] });
    const last = (await w.list({ ...employer, kinds: ['note'], page_size: notes.length })).body.data;
    expect(last.has_more).toBe(false);
    expect(last.entries).toHaveLength(notes.length);
  });

  it('shows advice, its documents and sent mails for seeded customers on a fresh start', async () => {
    const seeded = await w.db.select().from(employers).where(eq(employers.tenantId, w.pretoria));
    for (const customer of seeded.filter((e) => e.id !== w.employerId)) {
      const all = await w.everything({ party_type: 'employer', party_id: customer.id });
      const kinds = new Set(all.map((e) => e.kind));
      for (const kind of ['case', 'advice', 'advice_document', 'email'] as const)
        expect(kinds.has(kind), `${customer.name}: ${kind}`).toBe(true);
      const sent = all.filter((e) => e.kind === 'advice_document');
      expect(sent.every((e) => e.status === 'Sent')).toBe(true);
      expect(
        all.some((e) => e.kind === 'email' && e.title === 'Gap cover comparison from Ubuntu Benefits'),
      ).toBe(true);
    }
  });

  it('lists an employee’s own touches only', async () => {
    const all = await w.everything({ party_type: 'employee', party_id: w.employee.id });
    const name = `${w.employee.firstName} ${w.employee.lastName}`;
    expect(all.some(made[0]) && all.some(made[1]) && all.some(made[2])).toBe(true);
    expect(all.some(made[3])).toBe(false);
    expect(all.every((e) => e.party_name === name || e.kind === 'email')).toBe(true);
  });

  it('answers a party outside the caller’s tenants like a missing one', async () => {
    const capeTown = await w.tenantId('Cape Town Office');
    const [far] = await w.db.select().from(employers).where(eq(employers.tenantId, capeTown)).limit(1);
    const outside = (await w.list({ party_type: 'employer', party_id: far.id })).body;
    const missing = (await w.list({ party_type: 'employer', party_id: 2_000_000 })).body;
    expect(outside.errCode).toBe(4);
    expect(outside.msg).toBe(missing.msg);
    expect(outside.data).toBeFalsy();
    const ayesha = await signIn(w.t.app, 'ayesha.patel');
    expect((await w.list({ party_type: 'employer', party_id: far.id }, ayesha.token)).body.errCode).toBe(0);
  });

  it('refuses a malformed query with errCode 1 and the field it is about', async () => {
    const bad = async (query: string) => (await w.list(query)).body;
    const id = `party_id=${w.employerId}`;
    expect((await bad(`party_type=tenant&${id}`)).msg).toMatch(/party_type/);
    expect((await bad('party_type=employer')).msg).toMatch(/party_id/);
    expect((await bad(`party_type=employer&party_id=abc`)).errCode).toBe(1);
    expect((await bad(`party_type=employer&${id}&kinds=case,meeting`)).msg).toMatch(/kinds/);
    expect((await bad(`party_type=employer&${id}&from=2026-02-30`)).msg).toMatch(/from/);
    expect((await bad(`party_type=employer&${id}&from=2026-03-02&to=2026-03-01`)).msg).toMatch(/start date/);
    expect((await bad(`party_type=employer&${id}&page_size=51`)).errCode).toBe(1);
    expect((await bad(`party_type=employer&${id}&pages=26`)).errCode).toBe(1);
    expect((await bad(`party_type=employer&${id}&page=0`)).errCode).toBe(1);
    const empty = (await w.list({ ...employer, kinds: ['campaign_outcome'] })).body;
    expect(empty).toMatchObject({ errCode: 0, data: { entries: [], has_more: false } });
  });

  it('refuses a profile without the key to see customers (errCode 7), and a caller without a session', async () => {
    const [adviser] = await w.db.select().from(roles).where(eq(roles.name, 'Adviser'));
    await w.db
      .update(rolePermissions)
      .set({ value: 0 })
      .where(and(eq(rolePermissions.roleId, adviser.id), eq(rolePermissions.key, '4__4001')));
    const zanele = await signIn(w.t.app, 'zanele.mthembu');
    const [jhb] = await w.db.select().from(tenants).where(eq(tenants.name, 'Johannesburg Office'));
    const [own] = await w.db.select().from(employers).where(eq(employers.tenantId, jhb.id)).limit(1);
    const answer = (await w.list({ party_type: 'employer', party_id: own.id }, zanele.token)).body;
    expect(answer.errCode).toBe(7);
    expect(answer.data).toBeFalsy();
    expect((await w.list(employer, '')).body.errCode).toBe(96);
  });
});

// Last in the file: its 620 notes belong to another customer than the one the tests above count.
/** Another Pretoria customer than the one the other tests count, with 620 notes on one of its cases. */
async function longHistory() {
  const [other] = await w.db
    .select({ id: cases.id, partyId: cases.partyId })
    .from(cases)
    .where(
      and(eq(cases.tenantId, w.pretoria), eq(cases.partyType, 'employer'), ne(cases.partyId, w.employerId)),
    )
    .limit(1);
  const base = Date.parse('2024-01-01T10:00:00.000Z');
  // Pairs share a time to the microsecond, so a page may end between two entries of the same instant.
  const notes = Array.from({ length: 620 }, (_, i) => ({
    tenantId: w.pretoria,
    caseId: other.id,
    body: `Deep note ${i}`,
    authorUserId: w.admin.id,
    createdAt: new Date(base - Math.floor(i / 2) * 60_000),
  }));
  await w.db.insert(caseNotes).values(notes);
  return other.partyId as number;
}

describe('GET /interaction/list after a cursor (issue 38)', () => {
  it('reaches the last entry of a timeline far longer than 500 entries, each entry once, newest first', async () => {
    const party = { party_type: 'employer', party_id: await longHistory() } as const;
    const seen: InteractionEntry[] = [];
    let after: string | undefined;
    let reads = 0;
    do {
      const answer = (await w.list({ ...party, page_size: 50, ...(after ? { after } : {}) })).body;
      expect(answer.errCode, String(answer.msg)).toBe(0);
      seen.push(...answer.data.entries);
      expect(answer.data.has_more).toBe(answer.data.next !== null);
      after = answer.data.next ?? undefined;
      reads += 1;
    } while (after && reads < 100);
    const notes = seen.filter((e) => e.kind === 'note' && e.summary.startsWith('Deep note '));
    expect(notes).toHaveLength(620);
    expect(new Set(seen.map((e) => `${e.kind}:${e.id}`)).size).toBe(seen.length);
    const times = seen.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The oldest note is the last the walk reaches.
    expect(notes.at(-1)?.summary).toMatch(/^Deep note 61[89]$/);
    // The same walk by filter: the 620 notes by text alone, in 13 reads of 50.
    const filtered: InteractionEntry[] = [];
    after = undefined;
    do {
      const query: InteractionListQuery = {
        ...party,
        q: 'Deep note',
        page_size: 50,
        ...(after ? { after } : {}),
      };
      const answer = (await w.list(query)).body;
      filtered.push(...answer.data.entries);
      after = answer.data.next ?? undefined;
    } while (after && filtered.length < 1000);
    expect(filtered.map((e) => e.id)).toEqual(notes.map((e) => e.id));
  });

  it('refuses a cursor no answer gave with errCode 1', async () => {
    const base = `party_type=employer&party_id=${w.employerId}`;
    for (const after of ['abc', '1.meeting.3', '99999999999999999999.note.1', '1.note.99999999999'])
      expect((await w.list(`${base}&after=${after}`)).body.errCode).toBe(1);
  });
});
