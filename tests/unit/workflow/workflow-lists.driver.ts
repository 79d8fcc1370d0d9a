import { Subject } from 'rxjs';
import { expect } from 'vitest';
import { createActor, fromEventObservable, fromPromise, waitFor } from 'xstate';
import type {
  WorkflowActionInput,
  WorkflowChange,
  WorkflowListsAnswer,
} from '../../../src/contracts/workflow/cases';
import type { ListName } from '../../../src/rules/workflow-list-table';
import { workflowListsMachine, type WorkflowListsEvent } from '../../../src/machines/workflow-lists.machine';
import { sampleListsAnswer } from '../../../src/machines/workflow-sample-data';
import { HttpError } from '../../../src/services/http-result';

type Deferred<T> = { promise: Promise<T>; resolve: (v: T) => void; reject: (e: unknown) => void };
const deferred = <T>(): Deferred<T> => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

/**
 * A fluent driver for the workflow-lists actor: the service's answers are held until the test releases them, so
 * the optimistic state between an action and its answer can be observed; pushes go through a Subject.
 */
export const workflowLists = (load: () => WorkflowListsAnswer | HttpError = sampleListsAnswer) => {
  const pushes = new Subject<WorkflowListsEvent>();
  const calls: WorkflowActionInput[] = [];
  let pending: Deferred<WorkflowChange> | null = null;
  let loads = 0;
  const machine = workflowListsMachine.provide({
    actors: {
      loadLists: fromPromise(async () => {
        loads++;
        const answer = load();
        if (answer instanceof HttpError) throw answer;
        return answer;
      }),
      performAction: fromPromise<WorkflowChange, WorkflowActionInput>(({ input }) => {
        calls.push(input);
        pending = deferred();
        return pending.promise;
      }),
      events: fromEventObservable(() => pushes),
    },
  });
  const actor = createActor(machine, { input: { recordType: 'case' } }).start();
  const ids = (name: ListName) => [...actor.getSnapshot().context.lists[name].keys()];
  const driver = {
    actor,
    calls,
    loads: () => loads,
    ready: async () => {
      await waitFor(actor, (s) => s.matches('ready') || s.matches('failed'));
      return driver;
    },
    act: (input: WorkflowActionInput) => (actor.send({ type: 'list.act', input }), driver),
    answer: async (change: WorkflowChange) => {
      pending?.resolve(change);
      await waitFor(actor, (s) => !s.hasTag('busy'));
      return driver;
    },
    refuse: async (errCode: number, msg: string) => {
      pending?.reject(new HttpError({ kind: 'appError', errCode, msg }));
      await waitFor(actor, (s) => !s.hasTag('busy'));
      return driver;
    },
    push: (change: WorkflowChange) => (pushes.next({ type: 'list.push', change }), driver),
    live: (live: boolean) => (pushes.next({ type: 'list.live', live }), driver),
    expectLists: (expected: Partial<Record<ListName, number[]>>) => {
      for (const [name, list] of Object.entries(expected)) expect(ids(name as ListName), name).toEqual(list);
      return driver;
    },
    expectState: (path: 'loading' | 'failed' | 'ready.idle' | 'ready.acting') => {
      const [top, inner] = path.split('.');
      expect(actor.getSnapshot().value).toEqual(inner ? { [top]: inner } : top);
      return driver;
    },
    message: () => actor.getSnapshot().context.message,
  };
  return driver;
};
