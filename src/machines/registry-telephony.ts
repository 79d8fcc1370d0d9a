import { telephonyMachine } from './telephony.machine';
import { telephonySampleEvents } from './telephony/sample-events';
import { softphoneMachine } from './telephony/softphone.machine';
import { softphoneSampleEvents } from './telephony/softphone-samples';
import type { RegistryEntry } from './registry-entry';

/** The telephony session and the softphone that runs it. */
export const telephonyEntries: RegistryEntry[] = [
  {
    id: 'telephony',
    machine: telephonyMachine,
    purpose:
      'Telephony session: SIP registration and reconnect, queue login, ready / not ready with pause codes, calls, hold, DTMF, blind and warm transfer, after-call work with a code and a countdown',
    sampleEvents: telephonySampleEvents,
    // Call ids, timers and queues in the context: the exact traversal passes its 13,200-snapshot limit every time.
    valuesOnly: true,
    unreachable: {
      'session.agent.inQueue.leavingCall':
        'Transient: its always-transitions leave in the same step, so no snapshot ever rests in it',
    },
  },
  {
    id: 'softphone',
    machine: softphoneMachine,
    purpose:
      'The softphone: runs the telephony session and the call-to-case flow, steers the flow from the phone, click-to-call, offline toasts',
    sampleEvents: softphoneSampleEvents,
  },
];
