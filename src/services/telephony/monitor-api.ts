import {
  monitorPaths as paths,
  type MonitorMode,
  type MonitorModeRequest,
  type MonitorSession,
  type MonitorStartRequest,
  type MonitorStopped,
  type MonitorStopRequest,
} from '../../contracts/telephony/monitor';
import { post } from '../http';

export const monitorApi = {
  start: (body: MonitorStartRequest) => post<MonitorSession>(paths.start, body),
  mode: (body: MonitorModeRequest) => post<{ mode: MonitorMode }>(paths.mode, body),
  // Refused only when the session has already ended (the call's end or the sweep wrote its stop row): the supervisor
  // wanted it over, and it is, so no toast.
  stop: (body: MonitorStopRequest) => post<MonitorStopped>(paths.stop, body, { quiet: true }),
};
