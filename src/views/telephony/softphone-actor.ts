import { createActor, type Actor } from 'xstate';
import { dialRequests } from '../../streams/dial-requests';
import type { Inspector } from '../../streams/inspector';
import { callFlowMachine, softphoneMachine } from './softphone-machine';

type Softphone = Actor<ReturnType<typeof softphoneMachine>>;
export type CallFlow = Actor<typeof callFlowMachine>;

let current: { phone: Softphone; flow: CallFlow; unsubscribe: () => void } | null = null;

const notReadyToDial = (name: string) =>
  `To call ${name}, log in to telephony and go Ready first; the call was not placed.`;

const inQueue = (phone: Softphone, state: string) =>
  phone.getSnapshot().matches({ session: { agent: { inQueue: state } } } as never);

/**
 * The telephony actor and the guided call flow, one each per page, outliving route changes; inspected like the
 * console's own actors (the password is never in either). An inbound call starts the flow while it rings (so the
 * banner can name the caller); a call that was never answered resets it; back to Ready after the wrap-up
 * finishes it.
 */
export const softphoneActors = (
  inspector: Inspector,
  notifyOffline: () => void,
  notifyError: (text: string) => void,
) => {
  if (current) return current;
  const phone = createActor(softphoneMachine(notifyOffline), {
    id: 'telephony',
    inspect: inspector.inspect,
  }).start();
  const flow = createActor(callFlowMachine, { id: 'callCase', inspect: inspector.inspect }).start();
  let answered = false;
  const subscription = phone.subscribe((snapshot) => {
    const c = snapshot.context;
    const state = flow.getSnapshot();
    if (inQueue(phone, 'ringing') && c.call_direction === 'inbound' && c.call_log_table_id !== null) {
      if (state.context.call_log_table_id !== c.call_log_table_id && c.incoming_number) {
        answered = false;
        flow.send({ type: 'flow.start', number: c.incoming_number, call_log_table_id: c.call_log_table_id });
      }
      return;
    }
    if (c.answered_at !== null) answered = true;
    const idle = inQueue(phone, 'ready') || inQueue(phone, 'notReady') || c.call_id === null;
    if (!idle || state.matches('idle') || state.matches('done')) return;
    if (state.matches('disposition')) flow.send({ type: 'flow.finish' });
    else if (!answered && c.call_id === null) flow.send({ type: 'flow.reset' });
  });
  // Click-to-call: the machine decides (it dials only when Ready); otherwise the agent reads why nothing happened.
  const dialing = dialRequests.subscribe(({ number, name }) => {
    const event = { type: 'telephony.dial', number } as const;
    if (inQueue(phone, 'ready') && phone.getSnapshot().can(event)) phone.send(event);
    else notifyError(notReadyToDial(name));
  });
  current = {
    phone,
    flow,
    unsubscribe: () => {
      subscription.unsubscribe();
      dialing.unsubscribe();
    },
  };
  return current;
};

/** The flow screen asks without creating: null until the dock has started the actors. */
export const currentSoftphone = () => current;

/** Sign-out: the SIP agent and the flow stop with the page's session. */
export const stopSoftphone = (): void => {
  current?.unsubscribe();
  current?.phone.stop();
  current?.flow.stop();
  current = null;
};
