import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  deskListMachine,
  type DeskListInput,
  type DeskListRows,
} from '../../../src/machines/desk-list.machine';
import { sampleChecklist } from '../../../src/machines/workflow-desk-samples';
import { HttpError } from '../../../src/services/http-result';

const start = (answers: (() => Promise<Partial<DeskListRows>>)[]) => {
  const calls: DeskListInput[] = [];
  const actor = createActor(
    deskListMachine.provide({
      actors: {
        loadList: fromPromise(({ input }: { input: DeskListInput }) => {
          calls.push(input);
          return (answers.shift() ?? (() => Promise.resolve({})))();
        }),
      },
    }),
    { input: { kind: 'checklists', caseId: 1 } },
  ).start();
  return { actor, calls, settled: () => waitFor(actor, (s) => !s.hasTag('loading')) };
};

describe('desk list machine', () => {
  it('loads the case’s list as it starts, with no event from the screen, and again on refresh', async () => {
    const list = start([() => Promise.resolve({ checklists: [sampleChecklist()] })]);
    expect(list.actor.getSnapshot().hasTag('loading')).toBe(true);
    await list.settled();
    expect(list.calls).toEqual([{ kind: 'checklists', caseId: 1 }]);
    expect(list.actor.getSnapshot().context.rows.checklists.map((c) => c.title)).toEqual([
      'Hospital claim dispute',
    ]);
    list.actor.send({ type: 'list.refresh' });
    await list.settled();
    expect(list.calls).toHaveLength(2);
  });

  it('says why a refused read failed, and a refresh tries again', async () => {
    const refusal = new HttpError({ kind: 'appError', errCode: 1, msg: 'Not allowed' });
    const list = start([() => Promise.reject(refusal)]);
    await list.settled();
    expect(list.actor.getSnapshot().context.error).toBe('Not allowed');
    list.actor.send({ type: 'list.refresh' });
    await list.settled();
    expect(list.actor.getSnapshot().context.error).toBeNull();
  });
});
