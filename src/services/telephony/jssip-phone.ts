import type JsSIP from 'jssip';
import type { RTCSession } from 'jssip/lib/RTCSession';
import type { RTCSessionEvent, UA } from 'jssip/lib/UA';
import { fromCallback } from 'xstate';
import type { PublicDetails, SipCommand, SipEvent } from '../../contracts/telephony/types';
import { callMedia } from './call-media';
import { loadJsSip, noSipServerReason, sipServerUp } from './jssip-loader';
import { monitorLeg } from './monitor-leg';
import { keepCall, reopenSocket, watchNetwork } from './network-rejoin';
import { sipCredentials } from './sip-credentials';
import { end, media, runCommand, type PhoneNow } from './jssip-commands';
import { acdHeadersOf } from './sip-transfer';

export { noSipServerReason };

/** The caller's number: the user part of the From URI (a PBX puts the caller id there). */
const numberOf = (session: RTCSession): string => session.remote_identity.uri.user ?? 'unknown';

/**
 * The SIP adapter: one JsSIP user agent per connection attempt, at most one call. It reports SIP facts to the
 * telephony machine and does what it is told; it never decides what the agent sees. JsSIP's own reconnection is
 * not used: on a transport loss the agent is stopped, and the machine's retry stream asks for each new attempt.
 */
export const jssipPhone = fromCallback<SipCommand, { details: PublicDetails }>(
  ({ input, sendBack, receive }) => {
    const report = (event: SipEvent) => sendBack(event);
    const uriOf = (number: string) => `sip:${number}@${input.details.sip_domain}`;
    let ua: UA | null = null;
    let session: RTCSession | null = null;
    // The second line of a warm transfer, and the flags that tell onSession what a new session is for.
    let consult: RTCSession | null = null;
    let dialingConsult = false;
    let adopting = false;
    let transportDown = false;
    let attempt = 0; // a newer connect, or the stop, makes an older attempt's late-loaded JsSIP moot
    const audio = typeof Audio === 'undefined' ? null : new Audio();
    if (audio) audio.autoplay = true;
    const monitor = monitorLeg({ ua: () => ua, uriOf, call: () => session, ear: audio, report });

    const watch = (current: RTCSession, callId: string) => {
      const ended = (cause: string) => {
        // A session replaced by a transfer ends quietly: the call goes on in its successor.
        if (session !== current) return;
        session = null;
        end(consult);
        monitor.callEnded();
        // Ended while its socket was away (a refused re-INVITE included): a transport loss, not a hang-up.
        const lostWithSocket = rejoining !== null;
        rejoining?.();
        report({
          type: 'sip.ended',
          call_id: callId,
          cause,
          transport: transportDown || lostWithSocket || cause === 'Connection Error',
        });
      };
      current.on('confirmed', () => {
        if (session === current) report({ type: 'sip.confirmed', call_id: callId });
      });
      current.on('ended', (e) => ended(String(e.cause)));
      current.on('failed', (e) => ended(String(e.cause)));
      current.on('peerconnection', (e) => {
        callMedia.set(e.peerconnection);
        e.peerconnection.addEventListener('track', (track: RTCTrackEvent) => {
          if (audio) audio.srcObject = track.streams[0] ?? null;
        });
      });
      // The far end sends us on (a blind transfer of our call): follow it with a new INVITE.
      current.on('refer', (e) => {
        adopting = true;
        e.accept(undefined, media);
      });
      // A warm transfer's caller replaces the colleague who consulted us: take the new INVITE in its place.
      current.on('replaces', (e) => {
        adopting = true;
        e.accept();
      });
    };

    const watchConsult = (current: RTCSession) => {
      current.on('confirmed', () => report({ type: 'sip.consult.confirmed' }));
      const ended = (cause: string) => {
        if (consult !== current) return;
        consult = null;
        report({ type: 'sip.consult.ended', cause });
      };
      current.on('ended', (e) => ended(String(e.cause)));
      current.on('failed', (e) => ended(String(e.cause)));
    };

    /** The successor of a referred or replaced call: it becomes the call, under its own id and number. */
    const adopt = (next: RTCSession) => {
      adopting = false;
      session = next;
      watch(next, next.id);
      if (next.direction === 'incoming') next.answer(media);
      report({ type: 'sip.replaced', number: numberOf(next), call_id: next.id });
    };

    const onSession = (e: RTCSessionEvent) => {
      if (monitor.offer(e)) return;
      const callId = e.session.id;
      if (adopting) return adopt(e.session);
      if (e.originator === 'remote') {
        // One call at a time: a second caller hears busy.
        if (session) {
          e.session.terminate({ status_code: 486, reason_phrase: 'Busy Here' });
          return;
        }
        session = e.session;
        watch(e.session, callId);
        report({
          type: 'sip.incoming',
          number: numberOf(e.session),
          call_id: callId,
          ...acdHeadersOf(e.request),
        });
      } else if (dialingConsult) {
        consult = e.session;
        watchConsult(e.session);
      } else {
        session = e.session;
        watch(e.session, callId);
        report({ type: 'sip.dialing', number: numberOf(e.session), call_id: callId });
      }
    };

    const transferred = () => {
      const legs = [session, consult];
      session = null;
      consult = null;
      legs.forEach(end);
    };

    const connect = () => {
      const previous = ua;
      ua = null;
      previous?.removeAllListeners();
      previous?.stop();
      transportDown = false;
      const mine = ++attempt;
      Promise.all([loadJsSip(), sipServerUp()]).then(
        ([sip, { up, restarting }]) => {
          if (mine !== attempt) return;
          // The same fact a refused socket would give, without the socket: the retry stream goes on quietly.
          if (up === false) report({ type: 'sip.disconnected', reason: noSipServerReason, restarting });
          else start(sip);
        },
        () => {
          if (mine === attempt)
            report({ type: 'sip.registrationFailed', reason: 'The phone could not be loaded' });
        },
      );
    };

    let rejoining: (() => void) | null = null;
    const rejoin = (current: UA, call: RTCSession) => {
      const lost = () => {
        transportDown = true; // the call's end below is reported as a transport loss: the system disposition
        if (session === call) call.terminate();
        if (ua !== current) return;
        report({ type: 'sip.disconnected', reason: 'The connection to the telephony server was lost' });
        current.removeAllListeners('disconnected');
        current.stop();
      };
      rejoining = keepCall(current, call, { settled: () => (rejoining = null), lost });
    };
    // A network change: a new socket at once (the retry schedule would wait), the same agent during a call.
    const stopWatching = watchNetwork(() => {
      if (ua && session?.isEstablished()) reopenSocket(ua);
      else connect();
    });

    const start = (sip: typeof JsSIP) => {
      const current = new sip.UA({
        sockets: [new sip.WebSocketInterface(input.details.ws_uri)],
        uri: input.details.uri,
        authorization_user: input.details.authorization_user,
        password: sipCredentials.read() ?? '',
        display_name: input.details.display_name,
        register: true,
        register_expires: 300,
        session_timers: false,
        user_agent: 'Staff Console softphone',
      });
      ua = current;
      current.on('registered', () => report({ type: 'sip.registered' }));
      // A socket lost under the REGISTER is the disconnect's to report (and retry), not refused credentials.
      current.on('registrationFailed', ({ cause }) => {
        if (cause !== 'Connection Error')
          report({ type: 'sip.registrationFailed', reason: String(cause ?? 'registration refused') });
      });
      current.on('disconnected', () => {
        if (ua !== current || transportDown || rejoining) return;
        // A call in progress waits for the socket to come back (network-rejoin.ts) instead of ending with it.
        if (session?.isEstablished()) return rejoin(current, session);
        transportDown = true;
        report({ type: 'sip.disconnected', reason: 'The connection to the telephony server was lost' });
        // Stop JsSIP's own recovery: the machine's retry stream decides when to try again.
        current.removeAllListeners('disconnected');
        current.stop();
      });
      current.on('newRTCSession', onSession);
      current.start();
    };

    const phone: PhoneNow = {
      ua: () => ua,
      session: () => session,
      consult: () => consult,
      uriOf,
      report,
      connect,
      transferred,
      monitor,
      dialConsult: (uri) => {
        dialingConsult = true;
        try {
          ua?.call(uri, media);
        } finally {
          dialingConsult = false;
        }
      },
    };
    receive((command) => runCommand(command, phone));

    connect();
    return () => {
      monitor.stop();
      stopWatching();
      rejoining?.();
      attempt += 1;
      const current = ua;
      ua = null;
      current?.removeAllListeners();
      current?.stop();
      if (audio) audio.srcObject = null;
    };
  },
);
