import { describe, expect, it } from 'vitest';
import type { InteractionEntry, InteractionPage } from '../../../src/contracts/interactions/list';
import type { CallerLookup } from '../../../src/contracts/telephony/call-case';
import { callerInteractionsError } from '../../../src/machines/caller-interactions.machine';
import { HttpError } from '../../../src/services/http-result';
import { world } from './world';
import type { HistoryAnswer } from './world-flows';
const jacaranda = {
  kind: 'employer' as const,
  id: 7,
  name: 'Jacaranda Logistics (Pty) Ltd',
  organisation: 'Jacaranda Logistics (Pty) Ltd',
  organisation_id: 7,
  role: 'Transport and logistics',
  phone: '27123456100',
};
const thabo = { ...jacaranda, kind: 'contact' as const, id: 41, name: 'Thabo Nkosi', role: 'HR Manager' };
const entry = (title: string): InteractionEntry => ({
  kind: 'case',
  id: 3,
  at: '2026-11-20T08:00:00.000Z',
  title,
  summary: '',
  status: 'Open',
  case_number: 'CAS-000003',
  target: { kind: 'case', id: 3 },
  party_name: 'Thabo Nkosi',
  by: 'Naledi Mokoena',
});

/** The flow with a caller lookup answer and a history service that answers per party (or never, or fails). */
const flow = (lookup: CallerLookup, history: Record<string, HistoryAnswer[]>) =>
  world.callCase({ lookup, history });

const page = (...titles: string[]): InteractionPage => ({
  entries: titles.map(entry),
  page: 1,
  has_more: false,
  next: null,
  kinds: ['case'],
});

describe('the caller’s recent interactions beside the call', () => {
  it('loads the first match while the call rings, then whoever the agent chooses, and clears for nobody', async () => {
    const f = flow(
      { parties: [thabo, jacaranda] },
      { 'contact:41': [page('Hospital claim rejected')], 'employer:7': [page('New member forms')] },
    );
    await f.send({ type: 'flow.start', number: '0123456100', call_log_table_id: 5 }).settle();
    expect(f.asked).toEqual([{ ...thabo }]);
    expect(f.history().value).toBe('loaded');
    expect(f.history().context.entries.map((e) => e.title)).toEqual(['Hospital claim rejected']);

    await f.send({ type: 'flow.choose', kind: 'employer', id: 7 }).settle();
    expect(f.asked.map((p) => p.id)).toEqual([41, 7]);
    expect(f.history().context).toMatchObject({ party: { id: 7 }, error: null });
    expect(f.history().context.entries.map((e) => e.title)).toEqual(['New member forms']);

    f.send({ type: 'flow.back' });
    f.send({ type: 'flow.unidentified' });
    expect(f.history().value).toBe('idle');
    expect(f.history().context.party).toBeNull();
  });

  it('an unknown number asks for no history; a reset clears what was shown', async () => {
    const f = flow({ parties: [] }, {});
    await f.send({ type: 'flow.start', number: '0829990000', call_log_table_id: 6 }).settle();
    expect(f.asked).toEqual([]);
    expect(f.history().value).toBe('idle');

    const g = flow({ parties: [thabo] }, { 'contact:41': [page('Hospital claim rejected')] });
    await g.send({ type: 'flow.start', number: '0123456100', call_log_table_id: 5 }).settle();
    expect(g.history().context.entries).toHaveLength(1);
    g.send({ type: 'flow.reset' });
    expect(g.history().context).toMatchObject({ party: null, entries: [] });
  });

  it('a failed load is a quiet line with Try again, and the flow goes on', async () => {
    const f = flow(
      { parties: [thabo] },
      {
        'contact:41': [
          new HttpError({ kind: 'network', message: 'offline' }),
          page('Hospital claim rejected'),
        ],
      },
    );
    await f.send({ type: 'flow.start', number: '0123456100', call_log_table_id: 5 }).settle();
    expect(f.history().value).toBe('failed');
    expect(f.history().context.error).toBe(callerInteractionsError);
    expect(f.state()).toBe('identified');
    f.recent().send({ type: 'interactions.retry' });
    await f.settle();
    expect(f.history().value).toBe('loaded');
    expect(f.history().context.error).toBeNull();
  });

  it('a new caller cancels the read under way: its late answer never shows', async () => {
    // Thabo's answer is held until the fresh one for Jacaranda is in, then let go.
    const recent = world.callerHistory({
      'contact:41': [{ late: page('Stale answer') }],
      'employer:7': [page('Fresh answer')],
    });
    recent.send({ type: 'interactions.load', party: thabo });
    await recent.send({ type: 'interactions.load', party: jacaranda }).settle();
    await recent.releaseLate().settle();
    expect(recent.snapshot().context.entries.map((e) => e.title)).toEqual(['Fresh answer']);
    // The same caller again does not read again.
    recent.send({ type: 'interactions.load', party: jacaranda });
    expect(recent.snapshot().value).toBe('loaded');
  });
});
