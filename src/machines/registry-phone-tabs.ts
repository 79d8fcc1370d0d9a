import type { PhoneMirror } from '../contracts/telephony/phone-tabs';
import { done, failed, type RegistryEntry } from './registry-entry';
import { phoneHandoverMachine, type PhoneHandoverEvent } from './telephony/phone-handover.machine';
import { phoneLeaderMachine, type PhoneLeaderEvent } from './telephony/phone-leader.machine';
import type { PhoneSessionEvent } from './telephony/phone-session.machine';
import { phoneSessionMachine } from './telephony/phone-session.machine';

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

const signedIn: PhoneSessionEvent = { type: 'phone.session.start', userId: 7, roleMap: { '36__44005': 1 } };

const handoverEvents: PhoneHandoverEvent[] = [{ type: 'handover.lead' }, { type: 'handover.follow' }];

/** Which tab owns the phone (issue 20), and the phone's place in the console's system (issue 40). */
export const phoneTabsEntries: RegistryEntry[] = [
  {
    id: 'phoneLeader',
    machine: phoneLeaderMachine,
    purpose:
      'One tab owns the phone (Web Lock); the others mirror it over a BroadcastChannel and may take over',
    input: { name: 'staff-console-phone:7', tabId: 'tab-1' },
    sampleEvents: events,
  },
  {
    id: 'phoneSession',
    machine: phoneSessionMachine,
    purpose:
      "The signed-in user's phone in the console's system: loads and starts it on sign-in, stops it on sign-out",
    sampleEvents: [
      signedIn,
      done('load', null),
      failed('load'),
      { type: 'phone.session.stop' },
      { ...signedIn, userId: 8 },
    ],
    unreachable: {
      on: "only with the handover machine as the load's answer: a sample event is data and cannot carry a machine",
    },
  },
  {
    id: 'phoneHandover',
    machine: phoneHandoverMachine,
    purpose:
      'Runs the softphone only while this tab owns the phone, linked to the ownership actor for hand-overs',
    input: { userId: 7, notifications: null, tabId: 'tab-1' },
    sampleEvents: handoverEvents,
  },
];
