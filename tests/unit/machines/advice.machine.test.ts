import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Advice, AdviceStatus } from '../../../src/contracts/advice';
import { adviceMachine, type AdviceEvent } from '../../../src/machines/advice.machine';
import type { AdviceRequest } from '../../../src/machines/advice-requests';
import { sampleAdvice, sampleNeeds } from '../../../src/machines/sample-advice';
import { HttpError } from '../../../src/services/http-result';

type Answer = Advice | { refuse: string };

/** A driver: the advice starts in `status`; each action answers the next scripted result. */
function advice(status: AdviceStatus, start: Partial<Advice> = {}) {
  const script: Answer[] = [];
  const calls: AdviceRequest[] = [];
  const machine = adviceMachine.provide({
    actors: {
      loadAdvice: fromPromise(async () => sampleAdvice(status, start)),
      runAction: fromPromise<Advice, { adviceId: number; request: AdviceRequest | null }>(
        async ({ input }) => {
          calls.push(input.request!);
          const next = script.shift();
          if (!next) throw new Error('unscripted call');
          if ('refuse' in next) throw new HttpError({ kind: 'appError', errCode: 3, msg: next.refuse });
          return next;
        },
      ),
    },
  });
  const actor = createActor(machine, { input: { adviceId: 41 } }).start();
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  const driver = {
    actor,
    calls,
    answers: (...answers: Answer[]) => (script.push(...answers), driver),
    send: async (event: AdviceEvent) => {
      await settled();
      actor.send(event);
      await settled();
      return driver;
    },
    state: async () => (await settled()).value,
    context: () => actor.getSnapshot().context,
  };
  return driver;
}

const email: AdviceEvent = { type: 'advice.email', to: 'thabo@example.co.za', cc: [], message: '' };

describe('the advice machine: loading', () => {
  it.each([
    ['draft', 'draft'],
    ['needs_captured', 'needsCaptured'],
    ['schemes_compared', 'schemesCompared'],
    ['recommended', 'recommended'],
    ['documents_generated', 'documentsGenerated'],
    ['sent', 'sent'],
    ['closed', 'closed'],
  ] as const)('opens an advice in %s at state %s', async (status, state) => {
    expect(await advice(status).state()).toBe(state);
  });

  it('shows the load failure and reloads on request', async () => {
    let attempts = 0;
    const machine = adviceMachine.provide({
      actors: {
        loadAdvice: fromPromise(async () => {
          attempts += 1;
          if (attempts === 1) throw new HttpError({ kind: 'appError', errCode: 4, msg: 'No such advice' });
          return sampleAdvice('draft');
        }),
      },
    });
    const actor = createActor(machine, { input: { adviceId: 41 } }).start();
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe('No such advice');
    actor.send({ type: 'advice.reload' });
    await waitFor(actor, (s) => s.matches('draft'));
  });
});

describe('the advice machine: the happy path', () => {
  it('walks draft → … → closed, making one call per action with its payload', async () => {
    const d = advice('draft').answers(
      sampleAdvice('needs_captured'),
      sampleAdvice('schemes_compared'),
      sampleAdvice('recommended'),
      sampleAdvice('documents_generated'),
      sampleAdvice('sent'),
      sampleAdvice('sent'),
      sampleAdvice('closed'),
    );
    await d.send({ type: 'advice.needs.capture', needs: sampleNeeds });
    expect(await d.state()).toBe('needsCaptured');
    await d.send({ type: 'advice.compare', schemeIds: [3, 7, 11], gapIds: [1] });
    expect(await d.state()).toBe('schemesCompared');
    await d.send({
      type: 'advice.recommend',
      schemeId: 7,
      gapId: 1,
      reason: 'Best hospital cover for the price.',
    });
    expect(await d.state()).toBe('recommended');
    await d.send({ type: 'advice.export' });
    expect(await d.state()).toBe('documentsGenerated');
    await d.send(email);
    expect(await d.state()).toBe('sent');
    await d.send({ type: 'advice.resend' });
    expect(await d.state()).toBe('sent');
    await d.send({ type: 'advice.close', reason: 'Employee joined the plan' });
    expect(await d.state()).toBe('closed');
    expect(d.actor.getSnapshot().status).toBe('done');
    expect(d.calls.map((c) => c.action)).toEqual([
      'capture_needs',
      'compare',
      'recommend',
      'export',
      'email',
      'resend',
      'close',
    ]);
    expect(d.calls[1].body).toEqual({ scheme_ids: [3, 7, 11], gap_ids: [1] });
    expect(d.calls[4].body).toEqual({ to: 'thabo@example.co.za', cc: [], message: '' });
  });

  it('updates needs and filters while editable, staying in the same state', async () => {
    const d = advice('schemes_compared').answers(
      sampleAdvice('schemes_compared'),
      sampleAdvice('schemes_compared'),
    );
    await d.send({ type: 'advice.needs.update', needs: sampleNeeds });
    await d.send({
      type: 'advice.filters.update',
      filters: { adult_dependent: 1, child_dependent: 2, include_inactive: false },
    });
    expect(await d.state()).toBe('schemesCompared');
    expect(d.calls.map((c) => c.action)).toEqual(['update_needs', 'update_filters']);
  });

  it('goes back to recommended when the last documents are removed, and stays when some are left', async () => {
    const d = advice('documents_generated').answers(
      sampleAdvice('documents_generated'),
      sampleAdvice('recommended'),
    );
    await d.send({ type: 'advice.documents.remove', documentIds: [101] });
    expect(await d.state()).toBe('documentsGenerated');
    await d.send({ type: 'advice.documents.remove', documentIds: [102] });
    expect(await d.state()).toBe('recommended');
  });
});

describe('the advice machine: guards refuse without a call', () => {
  const refused = async (status: AdviceStatus, event: AdviceEvent, start: Partial<Advice> = {}) => {
    const d = advice(status, start);
    const before = await d.state();
    await d.send(event);
    expect(await d.state()).toBe(before);
    expect(d.calls).toEqual([]);
  };

  it('compare needs 2 to 4 distinct plans', async () => {
    await refused('needs_captured', { type: 'advice.compare', schemeIds: [3], gapIds: [] });
    await refused('needs_captured', { type: 'advice.compare', schemeIds: [3, 3], gapIds: [] });
    await refused('needs_captured', { type: 'advice.compare', schemeIds: [1, 2, 3, 4, 5], gapIds: [] });
  });
  it('recommend needs a compared plan and a reason of 10 characters', async () => {
    await refused('schemes_compared', {
      type: 'advice.recommend',
      schemeId: 99,
      gapId: null,
      reason: 'A good reason to pick',
    });
    await refused('schemes_compared', {
      type: 'advice.recommend',
      schemeId: 7,
      gapId: null,
      reason: 'cheap',
    });
  });
  it('recommend is not offered before a comparison', async () => {
    await refused('needs_captured', {
      type: 'advice.recommend',
      schemeId: 7,
      gapId: null,
      reason: 'A good reason to pick',
    });
  });
  it('export needs a recommendation; needs capture happens once', async () => {
    await refused('schemes_compared', { type: 'advice.export' });
    await refused('needs_captured', { type: 'advice.needs.capture', needs: sampleNeeds });
  });
  it('e-mail needs a valid address and a live document', async () => {
    await refused('documents_generated', { ...email, to: 'not-an-address' });
    const removed = sampleAdvice('documents_generated').documents.map((doc) => ({ ...doc, removed: true }));
    await refused('documents_generated', email, { documents: removed });
  });
  it('resend needs sent documents and a valid address when one is given', async () => {
    await refused('documents_generated', { type: 'advice.resend' });
    await refused('sent', { type: 'advice.resend', to: 'nope' });
  });
  it('remove needs live documents of this advice', async () => {
    await refused('documents_generated', { type: 'advice.documents.remove', documentIds: [] });
    await refused('documents_generated', { type: 'advice.documents.remove', documentIds: [999] });
  });
  it('close needs documents and a reason', async () => {
    await refused('recommended', { type: 'advice.close', reason: 'Done with it' });
    await refused('sent', { type: 'advice.close', reason: 'x' });
  });
  it('after documents are generated, needs and comparison are locked', async () => {
    await refused('documents_generated', { type: 'advice.needs.update', needs: sampleNeeds });
    await refused('sent', { type: 'advice.compare', schemeIds: [3, 7], gapIds: [] });
  });
});

describe('the advice machine: failures keep what was there', () => {
  it('a refused call returns to the same state with the advice unchanged and the reason shown', async () => {
    const d = advice('documents_generated').answers({
      refuse: 'The mail could not be sent: 550 Mailbox unavailable',
    });
    await d.state();
    const before = d.context().advice;
    expect(before?.status).toBe('documents_generated');
    await d.send(email);
    expect(await d.state()).toBe('documentsGenerated');
    expect(d.context().advice).toEqual(before);
    expect(d.context()).toMatchObject({
      error: 'The mail could not be sent: 550 Mailbox unavailable',
      failedAction: 'email',
    });
    d.actor.send({ type: 'advice.error.dismiss' });
    expect(d.context().error).toBeNull();
  });

  it('a network failure reads as the catalogue text', async () => {
    const d = advice('draft');
    const machine = d.actor; // the default script is empty: the call fails as unscripted
    await d.send({ type: 'advice.needs.capture', needs: sampleNeeds });
    expect(await d.state()).toBe('draft');
    expect(machine.getSnapshot().context.error).toBe('The advice could not be saved');
  });
});
