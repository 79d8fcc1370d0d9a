import type { MonitorSession } from '../contracts/telephony/monitor';
import { done, failed, type RegistryEntry } from './registry-entry';
import { monitorMachine, type MonitorEvent } from './telephony/monitor.machine';

const monitorId = '6f1c2a3e-4b5d-4e6f-8a7b-9c0d1e2f3a4b';
const session: MonitorSession = {
  monitor_id: monitorId,
  token: '0123456789abcdef0123456789abcdef',
  mode: 'listen',
  agent_name: 'Naledi Mokoena',
  agent_ext: '1003',
};

const events: MonitorEvent[] = [
  { type: 'monitor.start', agent_user_id: 3, agent_name: 'Naledi Mokoena', mode: 'listen' },
  { type: 'monitor.mode', mode: 'whisper' },
  { type: 'monitor.leg', event: { type: 'sip.monitor.connected' } },
  { type: 'monitor.leg', event: { type: 'sip.monitor.ended', cause: 'Terminated' } },
  { type: 'monitor.stop' },
  { type: 'monitor.dismiss' },
  {
    type: 'monitor.pushed',
    push: {
      kind: 'start',
      monitor_id: monitorId,
      token: session.token,
      mode: 'listen',
      supervisor_name: 'Pieter van der Merwe',
      supervisor_ext: '1002',
      notice: true,
    },
  },
  { type: 'monitor.pushed', push: { kind: 'mode', monitor_id: monitorId, mode: 'barge' } },
  { type: 'monitor.pushed', push: { kind: 'stop', monitor_id: monitorId } },
];

/** Supervisor monitoring (issue 39). */
export const monitorEntries: RegistryEntry[] = [
  {
    id: 'monitor',
    machine: monitorMachine,
    purpose:
      'Supervisor monitoring: listen, whisper, barge and stop; the monitored agent’s side from the push',
    sampleEvents: [
      done('start', session),
      failed('start'),
      done('changeMode', { mode: 'whisper' }),
      failed('changeMode'),
      done('stop', { duration_seconds: 12 }),
      failed('stop'),
      ...events,
    ],
  },
];
