import { describe, expect, it } from 'vitest';
import type { CaseHistoryEntry, CaseRecord, WorkflowChange } from '../../../src/contracts/workflow/cases';
import { workflowPaths } from '../../../src/contracts/workflow/paths';
import type { CaseConflict } from '../../../src/contracts/workflow/presence';
import { createTestApp, post } from '../helpers';
import { sessions, workflowWorld } from './world';

const t = await createTestApp();
const w = await workflowWorld(t.database.db);
const s = await sessions(t.app, 'agent', 'supervisor', 'johan.botha');
const claims = w.wg('Pretoria Claims Desk').id;

const openCase = async (title = 'Gap cover claim query') => {
  const answer = await post<CaseRecord>(
    t.app,
    workflowPaths.caseCreate,
    { title, wrkgrp_id: claims, owner_user_id: w.userId('agent'), priority: 'Medium' },
    s.agent.token,
  );
  expect(answer.body.errCode).toBe(0);
  return answer.body.data;
};
const save = <T = WorkflowChange>(who: keyof typeof s, body: Record<string, unknown>) =>
  post<T>(t.app, workflowPaths.caseUpdate, body, s[who].token);

describe('POST /workflow/case/update', () => {
  it('saves the edited details over the version opened: version + 1 and an update entry in the history', async () => {
    const c = await openCase();
    const answer = await save('agent', {
      id: c.id,
      version: c.version,
      title: 'Gap cover shortfall',
      priority: 'High',
    });
    expect(answer.body).toMatchObject({ errCode: 0, msg: `${c.number} saved` });
    expect(answer.body.data).toMatchObject({
      action: 'update',
      record: { title: 'Gap cover shortfall', priority: 'High', version: c.version + 1 },
    });
    const history = await post<CaseHistoryEntry[]>(
      t.app,
      workflowPaths.caseHistory,
      { id: c.id },
      s.agent.token,
    );
    expect(history.body.data.at(-1)).toMatchObject({
      action: 'update',
      user_name: 'Naledi Mokoena',
      changes: { title: ['Gap cover claim query', 'Gap cover shortfall'], priority: ['Medium', 'High'] },
    });
  });

  it('version conflict: a save over someone else’s change is refused with the record as it is and their change', async () => {
    const c = await openCase('Dependant not on the member certificate');
    // Both open version 1; the supervisor saves first.
    const first = await save('supervisor', {
      id: c.id,
      version: c.version,
      title: 'Dependant missing from certificate',
    });
    expect(first.body.errCode).toBe(0);
    const stale = await save<CaseConflict>('agent', {
      id: c.id,
      version: c.version,
      title: 'Agent’s own title',
    });
    expect(stale.body.errCode).toBe(3);
    expect(stale.body.msg).toMatch(
      new RegExp(
        `^${c.number} was changed by Pieter van der Merwe at .+ since you opened it\\. Their change is shown; nothing was saved\\.$`,
      ),
    );
    expect(stale.body.data.record).toMatchObject({
      title: 'Dependant missing from certificate',
      version: c.version + 1,
    });
    expect(stale.body.data.changes).toHaveLength(1);
    expect(stale.body.data.changes[0]).toMatchObject({
      action: 'update',
      user_name: 'Pieter van der Merwe',
      changes: { title: ['Dependant not on the member certificate', 'Dependant missing from certificate'] },
    });
    // Nothing was overwritten: the record still has the supervisor's title.
    const read = await post<CaseRecord>(t.app, workflowPaths.caseGet, { id: c.id }, s.agent.token);
    expect(read.body.data).toMatchObject({
      title: 'Dependant missing from certificate',
      version: c.version + 1,
    });
    // Applying the change again over the version now held succeeds.
    const again = await save('agent', { id: c.id, version: c.version + 1, title: 'Agent’s own title' });
    expect(again.body.errCode).toBe(0);
  });

  it('another tenant’s case reads as not found and is left as it was', async () => {
    const c = await openCase('Pretoria only');
    const answer = await save('johan.botha', { id: c.id, version: c.version, title: 'From Cape Town' });
    expect(answer.body).toMatchObject({ errCode: 4, msg: 'That case does not exist' });
    const read = await post<CaseRecord>(t.app, workflowPaths.caseGet, { id: c.id }, s.agent.token);
    expect(read.body.data).toMatchObject({ title: 'Pretoria only', version: c.version });
  });

  it('answers the field messages, and refuses a closed record', async () => {
    const c = await openCase('Closed soon');
    const short = await save('agent', { id: c.id, version: c.version, title: 'ab' });
    expect(short.body.errCode).toBe(1);
    expect(JSON.stringify(short.body.data)).toContain('The min number of characters is 3');
    const noVersion = await save('agent', { id: c.id, title: 'A fine title' });
    expect(noVersion.body.errCode).toBe(1);
    expect(JSON.stringify(noVersion.body.data)).toContain('This field is required');
    const long = await save('agent', { id: c.id, version: c.version, description: 'x'.repeat(5001) });
    expect(JSON.stringify(long.body.data)).toContain('The max allowed number of characters is 5000');
    const nothing = await save('agent', { id: c.id, version: c.version });
    expect(JSON.stringify(nothing.body.data)).toContain('Change at least one field');
    await post(t.app, workflowPaths.action, { action: 'close', id: c.id }, s.supervisor.token);
    const closed = await save('agent', { id: c.id, version: c.version + 1, title: 'Too late' });
    expect(closed.body).toMatchObject({ errCode: 1, msg: `${c.number} is closed` });
  });
});
