import { eq, inArray, sql } from 'drizzle-orm';
import type {
  AgentStatus,
  SetAgentStatusRequest,
  TelephonyDetails,
  TelephonyUser,
} from '../../../src/contracts/telephony/details';
import { permissionKeys } from '../../../src/contracts/permissions';
import {
  telephonyAgentStatus,
  telephonyExtensions,
  telephonyQueueMembers,
  telephonyQueues,
  userTenants,
  users,
} from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import type { DomainContext } from '../context';
import type { Caller } from '../caller';
import { loadTenantTree } from '../tenant';
import { acdOf } from './acd-registry';
import { queuesOf, requireAgent } from './agent';
import { dispositions, isPauseCode, pauseCodes } from './codes';
import type { TelephonyConfig } from './config';
import { issueSipCredentials } from './credentials';
import { inTenants } from '../caller';

/** The caller's telephony_details: where the PBX is, fresh credentials, queues, codes and timers. */
export async function sessionDetails(
  ctx: DomainContext,
  config: TelephonyConfig,
  caller: Caller,
): Promise<TelephonyDetails> {
  const agent = await requireAgent(ctx, caller);
  const [[user], queues] = await Promise.all([
    ctx.db.select({ name: users.fullName }).from(users).where(eq(users.id, caller.userId)),
    queuesOf(ctx, caller.userId, agent.accessible),
  ]);
  const credentials = issueSipCredentials(config.sharedSecret, agent.sipExt, config.credentialTtlSeconds);
  return {
    ws_uri: config.wsUri,
    sip_domain: config.sipDomain,
    sip_ext: agent.sipExt,
    uri: `sip:${agent.sipExt}@${config.sipDomain}`,
    authorization_user: credentials.authorizationUser,
    password: credentials.password,
    expires_at: credentials.expiresAt.toISOString(),
    display_name: user?.name ?? agent.sipExt,
    agent_queues: queues,
    pause_codes: [...pauseCodes],
    dispositions: [...dispositions],
    timers: config.timers,
  };
}

const reasonOf = (code: string | null): string | null =>
  code === null ? null : (pauseCodes.find((p) => p.code === code)?.reason ?? code);

const toStatus = (row: typeof telephonyAgentStatus.$inferSelect | undefined): AgentStatus => ({
  state: (row?.state ?? 'logged_out') as AgentStatus['state'],
  pause_code: row?.pauseCode ?? null,
  pause_reason: reasonOf(row?.pauseCode ?? null),
  previous_pause_code: row?.previousPauseCode ?? null,
  previous_pause_reason: reasonOf(row?.previousPauseCode ?? null),
  updated_at: (row?.updatedAt ?? new Date(0)).toISOString(),
});

export async function agentStatus(ctx: DomainContext, caller: Caller): Promise<AgentStatus> {
  await requireAgent(ctx, caller);
  const [row] = await ctx.db
    .select()
    .from(telephonyAgentStatus)
    .where(eq(telephonyAgentStatus.userId, caller.userId));
  return toStatus(row);
}

/** Queue login (ready or not ready), pause with a reason code, back to ready, or queue logout. */
export async function setAgentStatus(
  ctx: DomainContext,
  caller: Caller,
  request: SetAgentStatusRequest,
): Promise<AgentStatus> {
  const agent = await requireAgent(ctx, caller);
  if (request.state === 'not_ready' && !isPauseCode(request.pause_code ?? ''))
    throw new AppError('validation', 'Choose one of the pause reasons');
  const pauseCode = request.state === 'not_ready' ? (request.pause_code ?? null) : null;
  const status = await writeAgentStatus(ctx, caller.userId, agent.tenantId, request.state, pauseCode);
  // The agent's own choice comes from a console that is open now: seen, before the sweep could judge it gone.
  await markConsoleSeen(ctx, caller.userId);
  // The queue router hears every recorded change, so whom it rings follows what the agent chose.
  acdOf(ctx)?.agentChanged(caller.userId, status);
  return status;
}

/** Records an agent state (the agent's own choice, or the service's, e.g. Not ready "Missed"), with its audit. */
export async function writeAgentStatus(
  ctx: Pick<DomainContext, 'db'>,
  userId: number,
  tenantId: number | null,
  state: AgentStatus['state'],
  pauseCode: string | null,
): Promise<AgentStatus> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(telephonyAgentStatus)
      .where(eq(telephonyAgentStatus.userId, userId));
    // The previous pause code is the last one that differs, so "back from lunch" is still known after Ready.
    const previous =
      current?.pauseCode && current.pauseCode !== pauseCode
        ? current.pauseCode
        : (current?.previousPauseCode ?? null);
    const values = { state, pauseCode, previousPauseCode: previous, updatedAt: new Date() };
    const [row] = await tx
      .insert(telephonyAgentStatus)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: telephonyAgentStatus.userId, set: values })
      .returning();
    await audit(tx, {
      action: 'telephony.agent_state',
      entity: 'user',
      entityId: userId,
      userId,
      tenantId,
      detail: { state, pause_code: pauseCode },
    });
    return toStatus(row);
  });
}

/**
 * A console of this agent is open (its push stream's liveness beat, or the agent's own state change): noted in
 * the database rather than in this process, so the sweep of any instance sees a console open on another.
 */
export async function markConsoleSeen(ctx: Pick<DomainContext, 'db'>, userId: number, now = new Date()) {
  // Anyone with an extension gets a row (logged out) on first sight, so a call of someone who never joined a
  // queue is also ended once their console is gone; staff without an extension get none.
  await ctx.db.execute(sql`
    insert into telephony_agent_status (user_id, console_seen_at)
    select user_id, ${now.toISOString()}::timestamptz from telephony_extensions where user_id = ${userId}
    on conflict (user_id) do update set console_seen_at = excluded.console_seen_at`);
}

/** /telephony/details/all_user: every staff member with an extension in the caller's tenant scope. */
export async function allTelephonyUsers(ctx: DomainContext, caller: Caller): Promise<TelephonyUser[]> {
  caller.require(permissionKeys.telephonyUse);
  if (caller.tenantId === null) return [];
  // Staff assigned to an ancestor tenant also work the selected tenant's calls.
  const granting = [...caller.scope, ...(await loadTenantTree(ctx)).ancestorIds(caller.tenantId)];
  const rows = await ctx.db
    .selectDistinct({
      userId: users.id,
      name: users.fullName,
      sipExt: telephonyExtensions.sipExt,
      state: telephonyAgentStatus.state,
      pauseCode: telephonyAgentStatus.pauseCode,
    })
    .from(telephonyExtensions)
    .innerJoin(users, eq(users.id, telephonyExtensions.userId))
    .innerJoin(userTenants, eq(userTenants.userId, users.id))
    .leftJoin(telephonyAgentStatus, eq(telephonyAgentStatus.userId, users.id))
    .where(inTenants(granting, userTenants.tenantId))
    .orderBy(telephonyExtensions.sipExt);
  const ids = rows.map((r) => r.userId);
  const memberships =
    ids.length === 0
      ? []
      : await ctx.db
          .select({
            userId: telephonyQueueMembers.userId,
            id: telephonyQueues.id,
            name: telephonyQueues.name,
            number: telephonyQueues.number,
          })
          .from(telephonyQueueMembers)
          .innerJoin(telephonyQueues, eq(telephonyQueues.id, telephonyQueueMembers.queueId))
          .where(inArray(telephonyQueueMembers.userId, ids));
  const acd = acdOf(ctx);
  return rows.map((r) => {
    const queues = memberships.filter((m) => m.userId === r.userId);
    const live = acd?.liveAgent(r.userId);
    return {
      user_id: r.userId,
      user_name: r.name,
      telephony_details: {
        sip_ext: r.sipExt,
        agent_queues: queues.map(({ id, name }) => ({ id, name })),
        state: (r.state ?? 'logged_out') as TelephonyUser['telephony_details']['state'],
        pause_reason: reasonOf(r.pauseCode ?? null),
        // The queue router's live view, when this instance runs one (the supervisor's queue view, issue 20).
        ...(acd && {
          live_state: live?.state ?? 'offline',
          live_since: live?.since ?? null,
          missed: live?.missed ?? 0,
          rejected: live?.rejected ?? 0,
          live_queues: queues.map(({ id, name, number }) => ({ id, name, number, ...acd.liveQueue(id) })),
        }),
      },
    };
  });
}
