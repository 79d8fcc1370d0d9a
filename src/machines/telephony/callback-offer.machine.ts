import { filter, map, type Observable } from 'rxjs';
import {
  assign,
  enqueueActions,
  fromCallback,
  fromEventObservable,
  fromPromise,
  setup,
  type EventObject,
} from 'xstate';
import type { CallbackOffer, CallbackTaken } from '../../contracts/telephony/callbacks';
import { dialableNumber } from '../../rules/telephony';
import { unwrap } from '../../services/http-result';
import { callbackApi } from '../../services/telephony/callback-api';
import { startRingTone } from '../../services/telephony/ring-tone';
import { workflowEvents } from '../../streams/workflow-events';
import type { SoftphoneEvent } from './softphone.machine';

export type CallbackOfferEvent =
  | { type: 'callback.offered'; offer: CallbackOffer }
  | { type: 'callback.withdrawn' }
  | { type: 'callback.take' }
  | { type: 'callback.decline' };

type Context = { offer: CallbackOffer | null; error: string | null };

const offers = (): Observable<EventObject> =>
  workflowEvents().pipe(
    filter((push) => push.kind === 'callback-offer'),
    map((push): CallbackOfferEvent =>
      push.offer ? { type: 'callback.offered', offer: push.offer } : { type: 'callback.withdrawn' },
    ),
  );

/**
 * A callback request ringing the agent's dock (issue 39): the service pushes the offer, the dock rings (banner
 * and tone) until the agent takes it, declines it, or the service withdraws it (rang out, or gone). Taken, the
 * number goes to the softphone as an ordinary outbound call: an event to it in the console's system, where the
 * banner's actor runs (app/screen-actor.ts) and the phone session keeps the softphone (systemId 'softphone').
 */
export const callbackOfferMachine = setup({
  types: { context: {} as Context, events: {} as CallbackOfferEvent },
  actors: {
    pushes: fromEventObservable(offers),
    ring: fromCallback(() => startRingTone()),
    take: fromPromise<CallbackTaken, { id: number }>(async ({ input }) =>
      unwrap(await callbackApi.take(input.id)),
    ),
    decline: fromPromise<null, { id: number }>(async ({ input }) =>
      unwrap(await callbackApi.decline(input.id)),
    ),
  },
  actions: {
    keep: assign((_, params: { offer: CallbackOffer }) => ({ offer: params.offer, error: null })),
    clear: assign({ offer: null }),
    // No softphone in this tab (not loaded, or the phone is in another tab): nothing to dial with, as before.
    dial: enqueueActions(({ system, enqueue }, params: { number: string }) => {
      const softphone = system.get('softphone');
      if (!softphone) return;
      const dial: SoftphoneEvent = {
        type: 'softphone.dial',
        number: dialableNumber(params.number),
        name: `Call back ${params.number}`,
      };
      enqueue.sendTo(softphone, dial);
    }),
    failed: assign({ offer: null, error: 'That callback is no longer yours to take' }),
  },
}).createMachine({
  id: 'callbackOffer',
  context: { offer: null, error: null },
  invoke: { id: 'pushes', src: 'pushes' },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'callback.offered': {
          target: 'ringing',
          actions: { type: 'keep', params: ({ event }) => ({ offer: event.offer }) },
        },
      },
    },
    ringing: {
      tags: ['ringing'],
      invoke: { id: 'ring', src: 'ring' },
      on: {
        'callback.take': 'taking',
        'callback.decline': 'declining',
        'callback.withdrawn': { target: 'idle', actions: 'clear' },
      },
    },
    taking: {
      tags: ['busy'],
      invoke: {
        id: 'take',
        src: 'take',
        input: ({ context }) => ({ id: context.offer?.callback_id ?? 0 }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'dial', params: ({ event }) => ({ number: event.output.caller_number }) },
            'clear',
          ],
        },
        onError: { target: 'idle', actions: 'failed' },
      },
    },
    declining: {
      tags: ['busy'],
      invoke: {
        id: 'decline',
        src: 'decline',
        input: ({ context }) => ({ id: context.offer?.callback_id ?? 0 }),
        onDone: { target: 'idle', actions: 'clear' },
        onError: { target: 'idle', actions: 'clear' },
      },
    },
  },
});
