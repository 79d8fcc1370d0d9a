import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type {
  SavedView,
  ViewList,
  ViewListResponse,
  ViewSaveRequest,
} from '../../../src/contracts/saved-views';
import { savedViewsMachine } from '../../../src/machines/saved-views.machine';
import { HttpError } from '../../../src/services/http-result';

const view = (id: number, name: string, extra: Partial<SavedView> = {}): SavedView => ({
  id,
  list: 'case',
  name,
  state: { filters: { list: 'wg', sla: 'overdue' }, sort: null, columns: {} },
  owner_user_id: 5,
  owner_name: 'Pieter van der Merwe',
  shared_wrkgrp_id: null,
  shared_wrkgrp_name: null,
  is_default: false,
  mine: true,
  updated_at: '2026-11-26T08:00:00.000Z',
  ...extra,
});

/** A machine over an in-memory service: the views it holds, and the saves it was sent. */
function world(views: SavedView[], search = '') {
  const saves: ViewSaveRequest[] = [];
  let stored = [...views];
  const machine = savedViewsMachine.provide({
    actors: {
      list: fromPromise<ViewListResponse, ViewList>(async () => ({ views: stored, share_with: [] })),
      remove: fromPromise<void, number>(async ({ input }) => {
        stored = stored.filter((v) => v.id !== input);
      }),
      setDefault: fromPromise<void, { list: ViewList; view_id: number | null }>(async ({ input }) => {
        stored = stored.map((v) => ({ ...v, is_default: v.id === input.view_id }));
      }),
      save: fromPromise<SavedView, ViewSaveRequest>(async ({ input }) => {
        saves.push(input);
        if (stored.some((v) => v.name === input.name && v.id !== input.id))
          throw new HttpError({
            kind: 'appError',
            errCode: 3,
            msg: `You already have a view called “${input.name}”`,
          });
        const saved = view(input.id ?? 99, input.name, { state: input.state });
        stored = [...stored.filter((v) => v.id !== saved.id), saved];
        return saved;
      }),
    },
  });
  const applied: string[] = [];
  const actor = createActor(machine, { input: { list: 'case', search } });
  actor.on('views.applied', (e) => applied.push(e.view.name));
  actor.start();
  const ready = () => waitFor(actor, (s) => s.matches('ready'));
  return { actor, applied, saves, ready };
}

describe('saved views machine', () => {
  it('opens on the default view when the URL carries no filter, once', async () => {
    const w = world([view(1, 'Plain'), view(2, 'Mine', { is_default: true })]);
    await w.ready();
    expect(w.applied).toEqual(['Mine']);
    w.actor.send({ type: 'views.reload' });
    await w.ready();
    expect(w.applied).toEqual(['Mine']);
  });

  it('opens on the view the URL names, and not on the default when the URL has its own filter', async () => {
    const views = [view(1, 'Plain'), view(2, 'Mine', { is_default: true })];
    const named = world(views, '?list=my&view=1');
    await named.ready();
    expect(named.applied).toEqual(['Plain']);
    const filtered = world(views, '?list=my_all&sla=overdue');
    await filtered.ready();
    expect(filtered.applied).toEqual([]);
  });

  it('applies a chosen view, saves a new one and updates only its own current view', async () => {
    const w = world([view(1, 'Plain'), view(7, 'Theirs', { mine: false })]);
    await w.ready();
    w.actor.send({ type: 'views.apply', id: 7 });
    expect(w.applied).toEqual(['Theirs']);
    const state = { filters: { list: 'my' }, sort: null, columns: { title: false } };
    w.actor.send({ type: 'views.update', state });
    expect(w.actor.getSnapshot().matches('ready')).toBe(true);
    w.actor.send({ type: 'views.save', name: 'New', state, sharedWrkgrpId: null });
    await w.ready();
    expect(w.actor.getSnapshot().context).toMatchObject({ currentId: 99, notice: 'View “New” saved' });
    w.actor.send({ type: 'views.update', state });
    await w.ready();
    expect(w.saves.at(-1)).toEqual({ id: 99, list: 'case', name: 'New', state });
  });

  it('keeps the service’s reason when a save is refused', async () => {
    const w = world([view(1, 'Plain')]);
    await w.ready();
    w.actor.send({ type: 'views.save', name: 'Plain', state: view(1, 'x').state, sharedWrkgrpId: null });
    await w.ready();
    expect(w.actor.getSnapshot().context.error).toBe('You already have a view called “Plain”');
  });

  it('makes the chosen view the default, and after deleting it no view is current', async () => {
    const w = world([view(1, 'Plain'), view(2, 'Other')]);
    await w.ready();
    w.actor.send({ type: 'views.apply', id: 1 });
    w.actor.send({ type: 'views.default', id: 1 });
    await w.ready();
    expect(w.actor.getSnapshot().context.views.find((v) => v.is_default)?.name).toBe('Plain');
    w.actor.send({ type: 'views.remove', id: 1 });
    await w.ready();
    const { context } = w.actor.getSnapshot();
    expect(context.views.map((v) => v.name)).toEqual(['Other']);
    expect(context.views.find((v) => v.id === context.currentId)).toBeUndefined();
    expect(context.notice).toBe('View deleted');
  });
});
