import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createActor, fromObservable, fromPromise, waitFor } from 'xstate';
import type { BulkLoad, BulkLoadDetail } from '../../../src/contracts/metadata/entities';
import { bulkLoadMachine } from '../../../src/machines/bulk-load.machine';
import { metaCollectionMachine } from '../../../src/machines/meta-collection.machine';
import { HttpError } from '../../../src/services/http-result';
import type { MetaPathName } from '../../../src/services/metadata-api';

const detail = (status: BulkLoadDetail['status'], received: number): BulkLoadDetail => ({
  id: 7,
  index_id: 1,
  index_name: 'member_search',
  status,
  total: 2000,
  received,
  indexed: received,
  failed: 0,
  resumes: 0,
  note: '',
  started_by: 'Thandiwe Nkosi',
  created_at: '2026-11-23T10:00:00Z',
  finished_at: null,
  failures: [],
  failures_total: 0,
});

describe('bulk load machine', () => {
  it('starts a load, shows each progress step and finishes when the load ends', async () => {
    const started: number[] = [];
    const machine = bulkLoadMachine.provide({
      actors: {
        createLoad: fromPromise<BulkLoad, { indexId: number }>(async ({ input }) => {
          started.push(input.indexId);
          return detail('running', 0);
        }),
        watchProgress: fromObservable<BulkLoadDetail, { loadId: number }>(() =>
          of(detail('running', 1000), detail('completed', 2000)),
        ),
      },
    });
    const actor = createActor(machine).start();
    const seen: number[] = [];
    actor.subscribe((s) => s.context.detail && seen.push(s.context.detail.received));
    actor.send({ type: 'bulk.start', indexId: 1 });
    await waitFor(actor, (s) => s.matches('finished'));
    expect(started).toEqual([1]);
    expect(seen).toContain(1000);
    expect(actor.getSnapshot().context.detail?.status).toBe('completed');
    actor.send({ type: 'bulk.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('keeps the refusal of the service and stays idle', async () => {
    const machine = bulkLoadMachine.provide({
      actors: {
        createLoad: fromPromise<BulkLoad, { indexId: number }>(async () => {
          throw new HttpError({ kind: 'appError', errCode: 3, msg: 'Search index "x" is already loading' });
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'bulk.start', indexId: 1 });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe('Search index "x" is already loading');
  });
});

describe('metadata collection machine', () => {
  it('loads, saves then reloads, and reports a refused save without losing the list', async () => {
    let lists = 0;
    let saves = 0;
    const machine = metaCollectionMachine.provide({
      actors: {
        loadRows: fromPromise<unknown[], { list: MetaPathName; body: Record<string, unknown> }>(async () => {
          lists += 1;
          return [{ id: 1, name: `list ${lists}` }];
        }),
        sendChange: fromPromise<unknown, { path: MetaPathName; payload: unknown }>(async () => {
          saves += 1;
          if (saves === 2)
            throw new HttpError({
              kind: 'appError',
              errCode: 3,
              msg: 'A message type named "x" already exists',
            });
          return { id: 2 };
        }),
      },
    });
    const actor = createActor(machine, { input: { list: 'messageTypeGetAll' } }).start();
    const saved: unknown[] = [];
    actor.on('meta.saved', (e) => saved.push(e.record));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'meta.save', path: 'messageTypeCreate', payload: { name: 'x' } });
    await waitFor(actor, (s) => s.matches('ready') && lists === 2);
    expect(saved).toEqual([{ id: 2 }]);
    expect(actor.getSnapshot().context).toMatchObject({ notice: 'Saved', rows: [{ name: 'list 2' }] });
    actor.send({ type: 'meta.save', path: 'messageTypeCreate', payload: { name: 'x' } });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'A message type named "x" already exists',
      rows: [{ name: 'list 2' }],
    });
  });

  it('waits for its first body when deferred', async () => {
    const bodies: Record<string, unknown>[] = [];
    const machine = metaCollectionMachine.provide({
      actors: {
        loadRows: fromPromise<unknown[], { list: MetaPathName; body: Record<string, unknown> }>(
          async ({ input }) => {
            bodies.push(input.body);
            return [];
          },
        ),
      },
    });
    const actor = createActor(machine, { input: { list: 'attributeGetAll', deferred: true } }).start();
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.send({ type: 'meta.reload', listBody: { index_id: 4 } });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(bodies).toEqual([{ index_id: 4 }]);
  });
});
