import { callbackOfferMachine, type CallbackOfferEvent } from './telephony/callback-offer.machine';
import { done, failed, type RegistryEntry } from './registry-entry';

const offer = {
  callback_id: 7,
  caller_number: '0821234567',
  queue_name: 'Member Services – Pretoria',
  ring_timeout_seconds: 20,
  arrived_at: '2026-11-29T08:00:00.000Z',
};
const events = [
  { type: 'callback.offered', offer },
  { type: 'callback.take' },
  done('take', { caller_number: '0821234567' }),
  failed('take'),
  { type: 'callback.decline' },
  done('decline', null),
  failed('decline'),
  { type: 'callback.withdrawn' },
] satisfies (CallbackOfferEvent | ReturnType<typeof done>)[];

/** A callback request ringing the agent's dock (issue 39). */
export const callbackOfferEntries: RegistryEntry[] = [
  {
    id: 'callbackOffer',
    machine: callbackOfferMachine,
    purpose:
      'Callback offer: pushed by the service, rings until taken (dials the caller), declined or withdrawn',
    sampleEvents: events,
  },
];
