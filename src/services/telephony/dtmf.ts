import type { DTMF_TRANSPORT } from 'jssip/lib/Constants';
import type { RTCSession } from 'jssip/lib/RTCSession';

/**
 * RFC 4733 telephone-events in the call's RTP (what phones, trunks and the media relay pass on; JsSIP's default
 * is SIP INFO) whenever the call negotiated them; SIP INFO only when the far end offered no telephone-event, as
 * RTCDTMFSender then refuses the tones. Receiving INFO is untouched.
 */
export function dtmfTransport(session: RTCSession): DTMF_TRANSPORT {
  const audio = session.connection?.getSenders().find((sender) => sender.track?.kind === 'audio');
  return (audio?.dtmf?.canInsertDTMF ? 'RFC2833' : 'INFO') as DTMF_TRANSPORT;
}

/** One keypad tone into the call: 160 ms, 80 ms apart from the next. */
export const sendTone = (session: RTCSession, tone: string): void =>
  session.sendDTMF(tone, { duration: 160, interToneGap: 80, transportType: dtmfTransport(session) });
