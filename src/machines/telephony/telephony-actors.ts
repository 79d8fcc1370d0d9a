import { catchError, EMPTY, from, map, merge, mergeMap, share, type Observable } from 'rxjs';
import { fromEventObservable, fromPromise, type EventObject } from 'xstate';
import type { AgentStatus, SetAgentStatusRequest, WorkgroupLine } from '../../contracts/telephony/details';
import type { PublicDetails, TelephonyEvent, TransferTarget } from '../../contracts/telephony/types';
import { unwrap } from '../../services/http-result';
import { serviceConfig } from '../../services/service-config';
import { callLogRecorder } from '../../services/telephony/call-log-recorder';
import { callRecorder } from '../../services/telephony/call-recorder';
import { jssipPhone } from '../../services/telephony/jssip-phone';
import { sipCredentials } from '../../services/telephony/sip-credentials';
import { telephonyApi } from '../../services/telephony/telephony-api';
import { workflowApi } from '../../services/workflow-api';
import {
  browserOnlineEvents,
  connectivity as onlineStates,
  lostConnectionNotices,
  probeService,
} from '../../streams/connectivity';
import { poll } from '../../streams/poll';
import { retrySchedule } from '../../streams/retry-schedule';

const events = (source: Observable<TelephonyEvent>) => source as Observable<EventObject>;

/** msg[0].telephony_details of the default Case workgroup (spec §7); a missing line only leaves it unshown. */
const lineOf = (answer: Awaited<ReturnType<typeof workflowApi.defaultWorkgroup>>): WorkgroupLine | null => {
  if (answer.kind !== 'ok' || !Array.isArray(answer.msg)) return null;
  const first = answer.msg[0] as { telephony_details?: WorkgroupLine | null } | undefined;
  return first?.telephony_details ?? null;
};

const loadDetails = fromPromise<PublicDetails>(async () => {
  const [session, workgroup] = await Promise.all([
    telephonyApi.details(),
    workflowApi.defaultWorkgroup('Case'),
  ]);
  // The password goes to the SIP adapter only: it never enters the machine's context (or the inspector's trace).
  const { password, ...details } = unwrap(session);
  sipCredentials.keep(password);
  return { ...details, line: lineOf(workgroup) };
});

const retry = fromEventObservable<EventObject, { intervalMs: number; limitMs: number }>(({ input }) =>
  events(
    retrySchedule(input.intervalMs, input.limitMs).pipe(
      map((tick): TelephonyEvent =>
        tick.kind === 'attempt'
          ? { type: 'retry.attempt', attempt: tick.attempt }
          : { type: 'retry.gaveUp', attempts: tick.attempts },
      ),
    ),
  ),
);

const connectivity = fromEventObservable<EventObject, { pollMs: number; noticeMs: number }>(({ input }) => {
  const online = onlineStates(
    () => probeService(`${serviceConfig.serviceUrl}/version`),
    input.pollMs,
    browserOnlineEvents(),
  ).pipe(share());
  return events(
    merge(
      online.pipe(map((up): TelephonyEvent => ({ type: up ? 'net.online' : 'net.offline' }))),
      lostConnectionNotices(online, input.noticeMs).pipe(map((): TelephonyEvent => ({ type: 'net.notice' }))),
    ),
  );
});

const queueStats = fromEventObservable<EventObject, { delayMs: number; periodMs: number }>(({ input }) =>
  events(
    poll(
      () =>
        from(telephonyApi.queueStats()).pipe(
          map((result): TelephonyEvent[] =>
            result.kind === 'ok' ? [{ type: 'queue.stats', stats: result.data }] : [],
          ),
          // A failed poll leaves the last figures on screen; the next period tries again.
          catchError(() => EMPTY),
        ),
      input.periodMs,
      { initialDelayMs: input.delayMs },
    ).pipe(mergeMap((list) => list)),
  ),
);

/** The telephony machine's actors: the service, JsSIP, the call log recorder and the RxJS streams. */
export const telephonyActors = {
  loadDetails,
  loadAgentStatus: fromPromise<AgentStatus>(async () => unwrap(await telephonyApi.agentStatus())),
  // Colleagues with an extension: the transfer dialog's picks (the service leaves out no one the caller may see).
  loadDirectory: fromPromise<TransferTarget[]>(async () =>
    unwrap(await telephonyApi.allUsers()).map((u) => ({
      ext: u.telephony_details.sip_ext,
      name: u.user_name,
      state: u.telephony_details.state,
    })),
  ),
  setAgentStatus: fromPromise<AgentStatus, SetAgentStatusRequest>(async ({ input }) =>
    unwrap(await telephonyApi.setAgentStatus(input)),
  ),
  sip: jssipPhone,
  callLog: callLogRecorder,
  callRecorder,
  retry,
  connectivity,
  queueStats,
};
