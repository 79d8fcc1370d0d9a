import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { permissionKeys } from '../../../src/contracts/permissions';
import type {
  MonitorMode,
  MonitorModeRequest,
  MonitorPush,
  MonitorSession,
  MonitorStartRequest,
  MonitorStopped,
  MonitorStopRequest,
} from '../../../src/contracts/telephony/monitor';
import {
  tenantConfigs,
  telephonyExtensions,
  telephonyMonitorSessions,
  userTenants,
  users,
} from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import type { Caller } from '../caller';
import type { DomainContext } from '../context';
import { inTenants } from '../scope-sql';
import { loadTenantTree } from '../tenant';
import { acdOf } from './acd-registry';
import { endMonitorSession, monitorEntity as entity } from './monitor-sessions';
import { ownTenant } from '../caller';

/** Who may be monitored: staff of the scope or above it (the same people Queues live lists), with an extension. */
async function agentInScope(ctx: DomainContext, caller: Caller, userId: number) {
  const root = caller.tenantId;
  const above = root === null ? [] : (await loadTenantTree(ctx)).ancestorIds(root);
  const [row] = await ctx.db
    .selectDistinct({ name: users.fullName, ext: telephonyExtensions.sipExt })
    .from(users)
    .innerJoin(telephonyExtensions, eq(telephonyExtensions.userId, users.id))
    .innerJoin(userTenants, eq(userTenants.userId, users.id))
    .where(and(eq(users.id, userId), inTenants([...caller.scope, ...above], userTenants.tenantId)))
    .limit(1);
  // Outside the scope reads as absent: a looping id cannot tell another tenant's agent from a gap.
  if (!row) throw new AppError('notFound', 'That agent is not in your tenants');
  return row;
}

async function ownExtension(ctx: DomainContext, caller: Caller): Promise<{ name: string; ext: string }> {
  const [row] = await ctx.db
    .select({ name: users.fullName, ext: telephonyExtensions.sipExt })
    .from(users)
    .innerJoin(telephonyExtensions, eq(telephonyExtensions.userId, users.id))
    .where(eq(users.id, caller.userId));
  if (!row) throw new AppError('validation', 'You need a phone extension to monitor calls');
  return row;
}

async function noticeShown(ctx: DomainContext, caller: Caller): Promise<boolean> {
  if (caller.tenantId === null) return true;
  const [row] = await ctx.db
    .select({ shown: tenantConfigs.monitorNotice })
    .from(tenantConfigs)
    .where(ownTenant(caller, tenantConfigs.tenantId));
  return row?.shown ?? true;
}

/** Through the bus: the agent's console may be connected to another instance than the supervisor's. */
function pushToAgent(ctx: DomainContext, userId: number, push: MonitorPush): void {
  ctx.bus.publish({ topic: 'monitor', userId, push });
}

export async function startMonitor(
  ctx: DomainContext,
  caller: Caller,
  request: MonitorStartRequest,
): Promise<MonitorSession> {
  caller.require(permissionKeys.telephonyMonitor);
  if (request.agent_user_id === caller.userId)
    throw new AppError('validation', 'You cannot monitor your own call');
  const agent = await agentInScope(ctx, caller, request.agent_user_id);
  const supervisor = await ownExtension(ctx, caller);
  if (acdOf(ctx)?.liveAgent(request.agent_user_id)?.state !== 'on_call')
    throw new AppError('conflict', `${agent.name} is not on a call`);
  const session: MonitorSession = {
    monitor_id: randomUUID(),
    token: randomBytes(16).toString('hex'),
    mode: request.mode,
    agent_name: agent.name,
    agent_ext: agent.ext,
  };
  await ctx.db.transaction(async (tx) => {
    await tx.insert(telephonyMonitorSessions).values({
      monitorId: session.monitor_id,
      tenantId: caller.tenantId,
      supervisorUserId: caller.userId,
      agentUserId: request.agent_user_id,
      startedAt: new Date(),
    });
    await audit(tx, {
      action: 'monitor.start',
      entity,
      entityId: session.monitor_id,
      userId: caller.userId,
      tenantId: caller.tenantId,
      detail: { agent_user_id: request.agent_user_id, agent: agent.name, mode: request.mode },
    });
  });
  // Every instance's queue router: a supervisor listening to a call is not offered one (nor a callback).
  ctx.bus.publish({ topic: 'monitoring', userId: caller.userId, open: true });
  pushToAgent(ctx, request.agent_user_id, {
    kind: 'start',
    monitor_id: session.monitor_id,
    token: session.token,
    mode: request.mode,
    supervisor_name: supervisor.name,
    supervisor_ext: supervisor.ext,
    notice: await noticeShown(ctx, caller),
  });
  return session;
}

/** The session, open; only the supervisor who started it may change or end it. */
async function openSession(ctx: DomainContext, caller: Caller, monitorId: string) {
  const [row] = await ctx.db
    .select()
    .from(telephonyMonitorSessions)
    .where(
      and(
        eq(telephonyMonitorSessions.monitorId, monitorId),
        eq(telephonyMonitorSessions.supervisorUserId, caller.userId),
      ),
    );
  if (!row) throw new AppError('notFound', 'That monitoring session is not yours');
  if (row.endedAt) throw new AppError('conflict', 'That monitoring session has ended');
  return row;
}

export async function changeMonitorMode(
  ctx: DomainContext,
  caller: Caller,
  request: MonitorModeRequest,
): Promise<{ mode: MonitorMode }> {
  caller.require(permissionKeys.telephonyMonitor);
  const open = await openSession(ctx, caller, request.monitor_id);
  await audit(ctx.db, {
    action: 'monitor.mode',
    entity,
    entityId: request.monitor_id,
    userId: caller.userId,
    tenantId: caller.tenantId,
    detail: { agent_user_id: open.agentUserId, mode: request.mode },
  });
  pushToAgent(ctx, open.agentUserId, { kind: 'mode', monitor_id: request.monitor_id, mode: request.mode });
  return { mode: request.mode };
}

export async function stopMonitor(
  ctx: DomainContext,
  caller: Caller,
  request: MonitorStopRequest,
): Promise<MonitorStopped> {
  caller.require(permissionKeys.telephonyMonitor);
  const open = await openSession(ctx, caller, request.monitor_id);
  const stopped = await endMonitorSession(ctx, open, 'stopped');
  // Ended meanwhile by the call's end or the sweep: that row stands, and this Stop is one too late.
  if (!stopped) throw new AppError('conflict', 'That monitoring session has ended');
  return stopped;
}
