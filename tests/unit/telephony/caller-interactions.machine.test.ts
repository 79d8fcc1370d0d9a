import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { InteractionEntry, InteractionPage } from '../../../src/contracts/interactions/list';
import type { CallerLookup } from '../../../src/contracts/telephony/call-case';
import { callCaseMachine } from '../../../src/machines/call-case.machine';
import {
  callerInteractionsError,
  callerInteractionsMachine,
  type RecentParty,
} from '../../../src/machines/caller-interactions.machine';
import { HttpError } from '../../../src/services/http-result';

const settle = () => new Promise((r) => setTimeout(r, 0));
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

type Answer = InteractionPage | HttpError | 'never';

/** The flow with a caller lookup answer and a history service that answers per party (or never, or fails). */
const flow = (lookup: CallerLookup, answers: Record<string, Answer[]>) => {
  const asked: RecentParty[] = [];
  const recentMachine = callerInteractionsMachine.provide({
    actors: {
      fetchRecent: fromPromise<InteractionPage, RecentParty>(async ({ input }) => {
        asked.push(input);
        const answer = answers[`${input.kind}:${input.id}`]?.shift() ?? 'never';
        if (answer === 'never') return new Promise<InteractionPage>(() => {});
        if (answer instanceof HttpError) throw answer;
        return answer;
      }),
    },
  });
  const actor = createActor(
    callCaseMachine.provide({
      actors: {
        lookupCaller: fromPromise(async () => lookup),
        callerInteractions: recentMachine,
      },
    }),
    { input: {} },
  ).start();
  const recent = () => actor.getSnapshot().children.recent as ActorRefFrom<typeof callerInteractionsMachine>;
  const send = async (event: Parameters<typeof actor.send>[0]) => {
    actor.send(event);
    await settle();
  };
  return { actor, asked, recent, send, history: () => recent().getSnapshot() };
};

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
    await f.send({ type: 'flow.start', number: '0123456100', call_log_table_id: 5 });
    expect(f.asked).toEqual([{ ...thabo }]);
    expect(f.history().value).toBe('loaded');
    expect(f.history().context.entries.map((e) => e.title)).toEqual(['Hospital claim rejected']);

    await f.send({ type: 'flow.choose', kind: 'employer', id: 7 });
    expect(f.asked.map((p) => p.id)).toEqual([41, 7]);
    expect(f.history().context).toMatchObject({ party: { id: 7 }, error: null });
    expect(f.history().context.entries.map((e) => e.title)).toEqual(['New member forms']);

    await f.send({ type: 'flow.back' });
    await f.send({ type: 'flow.unidentified' });
    expect(f.history().value).toBe('idle');
    expect(f.history().context.party).toBeNull();
  });

  it('an unknown number asks for no history; a reset clears what was shown', async () => {
    const f = flow({ parties: [] }, {});
    await f.send({ type: 'flow.start', number: '0829990000', call_log_table_id: 6 });
    expect(f.asked).toEqual([]);
    expect(f.history().value).toBe('idle');

    const g = flow({ parties: [thabo] }, { 'contact:41': [page('Hospital claim rejected')] });
    await g.send({ type: 'flow.start', number: '0123456100', call_log_table_id: 5 });
    expect(g.history().context.entries).toHaveLength(1);
    await g.send({ type: 'flow.reset' });
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
    await f.send({ type: 'flow.start', number: '0123456100', call_log_table_id: 5 });
    expect(f.history().value).toBe('failed');
    expect(f.history().context.error).toBe(callerInteractionsError);
    expect(f.actor.getSnapshot().value).toBe('identified');
    f.recent().send({ type: 'interactions.retry' });
    await settle();
    expect(f.history().value).toBe('loaded');
    expect(f.history().context.error).toBeNull();
  });

  it('a new caller cancels the read under way: its late answer never shows', async () => {
    const recent = createActor(
      callerInteractionsMachine.provide({
        actors: {
          fetchRecent: fromPromise<InteractionPage, RecentParty>(async ({ input }) =>
            input.id === 41
              ? new Promise<InteractionPage>((r) => setTimeout(() => r(page('Stale answer')), 5))
              : page('Fresh answer'),
          ),
        },
      }),
    ).start();
    recent.send({ type: 'interactions.load', party: thabo });
    recent.send({ type: 'interactions.load', party: jacaranda });
    await new Promise((r) => setTimeout(r, 20));
    expect(recent.getSnapshot().context.entries.map((e) => e.title)).toEqual(['Fresh answer']);
    // The same caller again does not read again.
    recent.send({ type: 'interactions.load', party: jacaranda });
    expect(recent.getSnapshot().value).toBe('loaded');
  });
});
