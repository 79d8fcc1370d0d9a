import type JsSIP from 'jssip';
import type { OutgoingEvent, RTCSession } from 'jssip/lib/RTCSession';
import type { UA } from 'jssip/lib/UA';
import { fromCallback } from 'xstate';
import { sendTone } from './dtmf';
import type { PublicTestCallerDetails } from '../../contracts/telephony/test-caller';

/** What the test caller's machine tells its phone. */
export type TestCallerCommand =
  { type: 'phone.call'; number: string } | { type: 'phone.hangup' } | { type: 'phone.dtmf'; tone: string };

/** SIP facts the phone reports; the machine decides what they mean. */
export type TestCallerPhoneEvent =
  | { type: 'phone.connected' }
  | { type: 'phone.unavailable'; reason: string }
  | { type: 'phone.progress' }
  | { type: 'phone.answered'; by: string | null }
  /** The agent transferred this call (REFER) and its target answered: the caller now talks to `to`. */
  | { type: 'phone.transferred'; to: string }
  | { type: 'phone.ended'; cause: string; by: 'local' | 'remote' | 'system' };

// Loaded on the first test call only, like the agents' phone: JsSIP is most of a softphone's weight.
let loading: Promise<typeof JsSIP> | null = null;
const loadJsSip = (): Promise<typeof JsSIP> => {
  loading ??= import('jssip').then((module) => module.default);
  loading.catch(() => {
    loading = null;
  });
  return loading;
};

const media = { mediaConstraints: { audio: true, video: false }, pcConfig: { iceServers: [] } };

/** The password between the details call and this adapter: never in a machine's context (the inspector records it). */
let password: string | null = null;
export const keepTestCallerPassword = (value: string | null): void => {
  password = value;
};

/**
 * An outbound-only user agent for the test caller: it never registers (nobody calls a test caller), so it cannot
 * take an agent's calls. One call at a time; the remote audio plays through an <audio> element of its own.
 */
export const testCallerPhone = fromCallback<TestCallerCommand, { details: PublicTestCallerDetails }>(
  ({ input, sendBack, receive }) => {
    const report = (event: TestCallerPhoneEvent) => sendBack(event);
    let ua: UA | null = null;
    let session: RTCSession | null = null;
    let stopped = false;
    const audio = typeof Audio === 'undefined' ? null : new Audio();
    if (audio) audio.autoplay = true;

    const watch = (current: RTCSession) => {
      const ended = (cause: string, originator: string) => {
        if (session !== current) return;
        session = null;
        report({
          type: 'phone.ended',
          cause,
          by: originator === 'local' ? 'local' : originator === 'remote' ? 'remote' : 'system',
        });
      };
      current.on('progress', () => report({ type: 'phone.progress' }));
      current.on('accepted', (e: OutgoingEvent) => {
        // The answering side's name when the PBX asserts it; otherwise the machine names the number dialled.
        const asserted = e.response.getHeader('P-Asserted-Identity') ?? '';
        report({ type: 'phone.answered', by: asserted === '' ? null : asserted });
      });
      current.on('ended', (e) => ended(String(e.cause), e.originator));
      current.on('failed', (e) => ended(String(e.cause), e.originator));
      current.on('peerconnection', (e) => {
        e.peerconnection.addEventListener('track', (track: RTCTrackEvent) => {
          if (audio) audio.srcObject = track.streams[0] ?? null;
        });
      });
      // The agent transfers us (blind, or warm with Replaces): follow with a new INVITE, as a customer's phone
      // does, and hang up the agent's leg once the target answers.
      current.on('refer', (e) => {
        // JsSIP parses Refer-To but does not type it.
        const referTo = (e.request as unknown as { refer_to?: { uri?: { user?: string } } }).refer_to;
        const to = referTo?.uri?.user ?? '';
        e.accept((next: RTCSession) => {
          next.on('accepted', () => {
            if (session !== current) return;
            session = next;
            watch(next);
            if (!current.isEnded()) current.terminate();
            report({ type: 'phone.transferred', to });
          });
        }, media);
      });
    };

    loadJsSip().then(
      (sip) => {
        if (stopped) return;
        const current = new sip.UA({
          sockets: [new sip.WebSocketInterface(input.details.ws_uri)],
          uri: input.details.uri,
          authorization_user: input.details.authorization_user,
          password: password ?? '',
          display_name: input.details.display_name,
          register: false,
          session_timers: false,
          user_agent: 'Staff Console test caller',
        });
        ua = current;
        current.on('connected', () => report({ type: 'phone.connected' }));
        current.on('disconnected', () => {
          // No reconnection loop here: the page says so and the supervisor starts again.
          report({ type: 'phone.unavailable', reason: `No SIP server at ${input.details.ws_uri}` });
          current.removeAllListeners('disconnected');
          current.stop();
        });
        current.start();
      },
      () => report({ type: 'phone.unavailable', reason: 'The phone could not be loaded' }),
    );

    receive((command) => {
      switch (command.type) {
        case 'phone.call': {
          const current = ua?.call(`sip:${command.number}@${input.details.sip_domain}`, media);
          if (current) {
            session = current;
            watch(current);
          }
          return;
        }
        case 'phone.hangup':
          if (session && !session.isEnded()) session.terminate();
          return;
        case 'phone.dtmf':
          // RFC 4733 in the media where the call negotiated it, SIP INFO otherwise (dtmf.ts).
          if (session) sendTone(session, command.tone);
          return;
      }
    });

    return () => {
      stopped = true;
      if (session && !session.isEnded()) session.terminate();
      const current = ua;
      ua = null;
      current?.removeAllListeners();
      current?.stop();
      if (audio) audio.srcObject = null;
    };
  },
);
