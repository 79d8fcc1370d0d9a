import type { CallCase, CallCaseRequest, CallerLookup } from '../../contracts/telephony/call-case';
import type {
  CallDispositionRequest,
  CallEventRequest,
  CallLogEntry,
  CallStartRequest,
  QueueStats,
} from '../../contracts/telephony/calls';
import type {
  AgentStatus,
  SetAgentStatusRequest,
  TelephonyDetails,
  TelephonyUser,
} from '../../contracts/telephony/details';
import { telephonyPaths as paths } from '../../contracts/telephony/paths';
import type { SipReachability } from '../../contracts/telephony/sip-server';
import { post } from '../http';

export const telephonyApi = {
  details: () => post<TelephonyDetails>(paths.sessionDetails, {}),
  allUsers: () => post<TelephonyUser[]>(paths.allUsers, {}),
  agentStatus: () => post<AgentStatus>(paths.agentStatus, {}),
  setAgentStatus: (body: SetAgentStatusRequest) => post<AgentStatus>(paths.setAgentStatus, body),
  startCall: (body: CallStartRequest) => post<CallLogEntry>(paths.callStart, body),
  callEvent: (body: CallEventRequest) => post<CallLogEntry>(paths.callEvent, body),
  dispose: (body: CallDispositionRequest) => post<CallLogEntry>(paths.callDisposition, body),
  callLog: () => post<CallLogEntry[]>(paths.callLog, {}),
  queueStats: () => post<QueueStats>(paths.queueStats, {}),
  lookupCaller: (number: string) => post<CallerLookup>(paths.callerLookup, { number }),
  createCase: (body: CallCaseRequest) => post<CallCase>(paths.callCase, body),
  sipReachable: () => post<SipReachability>(paths.sipReachable, {}),
};
