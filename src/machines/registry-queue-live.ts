import type { TelephonyUser } from '../contracts/telephony/details';
import type { ServiceLevelReport } from '../contracts/telephony/service-level';
import { queueLiveMachine, type QueueLiveEvent } from './queue-live.machine';
import { queueSetupMachine, queueSetupSampleEvents } from './queue-setup.machine';
import { promptsMachine, promptsSampleEvents } from './prompts.machine';
import { recordingSettingsMachine, recordingSettingsSampleEvents } from './recording-settings.machine';
import type { RegistryEntry } from './registry-entry';
import { wallboardMachine, type WallboardEvent } from './wallboard.machine';

const user: TelephonyUser = {
  user_id: 3,
  user_name: 'Naledi Mokoena',
  telephony_details: {
    sip_ext: '1003',
    agent_queues: [{ id: 1, name: 'Member services' }],
    state: 'ready',
    pause_reason: null,
    live_state: 'on_call',
    live_since: '2026-11-26T08:00:00.000Z',
    missed: 1,
    rejected: 0,
    live_queues: [{ id: 1, name: 'Member services', number: '7001', waiting: 2, longest_wait_seconds: 40 }],
  },
};

const events: QueueLiveEvent[] = [
  { type: 'live.loaded', users: [user], at: 1764144000000 },
  { type: 'live.failed', error: 'The service did not answer' },
  { type: 'live.tick', now: 1764144001000 },
];

const report: ServiceLevelReport = {
  day: '2026-11-26',
  at: '2026-11-26T08:00:00.000Z',
  queues: [],
  hours: [],
};
const wallboardEvents: WallboardEvent[] = [
  { type: 'wallboard.loaded', report, at: 1764144000000 },
  { type: 'wallboard.failed', error: 'The service did not answer' },
  { type: 'wallboard.tick', now: 1764144001000 },
];

/** The supervisor's live queue view on the team home (issue 20), the wallboard and Call queues (issue 39). */
export const queueLiveEntries: RegistryEntry[] = [
  {
    id: 'queueLive',
    machine: queueLiveMachine,
    purpose:
      'Queues live: all_user every 5 s per queue (waiting, longest wait, agents by state), clocks each second',
    sampleEvents: events,
  },
  {
    id: 'wallboard',
    machine: wallboardMachine,
    purpose:
      'Wallboard: today’s service level and the live queues every 5 s, the longest waits tick each second',
    sampleEvents: wallboardEvents,
  },
  {
    id: 'queueSetup',
    machine: queueSetupMachine,
    purpose:
      'Call queues: list the queues in scope, save one queue’s wait limit, overflow and recording, read again',
    sampleEvents: queueSetupSampleEvents,
  },
  {
    id: 'recordingSettings',
    machine: recordingSettingsMachine,
    purpose:
      'Call queues’ Floor settings: the tenant’s recording settings, read once and saved whole (a toast)',
    sampleEvents: recordingSettingsSampleEvents,
  },
  {
    id: 'prompts',
    machine: promptsMachine,
    purpose:
      'Floor settings’ Prompts: the tenant’s own recordings, uploaded, played and reverted one at a time',
    sampleEvents: promptsSampleEvents,
  },
];
