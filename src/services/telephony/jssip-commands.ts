import type { RTCSession } from 'jssip/lib/RTCSession';
import type { UA } from 'jssip/lib/UA';
import type { SipCommand, SipEvent } from '../../contracts/telephony/types';
import { sendTone } from './dtmf';
import type { monitorLeg } from './monitor-leg';
import { referCall } from './sip-transfer';

/** JsSIP throws when asked to end a session that has already ended. */
export const end = (session: RTCSession | null): void => {
  if (session && !session.isEnded()) session.terminate();
};
export const media = { mediaConstraints: { audio: true, video: false }, pcConfig: { iceServers: [] } };

/** The phone as jssip-phone.ts holds it now: read at each use, since a command's own effects may change it. */
export type PhoneNow = {
  ua: () => UA | null;
  session: () => RTCSession | null;
  consult: () => RTCSession | null;
  uriOf: (number: string) => string;
  report: (event: SipEvent) => void;
  connect: () => void;
  transferred: () => void;
  monitor: ReturnType<typeof monitorLeg>;
  /** Dials the second line of a warm transfer (the new session is taken as the consult leg). */
  dialConsult: (uri: string) => void;
};

/** What the telephony machine tells the SIP adapter to do, done on the phone's current agent and calls. */
export function runCommand(command: SipCommand, phone: PhoneNow): void {
  switch (command.type) {
    case 'sip.connect':
      phone.connect();
      return;
    case 'sip.dial':
      phone.ua()?.call(phone.uriOf(command.number), media);
      return;
    case 'sip.answer':
      phone.session()?.answer(media);
      return;
    case 'sip.reject':
      phone.session()?.terminate({ status_code: command.status, reason_phrase: command.reason });
      return;
    case 'sip.hangup':
      end(phone.consult());
      end(phone.session());
      return;
    case 'sip.dtmf': {
      // RFC 4733 in the media where the call negotiated it, SIP INFO otherwise (dtmf.ts).
      const session = phone.session();
      if (session) sendTone(session, command.tone);
      return;
    }
    case 'sip.transfer': {
      const session = phone.session();
      if (session) referCall(session, phone.uriOf(command.target), phone.report, null, phone.transferred);
      return;
    }
    case 'sip.consult':
      phone.dialConsult(phone.uriOf(command.target));
      return;
    case 'sip.consult.hangup':
      end(phone.consult());
      return;
    case 'sip.transfer.complete': {
      const session = phone.session();
      const consult = phone.consult();
      if (session && consult)
        referCall(session, consult.remote_identity.uri.toString(), phone.report, consult, phone.transferred);
      return;
    }
    case 'sip.hold':
      phone.session()?.hold();
      return;
    case 'sip.unhold':
      phone.session()?.unhold();
      return;
    case 'sip.mute':
      phone.session()?.mute({ audio: true });
      return;
    case 'sip.unmute':
      phone.session()?.unmute({ audio: true });
      return;
    case 'sip.monitor.expect':
    case 'sip.monitor.place':
    case 'sip.monitor.mode':
    case 'sip.monitor.end':
      phone.monitor.command(command);
      return;
  }
}
