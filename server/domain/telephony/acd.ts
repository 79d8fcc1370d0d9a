import { eq, isNotNull } from 'drizzle-orm';
import type { AcdOffer } from '../../../src/contracts/telephony/acd';
import type { AgentStatus } from '../../../src/contracts/telephony/details';
import type { RoutingAgentState } from '../../../src/rules/call-routing';
import { telephonyAgentStatus, telephonyQueues } from '../../db/schema';
import type { DomainContext } from '../context';
import { boardBackstopMs, routingStateOf, type AcdOptions, type AcdQueue } from './acd-options';
import { liveViews } from './acd-live';
import { handedOver, overflowRules } from './acd-overflow';
import { registerAcd } from './acd-registry';
import { acdWrites } from './acd-writes';
import { createQueueCallLog } from './queue-calls';
import { createRoutingBoard } from './routing-board';
import { loadRoutingAgents } from './routing-records';

export type Acd = Awaited<ReturnType<typeof startAcd>>;

/**
 * The service's queue router: one routing board per instance, loaded from the recorded agent states and the
 * numbered queues, fed by recorded status changes and by the SIP server's call events, closed with the service.
 */
export async function startAcd(ctx: DomainContext, options: AcdOptions) {
  const rows = await ctx.db.select().from(telephonyQueues).where(isNotNull(telephonyQueues.number));
  const queues = new Map<string, AcdQueue>(rows.map((q) => [String(q.id), { ...q, number: q.number ?? '' }]));
  const ringSecondsOf = (q: AcdQueue) => options.ringTimeoutSeconds ?? q.ringTimeoutSeconds;
  const { flush, track, recordMissed } = acdWrites(ctx, options.log);

  const callQueue = new Map<string, string>();
  // The durable record of each queued caller (issue 39), written behind the router's answers.
  const queueCalls = createQueueCallLog(ctx, options.log);
  const handed = handedOver();
  // Kept by reference in the board: a changed rule holds from the next question (overflowChanged).
  const rules = overflowRules(rows);
  const board = createRoutingBoard({
    queues: [...queues.values()].map((q) => ({
      id: String(q.id),
      number: q.number,
      ringTimeoutMs: ringSecondsOf(q) * 1000 + boardBackstopMs,
    })),
    agents: await loadRoutingAgents(ctx),
    ...(options.maxWaitSeconds !== undefined && { maxWaitMs: options.maxWaitSeconds * 1000 }),
    overflow: rules,
    // The first queue's row ends as overflowed; the caller's next question opens their row in the next queue.
    onOverflowed: (callId, from, to) => {
      queueCalls.gaveUp(callId);
      options.info?.(`queue router: ${callId} waited the limit of queue ${from} and goes on to queue ${to}`);
    },
    onMissed: (agent) => track(recordMissed(Number(agent.id))),
    onDropped: (callId, why) => {
      callQueue.delete(callId);
      note();
      options.info?.(
        why === 'gave_up'
          ? `queue router: ${callId} waited the limit and is sent away`
          : `queue router: ${callId} left the queue (the SIP server stopped asking about it)`,
      );
    },
  });

  // When each agent's live state began, for the supervisor's view: noted on every change the board makes.
  const live = liveViews(board, {
    tenantOf: (queueId) => queues.get(queueId)?.tenantId,
    changed: (tenantIds) => ctx.bus.publish({ topic: 'queue-live', tenantIds }),
  });
  const note = live.note;
  const wrapTimers = new Set<ReturnType<typeof setTimeout>>();

  // Agents whose phone the SIP server reported unregistered (phone off, or its WebSocket closed): Offline, whatever
  // their recorded choice, until their phone registers again. Unknown (no report yet) means as recorded.
  const unregistered = new Set<string>();

  /** The agent takes calls again in the state they last chose: after wrap-up, or when their phone is back. */
  const restoreRecorded = async (agentId: string, from: RoutingAgentState) => {
    if (board.snapshot().agents.get(agentId)?.state !== from) return;
    const [row] = await ctx.db
      .select()
      .from(telephonyAgentStatus)
      .where(eq(telephonyAgentStatus.userId, Number(agentId)));
    const recorded = row?.state === 'ready' || row?.state === 'not_ready' ? row.state : 'offline';
    if (board.snapshot().agents.get(agentId)?.state !== from) return; // changed while the row was read
    board.agentState(agentId, unregistered.has(agentId) ? 'offline' : recorded, row?.pauseCode ?? null);
    note();
  };
  const endWrapUp = (agentId: string) => restoreRecorded(agentId, 'wrap_up');

  /** A report about an offer counts only while that extension still holds it (a late one changes nothing). */
  const holds = (callId: string, extension: string) => {
    const state = board.snapshot();
    const offer = state.offers.get(callId);
    return offer !== undefined && state.agents.get(offer.agentId)?.extension === extension;
  };

  const acd = {
    queues,
    async offer(queueNumber: string, callId: string, caller: string | null = null): Promise<AcdOffer | null> {
      await flush();
      // The queue the caller waits in (another than the number's after an overflow), read before a give-up
      // takes them off the board.
      const inQueue = () => {
        const state = board.snapshot();
        return state.waiting.find((c) => c.callId === callId) ?? state.offers.get(callId);
      };
      const before = inQueue();
      const decision = board.decideOffer(queueNumber, callId);
      note();
      const current = decision?.give_up ? before : inQueue();
      const queue =
        queues.get(current?.queueId ?? '') ?? [...queues.values()].find((q) => q.number === queueNumber);
      if (!decision || !queue) return null;
      queueCalls.arrived({ tenantId: queue.tenantId, queueId: queue.id }, callId, caller);
      if (decision.give_up) queueCalls.gaveUp(callId);
      else callQueue.set(callId, String(queue.id));
      if (decision.overflow) handed.note(callId, queue.id, before?.arrivedAt ?? Date.now());
      return {
        extension: decision.extension,
        wait_position: decision.wait_position,
        give_up: decision.give_up ?? false,
        overflow: decision.overflow ?? null,
        ring_timeout_seconds: ringSecondsOf(queue),
        queue_id: queue.id,
        queue_name: queue.name,
        wrap_up_seconds: queue.wrapUpSeconds,
      };
    },
    async missed(callId: string, extension: string): Promise<boolean> {
      const held = holds(callId, extension);
      if (held) board.missed(callId);
      note();
      await flush();
      return held;
    },
    rejected(callId: string, extension: string): boolean {
      const held = holds(callId, extension);
      if (held) board.rejected(callId);
      note();
      return held;
    },
    answered(callId: string) {
      board.answered(callId);
      const agentId = board.snapshot().connected.get(callId);
      if (agentId !== undefined) queueCalls.answered(callId, Number(agentId));
      note();
    },
    /** The agent's console is gone (the liveness sweep): offline here, and their calls are theirs no more. */
    agentGone(userId: number) {
      if (board.snapshot().agents.get(String(userId))?.state === 'offline') return;
      board.agentGone(String(userId));
      note();
    },
    /**
     * The SIP server saw the extension's phone register or go (unregistered, or its WebSocket closed). An agent
     * between calls follows at once; one on a call or being offered one is left to that call's own end.
     */
    registration(extension: string, registered: boolean) {
      const agent = [...board.snapshot().agents.values()].find((a) => a.extension === extension);
      if (!agent) return;
      if (registered) {
        unregistered.delete(agent.id);
        track(restoreRecorded(agent.id, 'offline'));
        return;
      }
      unregistered.add(agent.id);
      if (agent.state === 'ready' || agent.state === 'not_ready') board.agentState(agent.id, 'offline');
      note();
    },
    /** Any end of a call: a hang-up, a CANCEL, a caller gone. Unknown call ids change nothing. */
    ended(callId: string) {
      const agentId = board.snapshot().connected.get(callId);
      const queue = queues.get(callQueue.get(callId) ?? '');
      callQueue.delete(callId);
      board.hungUp(callId);
      const recorded = queueCalls.ended(callId);
      note();
      if (agentId === undefined) return;
      const timer = setTimeout(
        () => {
          wrapTimers.delete(timer);
          if (recorded) queueCalls.wrapUpEnded(recorded, callId);
          track(endWrapUp(agentId));
        },
        (queue?.wrapUpSeconds ?? 0) * 1000,
      );
      wrapTimers.add(timer);
    },
    agentChanged(userId: number, status: AgentStatus) {
      const id = String(userId);
      const agent = board.snapshot().agents.get(id);
      // The console joins the queues only with its phone registered: that choice is news of the phone too.
      if (status.state === 'ready' || status.state === 'not_ready') unregistered.delete(id);
      // A state chosen during a call applies at its end (endWrapUp reads it), not while the agent talks.
      if (agent?.state === 'on_call') return;
      if (agent) {
        board.agentState(id, routingStateOf(status), status.pause_reason);
        note();
        return;
      }
      // Not on the board yet (a queue membership or extension added since start): load them as recorded.
      track(
        loadRoutingAgents(ctx).then((agents) => {
          const loaded = agents.find((a) => a.id === id);
          if (loaded) board.upsertAgent(loaded);
          note();
        }),
      );
    },
    /**
     * A call the router did not offer (outbound, or dialled to the extension): the agent takes no offers while it
     * lasts, and afterwards is back in the state they last chose. Calls the router made are its own business.
     */
    directCall(userId: number, live: boolean) {
      const id = String(userId);
      const state = board.snapshot();
      const agent = state.agents.get(id);
      if (!agent || agent.state === 'offered' || [...state.connected.values()].includes(id)) return;
      if (live && agent.state !== 'on_call') board.agentState(id, 'on_call');
      if (!live && agent.state === 'on_call') {
        board.agentState(id, 'wrap_up');
        track(endWrapUp(id));
      }
      note();
    },
    monitoring(userId: number, open: boolean) {
      board.monitoring(String(userId), open);
      note();
    },
    monitoringUsers: () => board.monitoringAgents().map(Number),
    snapshot: () => board.snapshot(),
    /** The queue of a call this router holds now (Kamailio's Call-ID): the one its waiting music is for. */
    queueOfHeldCall: (callId: string) => (callQueue.has(callId) ? Number(callQueue.get(callId)) : null),
    overflowChanged: (queueId: number, rule: Omit<Parameters<typeof overflowRules>[0][number], 'id'>) =>
      overflowRules([{ ...rule, id: queueId }]).forEach((r, id) => rules.set(id, r)),
    /** A stored callback request asks like a caller, by its first arrival and without a limit (issue 39). */
    decideCallback: (queueNumber: string, callId: string, arrivedAt: number) =>
      board.decideOffer(queueNumber, callId, { arrivedAt }),
    /** A caller handed to voicemail or callback: their queue and first arrival (unknown after 15 min). */
    handedOver: (callId: string) => handed.get(callId),
    liveAgent: live.liveAgent,
    liveQueue: live.liveQueue,
    close() {
      unregister();
      board.close();
      for (const timer of wrapTimers) clearTimeout(timer);
      wrapTimers.clear();
    },
  };
  const unregister = registerAcd(ctx, acd);
  return acd;
}
