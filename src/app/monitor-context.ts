import { createContext, useContext } from 'react';
import { requestMonitor, type MonitorRequest } from '../streams/monitor-requests';

/**
 * Supervisor monitoring from any screen (Queues live): hands the request to this tab's softphone, false when none
 * is listening. The app's wiring is the default; a test provides its own to see what a button asked for.
 */
export const MonitorContext = createContext<(request: MonitorRequest) => boolean>(requestMonitor);

export const useMonitor = () => useContext(MonitorContext);
