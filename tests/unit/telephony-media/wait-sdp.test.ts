import { describe, expect, it } from 'vitest';
import { parseSdp } from '../../../server/telephony/media/sip-message';
import { waitAnswerSdp } from '../../../server/telephony/media/wait-sdp';

const offer = (lines: string[]) =>
  ['v=0', 'o=- 1 1 IN IP4 10.0.0.5', 's=-', 'c=IN IP4 10.0.0.5', 't=0 0', ...lines, ''].join('\r\n');

const phone = offer([
  'm=audio 40000 RTP/AVP 8 0 101',
  'a=rtpmap:8 PCMA/8000',
  'a=rtpmap:0 PCMU/8000',
  'a=rtpmap:101 telephone-event/8000',
  'a=sendrecv',
]);

describe("the early-media answer to a queued caller's offer", () => {
  it('answers PCMU only, send-only, at our address and port, and names where the caller wants RTP', () => {
    const answer = waitAnswerSdp(phone, '127.0.0.1', 41234, 7);
    expect(answer?.remote).toEqual({ address: '10.0.0.5', port: 40000 });
    const lines = answer?.sdp.split('\r\n') ?? [];
    expect(lines).toEqual([
      'v=0',
      'o=staff-console 7 1 IN IP4 127.0.0.1',
      's=staff-console',
      'c=IN IP4 127.0.0.1',
      't=0 0',
      'm=audio 41234 RTP/AVP 0',
      'a=rtpmap:0 PCMU/8000',
      'a=ptime:20',
      'a=sendonly',
      '',
    ]);
    // What a phone parses back from it: our port, PCMU.
    expect(parseSdp(answer?.sdp ?? '')).toMatchObject({ address: '127.0.0.1', port: 41234, payloads: [0] });
  });

  it('answers nothing a caller cannot take: a browser (DTLS-SRTP), no PCMU, a refused stream, a caller who will not listen', () => {
    const browser = offer([
      'm=audio 9 UDP/TLS/RTP/SAVPF 111 0',
      'a=rtpmap:111 opus/48000/2',
      'a=rtpmap:0 PCMU/8000',
      'a=ice-ufrag:abcd',
      'a=fingerprint:sha-256 00:11',
    ]);
    expect(waitAnswerSdp(browser, '127.0.0.1', 41234)).toBeNull();
    expect(
      waitAnswerSdp(offer(['m=audio 40000 RTP/AVP 8', 'a=rtpmap:8 PCMA/8000']), '127.0.0.1', 1),
    ).toBeNull();
    expect(waitAnswerSdp(offer(['m=audio 0 RTP/AVP 0']), '127.0.0.1', 1)).toBeNull();
    expect(waitAnswerSdp(offer(['m=audio 40000 RTP/AVP 0', 'a=sendonly']), '127.0.0.1', 1)).toBeNull();
    expect(waitAnswerSdp('', '127.0.0.1', 1)).toBeNull();
  });
});
