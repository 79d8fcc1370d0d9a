import { describe, expect, it } from 'vitest';
import { createCase } from '../../../server/domain/workflow/cases';
import { workflowAdminPaths as p } from '../../../src/contracts/workflow-admin/paths';
import type { NotificationList } from '../../../src/contracts/workflow-admin/notifications';
import { workflowPaths } from '../../../src/contracts/workflow/paths';
import { createTestApp, post } from '../helpers';
import { sessions, workflowWorld } from '../workflow/world';

const t = await createTestApp();
const w = await workflowWorld(t.database.db);
const s = await sessions(t.app, 'agent', 'lerato.khumalo', 'supervisor');
const claims = w.wg('Pretoria Claims Desk').id;
const members = w.wg('Pretoria Member Services').id;
const list = (token: string, status = 'all') =>
  post<NotificationList>(t.app, p.notificationList, { status }, token);

describe('notifications', () => {
  it('the assignee gets one when someone else assigns a case to them; the assigner gets none', async () => {
    const before = (await list(s['lerato.khumalo'].token)).body.data.unread;
    const c = await createCase(t.database.db, w.caller('agent', 'Agent', ['Pretoria Office']), {
      title: 'Tax certificate missing',
      wrkgrp_id: claims,
      owner_user_id: w.userId('agent'),
    });
    const a = await post(
      t.app,
      workflowPaths.action,
      { action: 'assign', id: c.id, wrkgrp_id: claims, owner_user_id: w.userId('lerato.khumalo') },
      s.agent.token,
    );
    expect(a.body.errCode).toBe(0);
    const mine = await list(s['lerato.khumalo'].token);
    expect(mine.body.data.unread).toBe(before + 1);
    expect(mine.body.data.rows[0]).toMatchObject({
      subject: `Case ${c.number} assigned to you`,
      message: 'Tax certificate missing (Moderate, Medium)',
      status: 'Unread',
      link: `/case-management/case/${c.id}`,
    });
    const agentOwn = (await list(s.agent.token)).body.data.rows;
    expect(agentOwn.some((n) => n.subject.includes(c.number))).toBe(false);
  });

  it('a dispatch notifies the supervisors of the receiving workgroup', async () => {
    const c = await createCase(t.database.db, w.caller('agent', 'Agent', ['Pretoria Office']), {
      title: 'Dependant added twice',
      wrkgrp_id: claims,
    });
    await post(
      t.app,
      workflowPaths.action,
      { action: 'dispatch', id: c.id, wrkgrp_id: members },
      s.agent.token,
    );
    const sup = await list(s.supervisor.token, 'Unread');
    expect(sup.body.data.rows[0].subject).toBe(`Case ${c.number} dispatched to Pretoria Member Services`);
  });

  it('a new case tells whoever it reaches: the queue’s supervisors, or the colleague it was made for', async () => {
    const subjects = async (who: keyof typeof s) =>
      (await list(s[who].token, 'Unread')).body.data.rows.map((n) => n.subject);
    const agent = w.caller('agent', 'Agent', ['Pretoria Office']);
    const queued = await createCase(t.database.db, agent, {
      title: 'Waiting for the queue',
      wrkgrp_id: claims,
    });
    expect(await subjects('supervisor')).toContain(
      `Case ${queued.number} dispatched to Pretoria Claims Desk`,
    );
    const forLerato = await createCase(t.database.db, agent, {
      title: 'Made for a colleague',
      wrkgrp_id: claims,
      owner_user_id: w.userId('lerato.khumalo'),
    });
    expect(await subjects('lerato.khumalo')).toContain(`Case ${forLerato.number} assigned to you`);
    expect((await subjects('supervisor')).some((x) => x.includes(forLerato.number))).toBe(false);
    // Made for oneself: nobody needs telling.
    const own = await createCase(t.database.db, agent, {
      title: 'Kept by its maker',
      wrkgrp_id: claims,
      owner_user_id: w.userId('agent'),
    });
    for (const who of ['agent', 'lerato.khumalo', 'supervisor'] as const)
      expect((await subjects(who)).some((x) => x.includes(own.number))).toBe(false);
  });

  it('marks one read, then all; the unread count follows; another user’s notification is not found', async () => {
    const token = s['lerato.khumalo'].token;
    const [first] = (await list(token, 'Unread')).body.data.rows;
    const other = await post(t.app, p.notificationRead, { id: first.id }, s.supervisor.token);
    expect(other.body).toMatchObject({ errCode: 4, msg: 'That notification does not exist' });
    const one = await post<{ unread: number }>(t.app, p.notificationRead, { id: first.id }, token);
    expect(one.body.errCode).toBe(0);
    const count = await post<{ unread: number }>(t.app, p.notificationUnread, {}, token);
    expect(count.body.data.unread).toBe(one.body.data.unread);
    const all = await post<{ unread: number }>(t.app, p.notificationReadAll, {}, token);
    expect(all.body.data.unread).toBe(0);
    expect((await list(token, 'Read')).body.data.rows.every((n) => n.status === 'Read')).toBe(true);
    const bad = await post(t.app, p.notificationRead, { id: 'x' }, token);
    expect(bad.body.errCode).toBe(1);
  });

  it('seeded notifications for the agent: one unread, one read', async () => {
    const a = await list(s.agent.token);
    expect(a.body.data.rows.map((n) => n.subject)).toEqual(
      expect.arrayContaining(['Time mapping updated', 'Welcome to the Pretoria Claims Desk']),
    );
  });
});

describe('the push channel', () => {
  it('tells the assignee’s console (and nobody else’s) that a notification arrived', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const listen = async (auth: string) => {
      const controller = new AbortController();
      const response = await fetch(`${base}/api${workflowPaths.events}`, {
        headers: { authorization: `Bearer ${auth}` },
        signal: controller.signal,
      });
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      let text = '';
      void (async () => {
        for (;;) {
          const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
          if (done) return;
          text += new TextDecoder().decode(value);
        }
      })();
      return { text: () => text, close: () => controller.abort() };
    };
    const lerato = await listen(s['lerato.khumalo'].token);
    const agent = await listen(s.agent.token);
    await new Promise((r) => setTimeout(r, 100));
    const c = await createCase(t.database.db, w.caller('agent', 'Agent', ['Pretoria Office']), {
      title: 'Banking details changed',
      wrkgrp_id: claims,
      owner_user_id: w.userId('agent'),
    });
    await post(
      t.app,
      workflowPaths.action,
      { action: 'assign', id: c.id, wrkgrp_id: claims, owner_user_id: w.userId('lerato.khumalo') },
      s.agent.token,
    );
    const until = Date.now() + 2000;
    while (!lerato.text().includes('event: notification') && Date.now() < until)
      await new Promise((r) => setTimeout(r, 20));
    expect(lerato.text()).toContain(`event: notification\ndata: {"record_id":${c.id}}`);
    expect(agent.text()).toContain('event: change');
    expect(agent.text()).not.toContain('event: notification');
    lerato.close();
    agent.close();
  });
});
