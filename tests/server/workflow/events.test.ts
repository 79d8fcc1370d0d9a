import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cases } from '../../../server/db/schema';
import type { WorkflowChange } from '../../../src/contracts/workflow/cases';
import { workflowPaths } from '../../../src/contracts/workflow/paths';
import { createTestApp, post } from '../helpers';
import { subscribePush } from '../push-stream';
import { sessions, workflowWorld } from './world';

const t = await createTestApp();
const w = await workflowWorld(t.database.db);
const base = await t.app.listen({ port: 0, host: '127.0.0.1' });

const subscribe = (token: string) => subscribePush(base, token);

describe('GET /workflow/events', () => {
  it('pushes each action to every signed-in console of the record’s tenants within a second, and no further', async () => {
    const s = await sessions(t.app, 'agent', 'lerato.khumalo', 'johan.botha');
    const agent = await subscribe(s.agent.token);
    const lerato = await subscribe(s['lerato.khumalo'].token);
    const capeTown = await subscribe(s['johan.botha'].token);
    expect(agent.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await agent.waitFor((e) => e.event === 'ready')).toBeDefined();
    const [open] = await t.database.db
      .select({ id: cases.id })
      .from(cases)
      .where(and(eq(cases.workgroupId, w.wg('Pretoria Claims Desk').id), ne(cases.status, 'Closed')))
      .limit(1);
    const answer = await post<WorkflowChange>(
      t.app,
      workflowPaths.action,
      {
        action: 'assign',
        id: open.id,
        wrkgrp_id: w.wg('Pretoria Claims Desk').id,
        owner_user_id: w.userId('lerato.khumalo'),
      },
      s.agent.token,
    );
    expect(answer.body.errCode).toBe(0);
    const isIt = (e: { event: string; data: unknown }) =>
      e.event === 'change' && (e.data as WorkflowChange).record.id === open.id;
    const received = await lerato.waitFor(isIt);
    expect(received?.data).toEqual(answer.body.data);
    expect(await agent.waitFor(isIt)).toBeDefined();
    // Cape Town sees nothing of a Pretoria case.
    expect(await capeTown.waitFor(isIt, 300)).toBeUndefined();
    await Promise.all([agent.close(), lerato.close(), capeTown.close()]);
  });

  it('refuses a console without a token', async () => {
    const response = await fetch(`${base}/api${workflowPaths.events}`);
    expect(((await response.json()) as { errCode: number }).errCode).toBe(96);
  });
});
