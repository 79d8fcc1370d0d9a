import type { PublicTestCallerDetails } from '../contracts/telephony/test-caller';
import { done, failed, type RegistryEntry } from './registry-entry';
import { testCallerMachine, type TestCallerEvent } from './test-caller.machine';

const details: PublicTestCallerDetails = {
  ws_uri: 'ws://127.0.0.1:5066',
  sip_domain: 'staff-console.local',
  uri: 'sip:27825551001@staff-console.local',
  authorization_user: '1764147600:27825551001',
  expires_at: '2026-11-26T09:00:00.000Z',
  display_name: 'Test caller (Sipho Supervisor)',
  caller_number: '27825551001',
  targets: [{ number: '1003', label: 'Thandi Agent (1003)' }],
};

const events: TestCallerEvent[] = [
  { type: 'testCaller.start' },
  { type: 'phone.connected' },
  { type: 'phone.unavailable', reason: 'No SIP server at ws://127.0.0.1:5066' },
  { type: 'testCaller.target', value: '1003' },
  { type: 'testCaller.call', number: '12' },
  { type: 'testCaller.call', number: '1003' },
  { type: 'phone.progress' },
  { type: 'phone.answered', by: null },
  { type: 'testCaller.tick', now: 1764147605000 },
  { type: 'testCaller.dtmf', tone: '5' },
  { type: 'phone.transferred', to: '1004' },
  { type: 'testCaller.hangup' },
  { type: 'phone.ended', cause: 'Terminated', by: 'local' },
];

/** The supervisors' test caller (issue 20); monitoring is in registry-monitor.ts. */
export const testCallerEntries: RegistryEntry[] = [
  {
    id: 'testCaller',
    machine: testCallerMachine,
    purpose: 'Test caller: its own SIP identity, dials a queue or an extension, DTMF, hang up, who answered',
    sampleEvents: [done('loadDetails', details), failed('loadDetails'), ...events],
  },
];
