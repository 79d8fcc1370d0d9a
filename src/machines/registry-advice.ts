import { adviceMachine } from './advice.machine';
import { adviceSampleEvents } from './advice-samples';
import type { RegistryEntry } from './registry-entry';

/** One advice and its course. */
export const adviceEntries: RegistryEntry[] = [
  {
    id: 'advice',
    machine: adviceMachine,
    purpose: 'One advice: needs, comparison, recommendation, documents, e-mail, resend, remove, close',
    sampleEvents: adviceSampleEvents,
    input: { adviceId: 41 },
    unreachable: { routing: 'transient: it leaves at once for the state of the advice status' },
  },
];
