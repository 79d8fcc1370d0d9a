import { createContext, useContext } from 'react';
import { askSoftphone } from '../machines/telephony/softphone-requests';
import type { MonitorRequest } from '../machines/telephony/softphone.machine';
import { useAppActors } from './actors';

/** A test provides its own to see what a button asked for; the console leaves it empty. */
export const MonitorContext = createContext<((request: MonitorRequest) => boolean) | null>(null);

/**
 * Supervisor monitoring from any screen (Queues live): an event to this tab's softphone in the console's system,
 * false when none runs here.
 */
export const useMonitor = (): ((request: MonitorRequest) => boolean) => {
  const provided = useContext(MonitorContext);
  const { phoneSession } = useAppActors();
  return (
    provided ?? ((request) => askSoftphone(phoneSession, { type: 'softphone.monitor.request', request }))
  );
};
