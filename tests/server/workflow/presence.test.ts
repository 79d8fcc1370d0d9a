import { describe, expect, it } from 'vitest';
import type { CaseRecord } from '../../../src/contracts/workflow/cases';
import { workflowPaths } from '../../../src/contracts/workflow/paths';
import type { RecordPresence } from '../../../src/contracts/workflow/presence';
import { createTestApp, post } from '../helpers';
import { subscribePush, type PushEvent } from '../push-stream';
import { sessions, workflowWorld } from './world';

// A short expiry so the sweep is seen within the test; the console renews every 10 s against the default 25 s.
const t = await createTestApp({ env: { PRESENCE_TTL_MS: '1500' } });
const w = await workflowWorld(t.database.db);
const s = await sessions(t.app, 'agent', 'supervisor', 'johan.botha');
const base = await t.app.listen({ port: 0, host: '127.0.0.1' });

const openCase = async (title: string) => {
  const answer = await post<CaseRecord>(
    t.app,
    workflowPaths.caseCreate,
    { title, wrkgrp_id: w.wg('Pretoria Claims Desk').id, owner_user_id: w.userId('agent') },
    s.agent.token,
  );
  return answer.body.data;
};
const announce = (who: keyof typeof s, record_id: number, state: 'open' | 'closed') =>
  post<RecordPresence>(t.app, workflowPaths.presence, { record_id, state }, s[who].token);
const names = (p: RecordPresence | undefined) => p?.viewers.map((v) => v.name);
const presenceOf = (id: number, count: number) => (e: PushEvent) =>
  e.event === 'presence' &&
  (e.data as RecordPresence).record_id === id &&
  (e.data as RecordPresence).viewers.length === count;

describe('POST /workflow/presence', () => {
  it('viewers appear when they open a record and disappear when they leave', async () => {
    const c = await openCase('Who is looking at this');
    expect(names((await announce('agent', c.id, 'open')).body.data)).toEqual(['Naledi Mokoena']);
    const both = await announce('supervisor', c.id, 'open');
    expect(names(both.body.data)).toEqual(['Naledi Mokoena', 'Pieter van der Merwe']);
    // Renewing does not add a second entry.
    expect(names((await announce('agent', c.id, 'open')).body.data)).toHaveLength(2);
    const left = await announce('supervisor', c.id, 'closed');
    expect(names(left.body.data)).toEqual(['Naledi Mokoena']);
    await announce('agent', c.id, 'closed');
  });

  it('a viewer who stops renewing is gone after the expiry, and the streams hear it', async () => {
    const c = await openCase('Viewer walks away');
    const stream = await subscribePush(base, s.supervisor.token);
    await announce('agent', c.id, 'open');
    expect(await stream.waitFor(presenceOf(c.id, 1))).toBeDefined();
    // No renewal: the sweep removes the agent and pushes the empty set.
    expect(await stream.waitFor(presenceOf(c.id, 0), 5000)).toBeDefined();
    await stream.close();
  });

  it('pushes who has it open to the consoles of the record’s tenant only', async () => {
    const c = await openCase('Pushed presence');
    const supervisor = await subscribePush(base, s.supervisor.token);
    const capeTown = await subscribePush(base, s['johan.botha'].token);
    expect(await supervisor.waitFor((e) => e.event === 'ready')).toBeDefined();
    await announce('agent', c.id, 'open');
    const pushed = await supervisor.waitFor(presenceOf(c.id, 1));
    expect(pushed?.data).toEqual({
      record_id: c.id,
      viewers: [{ user_id: w.userId('agent'), name: 'Naledi Mokoena' }],
      seq: expect.any(Number),
    });
    expect(await capeTown.waitFor((e) => e.event === 'presence', 300)).toBeUndefined();
    const left = await announce('agent', c.id, 'closed');
    const gone = await supervisor.waitFor(presenceOf(c.id, 0));
    // The answer and the push of one change carry the same seq, higher than the change before.
    expect(gone?.data).toMatchObject({ seq: left.body.data.seq });
    expect(left.body.data.seq).toBeGreaterThan((pushed?.data as { seq: number }).seq);
    await Promise.all([supervisor.close(), capeTown.close()]);
  });

  it('refuses a record outside the caller’s tenants as not found, and validates', async () => {
    const c = await openCase('Not for Cape Town');
    const answer = await announce('johan.botha', c.id, 'open');
    expect(answer.body).toMatchObject({ errCode: 4, msg: 'That case does not exist' });
    const bad = await post(
      t.app,
      workflowPaths.presence,
      { record_id: c.id, state: 'peeking' },
      s.agent.token,
    );
    expect(bad.body.errCode).toBe(1);
  });
});
