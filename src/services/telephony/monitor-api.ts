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
  stop: (body: MonitorStopRequest) => post<MonitorStopped>(paths.stop, body),
};
