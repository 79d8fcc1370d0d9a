import { z } from 'zod';
import {
  catchError,
  concat,
  defer,
  filter,
  finalize,
  Observable,
  of,
  retry,
  share,
  startWith,
  tap,
  throwError,
  timer,
  type SchedulerLike,
} from 'rxjs';
import { workflowChange, type WorkflowChange } from '../contracts/workflow/cases';
import { workflowPaths } from '../contracts/workflow/paths';
import { recordPresence, type RecordPresence } from '../contracts/workflow/presence';
import { agentStatus, type AgentStatus } from '../contracts/telephony/details';
import { callbackOffer, type CallbackOffer } from '../contracts/telephony/callbacks';
import { monitorPush, type MonitorPush } from '../contracts/telephony/monitor';
import { clientInfoHeader } from '../services/client-info';
import { reportSessionInvalid } from '../services/http';
import { serviceConfig } from '../services/service-config';
import { getToken } from '../services/token-store';

export type WorkflowPush =
  | { kind: 'ready' }
  | { kind: 'lost' }
  | { kind: 'change'; change: WorkflowChange }
  | { kind: 'notification' }
  | { kind: 'presence'; presence: RecordPresence }
  | { kind: 'agent-status'; status: AgentStatus }
  /** Issue 39: a callback request rings this agent's dock; null withdraws it. */
  | { kind: 'callback-offer'; offer: CallbackOffer | null }
  | { kind: 'monitor'; push: MonitorPush }
  /** Issue 39: the floor of the caller's tenants changed (Queues live and the wallboard read it again). */
  | { kind: 'queue-live' };

/** Events that carry a payload, each read with its contract; a payload that does not parse is dropped. */
const payloadEvents = {
  change: (data: unknown): WorkflowPush | null => {
    const change = workflowChange.safeParse(data);
    return change.success ? { kind: 'change', change: change.data } : null;
  },
  presence: (data: unknown): WorkflowPush | null => {
    const presence = recordPresence.safeParse(data);
    return presence.success ? { kind: 'presence', presence: presence.data } : null;
  },
  'agent-status': (data: unknown): WorkflowPush | null => {
    const status = agentStatus.safeParse(data);
    return status.success ? { kind: 'agent-status', status: status.data } : null;
  },
  'callback-offer': (data: unknown): WorkflowPush | null => {
    const push = z.object({ offer: callbackOffer.nullable() }).safeParse(data);
    return push.success ? { kind: 'callback-offer', offer: push.data.offer } : null;
  },
  monitor: (data: unknown): WorkflowPush | null => {
    const push = monitorPush.safeParse(data);
    return push.success ? { kind: 'monitor', push: push.data } : null;
  },
} as const;
const isPayloadEvent = (event: string): event is keyof typeof payloadEvents =>
  Object.hasOwn(payloadEvents, event);

/** Splits a Server-Sent Events text stream into events; pure so it is tested without a network. */
export function parseSse(buffer: string): { events: { event: string; data: string }[]; rest: string } {
  const events: { event: string; data: string }[] = [];
  let rest = buffer.replace(/\r\n/g, '\n');
  let cut: number;
  while ((cut = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, cut);
    rest = rest.slice(cut + 2);
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/**
 * One connection to the push channel. fetch, not EventSource: the token travels in the Authorization header,
 * never in a URL. Completes with an error when the stream drops, so the caller's retry reconnects.
 */
export const workflowEventSource = (): Observable<WorkflowPush> =>
  new Observable<WorkflowPush>((subscriber) => {
    const controller = new AbortController();
    const token = getToken();
    void (async () => {
      const response = await fetch(`${serviceConfig.serviceUrl}${workflowPaths.events}`, {
        headers: { info: clientInfoHeader(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        credentials: 'include',
        signal: controller.signal,
      });
      if (!response.ok || !response.body || !/event-stream/.test(response.headers.get('content-type') ?? ''))
        throw new Error('The live updates channel is not available');
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) throw new Error('The live updates channel closed');
        const parsed = parseSse(buffer + decoder.decode(value, { stream: true }));
        buffer = parsed.rest;
        for (const e of parsed.events) {
          if (e.event === 'ready') subscriber.next({ kind: 'ready' });
          if (e.event === 'notification') subscriber.next({ kind: 'notification' });
          if (e.event === 'queue-live') subscriber.next({ kind: 'queue-live' });
          // Signed out, password changed elsewhere or expired: the auth actor sends the user to sign-in.
          if (e.event === 'session-ended') {
            reportSessionInvalid(workflowPaths.events);
            throw new Error('The session has ended');
          }
          if (!isPayloadEvent(e.event)) continue;
          const push = payloadEvents[e.event](JSON.parse(e.data));
          if (push) subscriber.next(push);
        }
      }
    })().catch((error: unknown) => {
      if (!controller.signal.aborted) subscriber.error(error);
    });
    return () => controller.abort();
  });

/**
 * The channel with reconnection: 1 s, 2 s, 4 s … up to 15 s between attempts, for as long as it is wanted. A drop
 * is announced ('lost') so the lists can reload once the channel is back ('ready'): changes made meanwhile were
 * not pushed to this console.
 */
export const reconnectingEvents = (
  source: () => Observable<WorkflowPush> = workflowEventSource,
  scheduler?: SchedulerLike,
): Observable<WorkflowPush> =>
  defer(source).pipe(
    catchError((error: unknown) =>
      concat(
        of<WorkflowPush>({ kind: 'lost' }),
        throwError(() => error),
      ),
    ),
    retry({
      delay: (_error, attempt) => timer(Math.min(15_000, 1000 * 2 ** (attempt - 1)), scheduler),
      resetOnSuccess: true,
    }),
  );

/**
 * One connection per tab, shared by every listener (the header, the lists, the record page, the phone, the callback
 * banner): a browser holds six connections to the service at most, and with one push stream per listener two tabs
 * of one agent used them all, so the second tab's calls waited for ever. A listener that joins an open channel is
 * told it is 'ready' at once, as a connection of its own would have said.
 */
export const sharedEvents = (source: () => Observable<WorkflowPush> = workflowEventSource) => {
  let open = false;
  const live = reconnectingEvents(source).pipe(
    tap((push) => {
      if (push.kind === 'ready') open = true;
      if (push.kind === 'lost') open = false;
    }),
    finalize(() => (open = false)),
    share(),
  );
  return defer(() => (open ? live.pipe(startWith<WorkflowPush>({ kind: 'ready' })) : live));
};

const channel = sharedEvents();

/** The console's push channel (see sharedEvents). */
export const workflowEvents = (): Observable<WorkflowPush> => channel;

/** The floor changed (a caller queued or left, an agent's state): the live views' nudge (issue 39). */
export const floorChanges = (): Observable<WorkflowPush> =>
  workflowEvents().pipe(filter((push) => push.kind === 'queue-live'));
