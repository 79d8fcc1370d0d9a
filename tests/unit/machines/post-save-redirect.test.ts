import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  customerRecordMachine,
  type CustomerRecordKind,
} from '../../../src/machines/customer-record.machine';
import { salesDeskMachine, type SalesAction } from '../../../src/machines/sales-desk.machine';
import { tasksMachine } from '../../../src/machines/tasks.machine';
import { emptyTaskData, type TaskCommand, type TaskCommandResult } from '../../../src/machines/tasks-load';
import type { TaskRecord } from '../../../src/contracts/tasks';
import type { SalesDocument } from '../../../src/contracts/sales';

// Post-save redirects are the machines' `navigate` action; each test provides it and reads where it went.
describe('post-save redirects', () => {
  const record = () => {
    const navigate = vi.fn();
    const machine = customerRecordMachine.provide({
      actors: {
        saveRecord: fromPromise<
          Record<string, unknown>,
          { kind: CustomerRecordKind; values: Record<string, unknown> }
        >(async () => ({ id: 12, name: 'Fleet' })),
      },
      actions: { navigate: (_, params: { to: string }) => navigate(params.to) },
    });
    return { actor: createActor(machine).start(), navigate };
  };

  it('a created record opens on its own page, an existing one stays', async () => {
    const made = record();
    made.actor.send({
      type: 'record.open',
      kind: 'division',
      id: -1,
      createdPath: '/busorg/div-org-details/:id',
    });
    made.actor.send({ type: 'record.save', values: { name: 'Fleet' } });
    await waitFor(made.actor, (s) => s.matches('editing') && s.context.id === 12);
    expect(made.navigate).toHaveBeenCalledWith('/busorg/div-org-details/12');

    const kept = record();
    kept.actor.send({ type: 'record.open', kind: 'division', id: -1 });
    kept.actor.send({ type: 'record.save', values: { name: 'Fleet' } });
    await waitFor(kept.actor, (s) => s.context.id === 12);
    expect(kept.navigate).not.toHaveBeenCalled();
  });

  it('a new task opens its page after task.save; other commands and existing tasks do not move', async () => {
    const run = async (id: number, command: TaskCommand) => {
      const navigate = vi.fn();
      const machine = tasksMachine.provide({
        actors: {
          load: fromPromise(async () => emptyTaskData),
          act: fromPromise<TaskCommandResult, TaskCommand>(async () => ({ id: 88 }) as TaskRecord),
        },
        actions: { navigate: (_, params: { to: string }) => navigate(params.to) },
      });
      const actor = createActor(machine, {
        input: { view: 'task', id, created: { op: 'task.save', path: '/task/new-task/:id' } },
      }).start();
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'tasks.act', command });
      await waitFor(actor, (s) => s.context.notice !== null);
      return navigate;
    };
    const save = { op: 'task.save', body: { title: 'Send pack' } } as unknown as TaskCommand;
    expect(await run(-1, save)).toHaveBeenCalledWith('/task/new-task/88');
    expect(await run(5, save)).not.toHaveBeenCalled();
    const progress = { op: 'task.progress', body: { id: 7, completion: 60 } } as TaskCommand;
    expect(await run(-1, progress)).not.toHaveBeenCalled();
  });

  it("a step that makes the next kind of document continues on that document's desk", async () => {
    const act = async (output: Partial<SalesDocument>) => {
      const navigate = vi.fn();
      const machine = salesDeskMachine.provide({
        actors: {
          loadDocuments: fromPromise(async () => ({
            documents: [] as SalesDocument[],
            openRfqs: [] as SalesDocument[],
          })),
          act: fromPromise(async () => output as SalesDocument),
        },
        actions: { navigate: (_, params: { to: string }) => navigate(params.to) },
      });
      const actor = createActor(machine, { input: { kind: 'quote' } }).start();
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'sales.act', action: { op: 'quote.accept', id: 3 } as unknown as SalesAction });
      await waitFor(actor, (s) => s.matches('ready') && s.context.pending === null);
      return navigate;
    };
    expect(await act({ id: 9, kind: 'order' })).toHaveBeenCalledWith('/sales-order/order?id=9');
    expect(await act({ id: 3, kind: 'quote' })).not.toHaveBeenCalled();
  });
});
