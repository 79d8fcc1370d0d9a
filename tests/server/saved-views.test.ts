import { describe, expect, it } from 'vitest';
import { viewPaths as p, type SavedView, type SavedViewState } from '../../src/contracts/saved-views';
import { createTestApp, post } from './helpers';
import { sessions, workflowWorld } from './workflow/world';

// Issue 19: saved views are kept per user, tenant scoped; shared only by a workgroup's supervisor.
const t = await createTestApp();
const w = await workflowWorld(t.database.db);
const s = await sessions(t.app, 'supervisor', 'agent', 'lerato.khumalo', 'sipho.dlamini', 'ayesha.patel');
const call = <T>(login: string, path: string, body: unknown) => post<T>(t.app, path, body, s[login].token);
const state = (sla: string): SavedViewState => ({
  filters: { list: 'wg', sla },
  sort: { column: 'number', direction: 'desc' },
  columns: { title: true, owner_name: false },
});
const save = (login: string, body: Record<string, unknown>) =>
  call<SavedView>(login, p.save, { list: 'case', state: state('overdue'), ...body });
const names = async (login: string, list = 'case') =>
  (await call<{ views: SavedView[] }>(login, p.list, { list })).body.data.views.map((v) => v.name);
const pretoriaDesk = w.wg('Pretoria Claims Desk').id;

describe('saved views stay inside their owner and scope', () => {
  it('another tenant’s view and another user’s personal view are never listed, updated or removed', async () => {
    const cape = (await save('ayesha.patel', { name: 'Cape overdue' })).body.data;
    const mine = (await save('agent', { name: 'My overdue' })).body.data;
    expect(mine).toMatchObject({
      name: 'My overdue',
      mine: true,
      shared_wrkgrp_id: null,
      state: state('overdue'),
    });
    expect(await names('agent')).toContain('My overdue');
    for (const login of ['supervisor', 'lerato.khumalo']) {
      expect(await names(login)).not.toContain('Cape overdue');
      expect(await names(login)).not.toContain('My overdue');
    }
    for (const id of [cape.id, mine.id]) {
      const update = await save('lerato.khumalo', { id, name: 'Taken over' });
      expect(update.body).toMatchObject({ errCode: 4, msg: 'View not found' });
      expect((await call('lerato.khumalo', p.remove, { id })).body.errCode).toBe(4);
      expect((await call('lerato.khumalo', p.setDefault, { list: 'case', view_id: id })).body.errCode).toBe(
        4,
      );
    }
    expect(await names('ayesha.patel')).toEqual(['Cape overdue']);
  });

  it('only a supervisor of the workgroup shares, with a workgroup in scope of the list’s type', async () => {
    const offered = async (login: string, list: string) =>
      (
        await call<{ share_with: { wrkgrp_name: string }[] }>(login, p.list, { list })
      ).body.data.share_with.map((g) => g.wrkgrp_name);
    expect(await offered('agent', 'case')).toEqual([]);
    expect(await offered('supervisor', 'case')).toContain('Pretoria Claims Desk');
    expect(await offered('supervisor', 'case')).not.toContain('Pretoria New Business');
    const byAgent = await save('agent', { name: 'Team view', shared_wrkgrp_id: pretoriaDesk });
    expect(byAgent.body).toMatchObject({ errCode: 7, msg: /supervisor of that workgroup/ });
    const lead = await save('supervisor', {
      name: 'Team view',
      shared_wrkgrp_id: w.wg('Pretoria New Business').id,
    });
    expect(lead.body).toMatchObject({ errCode: 1, msg: /only with a Case workgroup/ });
    const outside = await save('supervisor', {
      name: 'Team view',
      shared_wrkgrp_id: w.wg('Cape Town Service Desk').id,
    });
    expect(outside.body.errCode).toBe(4);
    expect(await names('supervisor')).not.toContain('Team view');
  });

  it('a shared view is seen by the workgroup’s members, and only its owner changes it', async () => {
    const shared = await save('supervisor', { name: 'Claims overdue', shared_wrkgrp_id: pretoriaDesk });
    expect(shared.body.data).toMatchObject({ shared_wrkgrp_name: 'Pretoria Claims Desk', mine: true });
    const seen = (await call<{ views: SavedView[] }>('agent', p.list, {})).body.data.views;
    expect(seen.find((v) => v.name === 'Claims overdue')).toMatchObject({
      mine: false,
      owner_name: 'Pieter van der Merwe',
      shared_wrkgrp_name: 'Pretoria Claims Desk',
    });
    expect(await names('lerato.khumalo')).toContain('Claims overdue');
    expect(await names('sipho.dlamini')).not.toContain('Claims overdue');
    const id = shared.body.data.id;
    expect((await save('agent', { id, name: 'Mine now' })).body.errCode).toBe(7);
    expect((await call('agent', p.remove, { id })).body.errCode).toBe(7);
    // Made personal again, it leaves the members' lists.
    const back = await save('supervisor', { id, name: 'Claims overdue', shared_wrkgrp_id: null });
    expect(back.body.data.shared_wrkgrp_id).toBeNull();
    expect(await names('agent')).not.toContain('Claims overdue');
  });
});

describe('names and state', () => {
  it('a name is 1-60 characters and unique per owner and list, whatever its case', async () => {
    expect((await save('agent', { name: '  ' })).body.errCode).toBe(1);
    expect((await save('agent', { name: 'x'.repeat(61) })).body.errCode).toBe(1);
    expect((await save('agent', { name: 'Overdue' })).body.errCode).toBe(0);
    const again = await save('agent', { name: 'OVERDUE' });
    expect(again.body).toMatchObject({
      errCode: 3,
      msg: 'You already have a view called “OVERDUE” on this list',
    });
    expect((await save('agent', { name: 'Overdue', list: 'lead' })).body.errCode).toBe(0);
    expect((await save('lerato.khumalo', { name: 'Overdue' })).body.errCode).toBe(0);
  });

  it('refuses a state past its limits or with unknown parts', async () => {
    const filters = Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`f${'x'.repeat(i)}`, '1']));
    const big = await save('agent', { name: 'Big', state: { ...state(''), filters } });
    expect(big.body.errCode).toBe(1);
    const extra = await save('agent', { name: 'Extra', state: { ...state(''), script: 'x' } });
    expect(extra.body.errCode).toBe(1);
  });
});

describe('the default view per list', () => {
  it('is remembered per list, replaced, cleared, and gone with its view', async () => {
    const a = (await save('lerato.khumalo', { name: 'Default A' })).body.data.id;
    const b = (await save('lerato.khumalo', { name: 'Default B' })).body.data.id;
    const task = (await save('lerato.khumalo', { name: 'Tasks', list: 'task' })).body.data.id;
    const defaults = async () =>
      (await call<{ views: SavedView[] }>('lerato.khumalo', p.list, {})).body.data.views
        .filter((v) => v.is_default)
        .map((v) => v.name);
    expect((await call('lerato.khumalo', p.setDefault, { list: 'case', view_id: a })).body.errCode).toBe(0);
    await call('lerato.khumalo', p.setDefault, { list: 'task', view_id: task });
    expect(await defaults()).toEqual(['Default A', 'Tasks']);
    await call('lerato.khumalo', p.setDefault, { list: 'case', view_id: b });
    expect(await defaults()).toEqual(['Default B', 'Tasks']);
    // A view of another list cannot be this list's default.
    expect((await call('lerato.khumalo', p.setDefault, { list: 'lead', view_id: a })).body.errCode).toBe(4);
    await call('lerato.khumalo', p.remove, { id: b });
    expect(await defaults()).toEqual(['Tasks']);
    await call('lerato.khumalo', p.setDefault, { list: 'task', view_id: null });
    expect(await defaults()).toEqual([]);
  });
});
