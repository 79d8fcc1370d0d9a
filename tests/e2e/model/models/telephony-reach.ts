import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { TelephonyContext } from '../../../../src/contracts/telephony/types';

const at = (snap: AnyMachineSnapshot, path: string) => snap.matches(path as never);
const agent = (snap: AnyMachineSnapshot, path: string) => at(snap, `session.agent.${path}`);
const registered = (snap: AnyMachineSnapshot) => at(snap, 'session.connection.registered');

// Time passes in the browser whatever the path says: this world's retry limit (10 s) ends before a queue's after-call
// work (30 s) does.
const outlastsRetries = (snapshot: AnyMachineSnapshot) =>
  at(snapshot, 'session.connection.reconnecting')
    ? 'after-call work outlasts the retry limit, so the SIP socket is no longer being retried when it ends'
    : null;

/** The context telephonyBeyondReach reads, for the path generator to keep snapshots apart by (contextKey). */
export const telephonyReachKey = (context: TelephonyContext) => ({
  online: context.online,
  muted: context.muted,
});

/**
 * Why no person, far end, SIP server or service can make the console take `event` in `snapshot`, or null. The
 * statechart lets its two regions (the SIP connection, the agent) move apart freely; the product does not, and
 * some events come only from a peer this world has not got. The path generator leaves these steps out of the
 * telephony paths (filterEvents), and a recorded trace holding one is not run.
 */
export function telephonyBeyondReach(snapshot: AnyMachineSnapshot, event: EventObject): string | null {
  const context = snapshot.context as TelephonyContext;
  const e = event as EventObject & Record<string, unknown>;
  switch (event.type) {
    case 'sip.registered':
      return at(snapshot, 'session.connection.failed')
        ? 'a phone whose registration was refused registers again only through Reconnect'
        : null;
    case 'sip.incoming':
      return registered(snapshot) ? null : 'no call reaches a console whose SIP socket is down';
    case 'telephony.dial':
      return registered(snapshot) ? null : 'no call can be placed without the SIP socket';
    case 'telephony.queue.logout':
      return snapshot.hasTag('in-call') || snapshot.hasTag('wrap-up')
        ? 'the console offers Log out of queues only between calls'
        : null;
    case 'sip.ended':
      // A call lost with its socket is sip.disconnected's (the socket is cut, not a cause made up).
      if (e.transport) return 'a call ended by the transport under an established call';
      return agent(snapshot, 'inQueue.ringing.answering') && e.cause === 'Canceled'
        ? 'JsSIP sends its 200 the moment Answer is pressed, and a CANCEL after it leaves the call up (RFC 3261 §9.2): a caller who hangs up then ends it with a BYE'
        : null;
    case 'telephony.call.mute':
      return agent(snapshot, 'inQueue.talking.onCall') || agent(snapshot, 'inQueue.talking.onHold')
        ? null
        : 'Mute is offered only on a connected call';
    case 'telephony.call.unmute':
      return context.muted ? null : 'Unmute is offered only on a muted call';
    case 'sip.replaced':
      return 'the agent as the target of another console’s warm transfer';
    case 'telephony.disposition.submit':
      return context.dispositions.some((d) => d.code === e.code && !d.system)
        ? null
        : `the wrap-up form offers only the tenant's codes, not ${String(e.code)}`;
    case 'log.started':
      return snapshot.hasTag('in-call') || snapshot.hasTag('wrap-up')
        ? null
        : "a call log row (the service's answer to a call's start) comes only with a call";
    case 'queue.stats':
      return snapshot.hasTag('in-queue') ? null : 'the queue figures are polled only in the queues';
    case 'service.agentStatus':
      // The push stream that would carry it is the console's liveness beat: a console that hears it is seen.
      if ((e.status as { state?: string } | undefined)?.state === 'logged_out')
        return 'the service logs out only a console whose push stream is gone, so the push reaches nobody';
      // The router's ring-out reaches the service (and its push the console) before Kamailio's CANCEL does.
      return agent(snapshot, 'inQueue.ringing')
        ? null
        : 'the router sets Not ready "Missed" when its offer rings out, i.e. while ringing';
    case 'xstate.after.wrapUpHold.telephony.session.agent.inQueue.wrapUp.countdown.running':
      // The path holds the save to show Saving…; the console gives up on a call after 30 s, the countdown's length.
      if (agent(snapshot, 'inQueue.wrapUp.code.saving'))
        return "a wrap-up code still saving when the 30 s countdown ends: the console's 30 s request timeout ends the save first";
      return outlastsRetries(snapshot);
    case 'xstate.done.state.telephony.session.agent.inQueue.wrapUp':
      if (!agent(snapshot, 'inQueue.wrapUp.code.saved') || !agent(snapshot, 'inQueue.wrapUp.countdown.over'))
        return 'after-call work ends only when its code is saved and its countdown is over';
      return outlastsRetries(snapshot);
    case 'net.notice':
      return context.online ? 'the console repeats its offline notice only while offline' : null;
    case 'telephony.notice.dismiss':
      return context.notice ? null : 'no notice on screen to dismiss';
    default:
      return null;
  }
}
