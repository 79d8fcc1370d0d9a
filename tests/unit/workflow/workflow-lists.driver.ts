import { Subject } from 'rxjs';
import { expect } from 'vitest';
import { createActor, fromEventObservable, fromPromise, waitFor } from 'xstate';
import type { CaseRecord, WorkflowActionInput, WorkflowChange } from '../../../src/contracts/workflow/cases';
import type { DeskPageAnswer, DeskPageInput } from '../../../src/contracts/workflow/desk-page';
import { windowReaderOf, type PushEvent } from '../../../src/machines/workflow-lists-actors';
import { workflowListsMachine } from '../../../src/machines/workflow-lists.machine';
import { sampleCase, sampleListsAnswer } from '../../../src/machines/workflow-sample-data';
import type { DeskQuery } from '../../../src/rules/desk-window';
import { defaultDeskQuery } from '../../../src/rules/desk-window-reads';
import { listKinds } from '../../../src/rules/workflow-list-table';
import { belongsTo } from '../../../src/rules/workflow-lists';
import { HttpError, type HttpResult } from '../../../src/services/http-result';

type Deferred<T> = { promise: Promise<T>; resolve: (v: T) => void; reject: (e: unknown) => void };
const deferred = <T>(): Deferred<T> => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

/** The agent's open cases as the service holds them: 1 theirs, 2 unowned in their workgroup, most recent first. */
export const sampleRecords = (): CaseRecord[] => sampleListsAnswer().wg.slice().reverse();

/**
 * A small page service over `records`: the tab by the §4 lists' rule, newest change first or by number, a window
 * of it and the counts; it answers every call in `calls`. `fail` makes the next call fail.
 */
export function pageService(records: () => CaseRecord[]) {
  const { viewer, workgroups } = sampleListsAnswer();
  const calls: DeskPageInput[] = [];
  const service = {
    calls,
    failNext: null as HttpError | null,
    page: (input: DeskPageInput): DeskPageAnswer => {
      calls.push(input);
      const tab = (k: (typeof listKinds)[number]) => records().filter((r) => belongsTo(k, r, viewer));
      const rows = tab(input.list ?? 'my');
      if (input.sort?.column === 'number')
        rows.sort((a, b) => a.number.localeCompare(b.number) * (input.sort?.direction === 'asc' ? 1 : -1));
      const offset = input.offset ?? 0;
      return {
        viewer,
        workgroups,
        offset,
        total: rows.length,
        rows: input.ids_only ? [] : rows.slice(offset, offset + (input.limit ?? 100)),
        counts: input.counts
          ? {
              my: tab('my').length,
              my_all: tab('my_all').length,
              wg: tab('wg').length,
              wg_all: tab('wg_all').length,
            }
          : null,
        ids: input.ids_only ? rows.map((r) => r.id) : null,
      };
    },
    answer: async (input: DeskPageInput): Promise<HttpResult<DeskPageAnswer>> => {
      const failure = service.failNext;
      service.failNext = null;
      if (failure) return failure.failure;
      return { kind: 'ok', data: service.page(input), msg: '' };
    },
  };
  return service;
}

/**
 * A fluent driver for the workflow-lists actor on the page service above: action answers are held until the test
 * releases them, so the optimistic state between an action and its answer can be observed; pushes go through a
 * Subject; the window reader is the product's own, on the same service.
 */
export const workflowLists = (
  options: {
    query?: Partial<DeskQuery>;
    records?: () => CaseRecord[];
    firstLoad?: () => HttpError | null;
  } = {},
) => {
  let held = (options.records ?? sampleRecords)();
  const service = pageService(() => held);
  const pushes = new Subject<PushEvent>();
  const acts: WorkflowActionInput[] = [];
  let pending: Deferred<WorkflowChange> | null = null;
  let loads = 0;
  const machine = workflowListsMachine.provide({
    actors: {
      loadLists: fromPromise<DeskPageAnswer, DeskPageInput>(async ({ input }) => {
        loads++;
        const failure = options.firstLoad?.();
        if (failure) throw failure;
        return service.page(input);
      }),
      performAction: fromPromise<WorkflowChange, WorkflowActionInput>(({ input }) => {
        acts.push(input);
        pending = deferred();
        return pending.promise;
      }),
      reader: windowReaderOf((input) => service.answer(input)),
      events: fromEventObservable(() => pushes),
    },
  });
  const query: DeskQuery = { ...defaultDeskQuery, list: 'wg', ...options.query };
  const actor = createActor(machine, { input: { recordType: 'case', query } }).start();
  const shown = () => actor.getSnapshot().context.window.rows.map((r) => r?.id);
  const driver = {
    actor,
    service,
    calls: acts,
    loads: () => loads,
    /** The service's records change (another user's action reached the database). */
    setRecords: (next: CaseRecord[]) => (held = next),
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
    /** The ids of the rows held, by position (undefined: not read). */
    expectRows: (ids: (number | undefined)[]) => (expect(shown()).toEqual(ids), driver),
    expectTotal: (total: number) => (expect(actor.getSnapshot().context.window.total).toBe(total), driver),
    expectState: (path: 'loading' | 'failed' | 'ready.idle' | 'ready.acting') => {
      const [top, inner] = path.split('.');
      expect(actor.getSnapshot().value).toEqual(inner ? { [top]: inner } : top);
      return driver;
    },
    /** Waits until the service has been called `n` times by the reader (reads and re-reads). */
    readerCalls: async (n: number) => {
      await expect.poll(() => service.calls.length, { timeout: 2000 }).toBe(n);
      return driver;
    },
    message: () => actor.getSnapshot().context.message,
  };
  return driver;
};

export { sampleCase };
