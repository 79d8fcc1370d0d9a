import { catchError, EMPTY, from, map, merge, mergeMap, share, type Observable } from 'rxjs';
import { fromEventObservable, fromPromise, type EventObject } from 'xstate';
import type { AgentStatus, SetAgentStatusRequest } from '../../contracts/telephony/details';
import type { CallCase, CallCaseRequest, CallerLookup } from '../../contracts/telephony/call-case';
import { callCaseMachine } from '../../machines/call-case.machine';
import { telephonyMachine } from '../../machines/telephony.machine';
import type { PublicDetails, TelephonyEvent } from '../../contracts/telephony/types';
import { unwrap } from '../../services/http-result';
import { serviceConfig } from '../../services/service-config';
import { callLogRecorder } from '../../services/telephony/call-log-recorder';
import { jssipPhone } from '../../services/telephony/jssip-phone';
import { sipCredentials } from '../../services/telephony/sip-credentials';
import { telephonyApi } from '../../services/telephony/telephony-api';
import {
  browserOnlineEvents,
  connectivity,
  lostConnectionNotices,
  probeService,
} from '../../streams/connectivity';
import { poll } from '../../streams/poll';
import { retrySchedule } from '../../streams/retry-schedule';

const events = (source: Observable<TelephonyEvent>) => source as Observable<EventObject>;

/** The telephony machine with the real parts: the service, JsSIP, the RxJS streams. */
export const softphoneMachine = (notifyOffline: () => void) =>
  telephonyMachine.provide({
    actors: {
      loadDetails: fromPromise<PublicDetails>(async () => {
        const { password, ...details } = unwrap(await telephonyApi.details());
        sipCredentials.keep(password);
        return details;
      }),
      loadAgentStatus: fromPromise<AgentStatus>(async () => unwrap(await telephonyApi.agentStatus())),
      setAgentStatus: fromPromise<AgentStatus, SetAgentStatusRequest>(async ({ input }) =>
        unwrap(await telephonyApi.setAgentStatus(input)),
      ),
      sip: jssipPhone,
      callLog: callLogRecorder,
      retry: fromEventObservable<EventObject, { intervalMs: number; limitMs: number }>(({ input }) =>
        events(
          retrySchedule(input.intervalMs, input.limitMs).pipe(
            map((tick): TelephonyEvent =>
              tick.kind === 'attempt'
                ? { type: 'retry.attempt', attempt: tick.attempt }
                : { type: 'retry.gaveUp', attempts: tick.attempts },
            ),
          ),
        ),
      ),
      connectivity: fromEventObservable<EventObject, { pollMs: number; noticeMs: number }>(({ input }) => {
        const online = connectivity(
          () => probeService(`${serviceConfig.serviceUrl}/version`),
          input.pollMs,
          browserOnlineEvents(),
        ).pipe(share());
        return events(
          merge(
            online.pipe(map((up): TelephonyEvent => ({ type: up ? 'net.online' : 'net.offline' }))),
            lostConnectionNotices(online, input.noticeMs).pipe(
              map((): TelephonyEvent => ({ type: 'net.notice' })),
            ),
          ),
        );
      }),
      queueStats: fromEventObservable<EventObject, { delayMs: number; periodMs: number }>(({ input }) =>
        events(
          poll(
            () =>
              from(telephonyApi.queueStats()).pipe(
                map((result): TelephonyEvent[] =>
                  result.kind === 'ok' ? [{ type: 'queue.stats', stats: result.data }] : [],
                ),
                catchError(() => EMPTY),
              ),
            input.periodMs,
            { initialDelayMs: input.delayMs },
          ).pipe(mergeMap((list) => list)),
        ),
      ),
    },
    actions: { notifyOffline },
  });

/** The guided call-to-case flow with the service's lookup and case creation. */
export const callFlowMachine = callCaseMachine.provide({
  actors: {
    lookupCaller: fromPromise<CallerLookup, { number: string }>(async ({ input }) =>
      unwrap(await telephonyApi.lookupCaller(input.number)),
    ),
    createCase: fromPromise<CallCase, CallCaseRequest>(async ({ input }) =>
      unwrap(await telephonyApi.createCase(input)),
    ),
  },
});
