import type { RTCSession } from 'jssip/lib/RTCSession';
import type { RTCSessionEvent, UA } from 'jssip/lib/UA';
import {
  monitorTokenHeader,
  type MonitorSipCommand,
  type MonitorSipEvent,
} from '../../contracts/telephony/monitor';
import { monitorMix, type MonitorMix } from './monitor-mix';

type Deps = {
  ua: () => UA | null;
  uriOf: (number: string) => string;
  /** The agent's own call, whose media the leg carries. */
  call: () => RTCSession | null;
  /** The element the agent hears the call through. */
  ear: HTMLAudioElement | null;
  report: (event: MonitorSipEvent) => void;
};

const pcConfig = { iceServers: [] };
// The start's answer and the agent's push race: a leg that comes first is held this long for its token.
const tokenWaitMs = 5000;

/**
 * The monitor leg of the SIP adapter: an ordinary call between the agent's and the supervisor's softphones, placed
 * by the agent's (it holds the call's media) to the supervisor's extension with the one-time token in a header.
 * The supervisor's side answers only the leg whose token it was given. Neither side reports it as a call.
 */
export function monitorLeg(deps: Deps) {
  let leg: RTCSession | null = null;
  let mix: MonitorMix | null = null;
  let expected: string | null = null;
  let placing = false;
  const held = new Map<string, RTCSession>();
  const player = typeof Audio === 'undefined' ? null : new Audio();
  if (player) player.autoplay = true;

  const watch = (current: RTCSession) => {
    const ended = (cause: string) => {
      if (leg !== current) return;
      leg = null;
      mix?.close();
      mix = null;
      if (player) player.srcObject = null;
      deps.report({ type: 'sip.monitor.ended', cause });
    };
    current.on('confirmed', () => {
      if (leg === current) deps.report({ type: 'sip.monitor.connected' });
    });
    current.on('ended', (e) => ended(String(e.cause)));
    current.on('failed', (e) => ended(String(e.cause)));
  };

  const hear = (pc: RTCPeerConnection, into: (stream: MediaStream) => void) =>
    pc.addEventListener('track', (e: RTCTrackEvent) => into(e.streams[0] ?? new MediaStream([e.track])));

  const accept = (session: RTCSession) => {
    leg = session;
    watch(session);
    session.on('peerconnection', (e) =>
      hear(e.peerconnection, (stream) => {
        if (player) player.srcObject = stream;
      }),
    );
    session.answer({ mediaConstraints: { audio: true, video: false }, pcConfig });
  };

  const place = (command: Extract<MonitorSipCommand, { type: 'sip.monitor.place' }>) => {
    const ua = deps.ua();
    const pc = deps.call()?.connection;
    if (!ua || !pc || leg) return deps.report({ type: 'sip.monitor.ended', cause: 'No call to monitor' });
    const current = monitorMix(pc, deps.ear, command.mode);
    mix = current;
    placing = true;
    try {
      leg = ua.call(deps.uriOf(command.extension), {
        mediaStream: current.toSupervisor,
        extraHeaders: [`${monitorTokenHeader}: ${command.token}`],
        pcConfig,
        eventHandlers: {
          peerconnection: (e) => hear(e.peerconnection, (stream) => current.addSupervisor(stream)),
        },
      });
    } finally {
      placing = false;
    }
    watch(leg);
  };

  /** Ends the leg at once (a next leg may follow right away); with a cause, the softphone hears of it. */
  const end = (cause?: string) => {
    expected = null;
    const current = leg;
    leg = null;
    mix?.close();
    mix = null;
    if (player) player.srcObject = null;
    if (!current) return;
    if (!current.isEnded()) current.terminate();
    if (cause) deps.report({ type: 'sip.monitor.ended', cause });
  };

  return {
    /** Takes the sessions that are the monitor leg (true), so the phone never sees them as calls. */
    offer(e: RTCSessionEvent): boolean {
      if (e.originator !== 'remote') return placing;
      const token = e.request.getHeader(monitorTokenHeader)?.trim();
      if (!token) return false;
      const session = e.session;
      if (leg) session.terminate({ status_code: 486, reason_phrase: 'Busy Here' });
      else if (token === expected) {
        expected = null;
        accept(session);
      } else {
        held.set(token, session);
        const drop = () => {
          if (held.get(token) !== session) return;
          held.delete(token);
          if (!session.isEnded()) session.terminate({ status_code: 403, reason_phrase: 'Forbidden' });
        };
        session.on('failed', drop);
        setTimeout(drop, tokenWaitMs);
      }
      return true;
    },
    command(command: MonitorSipCommand): void {
      switch (command.type) {
        case 'sip.monitor.expect': {
          const early = held.get(command.token);
          held.delete(command.token);
          if (early && !leg) accept(early);
          else expected = command.token;
          return;
        }
        case 'sip.monitor.place':
          return place(command);
        case 'sip.monitor.mode':
          mix?.setMode(command.mode);
          return;
        case 'sip.monitor.end':
          return end();
      }
    },
    /** The agent's call ended: the leg that carried it goes too (a supervisor's own calls leave theirs alone). */
    callEnded: () => {
      if (mix) end('The call ended');
    },
    /** The phone stops. */
    stop: () => end(),
  };
}
