import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SalesDocument } from '../../../src/contracts/sales';
import { salesDeskMachine, type SalesAction } from '../../../src/machines/sales-desk.machine';

describe('sales desk: a form submitted before the list has loaded', () => {
  it('is kept and done once the list is in, not dropped', async () => {
    let listIn: () => void = () => undefined;
    const done: SalesAction[] = [];
    const machine = salesDeskMachine.provide({
      actors: {
        loadDocuments: fromPromise(
          () =>
            new Promise<{ documents: SalesDocument[]; openRfqs: SalesDocument[] }>((resolve) => {
              listIn = () => resolve({ documents: [], openRfqs: [] });
            }),
        ),
        act: fromPromise<SalesDocument, SalesAction>(async ({ input }) => {
          done.push(input);
          return { id: 12, kind: 'rfq', status: 'open', number: 'RFQ-00012' } as SalesDocument;
        }),
      },
    });
    const actor = createActor(machine, { input: { kind: 'rfq' } }).start();
    const create = { op: 'rfq.create', body: { title: 'Gap cover for drivers' } } as unknown as SalesAction;
    actor.send({ type: 'sales.act', action: create });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    listIn();
    await waitFor(actor, (s) => s.context.selectedId === 12);
    expect(done).toEqual([create]);
  });
});
