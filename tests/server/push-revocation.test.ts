import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/contracts/paths';
import type { WorkflowChange } from '../../src/contracts/workflow/cases';
import { workflowPaths } from '../../src/contracts/workflow/paths';
import { cases, sessions } from '../../server/db/schema';
import { sha256 } from '../../server/domain/crypto';
import { demoPassword } from '../../server/db/seed/demo-accounts';
import { createTestApp, post, signIn } from './helpers';
import { subscribePush, type PushEvent } from './push-stream';
import { workflowWorld } from './workflow/world';

// Revocation must end a stream at once, without help from the heartbeat: this app's heartbeat is a minute away.
const t = await createTestApp({ env: { PUSH_HEARTBEAT_MS: '60000' } });
// Expiry is only seen at a heartbeat: this app (same database) beats every 150 ms.
const quick = await createTestApp({ database: t.database, env: { PUSH_HEARTBEAT_MS: '150' } });
const w = await workflowWorld(t.database.db);
const slowBase = await t.app.listen({ port: 0, host: '127.0.0.1' });
const quickBase = await quick.app.listen({ port: 0, host: '127.0.0.1' });

/** A push stream that has said it is ready. */
async function subscribe(base: string, token: string) {
  const stream = await subscribePush(base, token);
  await stream.waitFor((e) => e.event === 'ready', 2000);
  return stream;
}

/** Moves an open Pretoria case to the given owner (as `agent`, through app) and answers the record's id. */
async function changeARecord(app: FastifyInstance, ownerLogin: string): Promise<number> {
  const { token } = await signIn(app, 'agent');
  const [open] = await t.database.db
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.workgroupId, w.wg('Pretoria Claims Desk').id), ne(cases.status, 'Closed')))
    .limit(1);
  const answer = await post<WorkflowChange>(
    app,
    workflowPaths.action,
    {
      action: 'assign',
      id: open.id,
      wrkgrp_id: w.wg('Pretoria Claims Desk').id,
      owner_user_id: w.userId(ownerLogin),
    },
    token,
  );
  expect(answer.body.errCode).toBe(0);
  return open.id;
}

const changeOf = (events: PushEvent[], id: number) =>
  events.some((e) => e.event === 'change' && (e.data as WorkflowChange).record.id === id);

describe('the push stream ends with its session', () => {
  it('signing out ends the stream with session-ended; a later change is not delivered', async () => {
    const session = await signIn(t.app, 'lerato.khumalo');
    const stream = await subscribe(slowBase, session.token);
    expect((await post(t.app, paths.logout, undefined, session.token)).body.errCode).toBe(0);
    expect(await stream.ended(2000)).toBe(true);
    expect(stream.events.at(-1)?.event).toBe('session-ended');
    const id = await changeARecord(t.app, 'lerato.khumalo');
    await new Promise((r) => setTimeout(r, 200));
    expect(changeOf(stream.events, id)).toBe(false);
    await stream.close();
  });

  it('changing the password ends the streams of the other sessions, not the one that changed it', async () => {
    const elsewhere = await signIn(t.app, 'sipho.dlamini');
    const here = await signIn(t.app, 'sipho.dlamini');
    const other = await subscribe(slowBase, elsewhere.token);
    const own = await subscribe(slowBase, here.token);
    const changed = await post(
      t.app,
      paths.changePassword,
      { current_password: demoPassword, new_password: 'Brand#New22' },
      here.token,
    );
    expect(changed.body.errCode).toBe(0);
    expect(await other.ended(2000)).toBe(true);
    expect(other.events.at(-1)?.event).toBe('session-ended');
    expect(await own.ended(300)).toBe(false);
    await Promise.all([other.close(), own.close()]);
  });

  it('an expired session’s stream ends at the next heartbeat, even with the session cached', async () => {
    const session = await signIn(quick.app, 'agent');
    // Warm the auth cache so that only a fresh read can tell the session is gone.
    expect((await post(quick.app, paths.userRoleMap, undefined, session.token)).body.errCode).toBe(0);
    const stream = await subscribe(quickBase, session.token);
    expect(await stream.ended(400)).toBe(false);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.accessHash, sha256(session.token)));
    expect(await stream.ended(2000)).toBe(true);
    expect(stream.events.at(-1)?.event).toBe('session-ended');
    const id = await changeARecord(quick.app, 'lerato.khumalo');
    await new Promise((r) => setTimeout(r, 200));
    expect(changeOf(stream.events, id)).toBe(false);
    await stream.close();
  });
});
