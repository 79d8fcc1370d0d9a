import type { PhoneMirror } from '../contracts/telephony/phone-tabs';
import type { RegistryEntry } from './registry-entry';
import { phoneLeaderMachine, type PhoneLeaderEvent } from './telephony/phone-leader.machine';

const onCall: PhoneMirror = { state: 'On call', number: '0821234567', inCall: true, since: 1764147600000 };
const ready: PhoneMirror = { state: 'Ready', number: null, inCall: false, since: null };

const events: PhoneLeaderEvent[] = [
  { type: 'lock.acquired' },
  { type: 'lock.busy' },
  { type: 'lock.vacant' },
  { type: 'channel.mirror', mirror: ready },
  { type: 'channel.hello' },
  { type: 'leader.tick', now: 1764147665000 },
  { type: 'phone.mirror', mirror: onCall },
  { type: 'channel.release.request', from: 'tab-2' },
  { type: 'phone.mirror', mirror: ready },
  { type: 'phone.released' },
  { type: 'leader.takeOver' },
  { type: 'channel.release.refused', to: 'tab-1', reason: 'The phone is on a call in the other tab' },
];

/** Which tab owns the phone (issue 20). */
export const phoneTabsEntries: RegistryEntry[] = [
  {
    id: 'phoneLeader',
    machine: phoneLeaderMachine,
    purpose:
      'One tab owns the phone (Web Lock); the others mirror it over a BroadcastChannel and may take over',
    input: { name: 'staff-console-phone:7', tabId: 'tab-1' },
    sampleEvents: events,
  },
];
