import { Subject } from 'rxjs';
import type { MonitorMode } from '../contracts/telephony/monitor';

export type MonitorRequest = { agent_user_id: number; agent_name: string; mode: MonitorMode };

const requests = new Subject<MonitorRequest>();

/** Queues live asks to monitor an agent; the softphone of the tab that owns the phone takes the request. */
export const monitorRequests = requests.asObservable();

/** False when no softphone is listening (not loaded here), so the screen can say so. */
export const requestMonitor = (request: MonitorRequest): boolean => {
  if (!requests.observed) return false;
  requests.next(request);
  return true;
};
