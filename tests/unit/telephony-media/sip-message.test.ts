import { describe, expect, it } from 'vitest';
import {
  answerSdp,
  header,
  headersNamed,
  parseSdp,
  parseSip,
  respond,
  uriOf,
  userOf,
} from '../../../server/telephony/media/sip-message';

const sdp = [
  'v=0',
  'o=- 1 1 IN IP4 127.0.0.1',
  's=-',
  'c=IN IP4 127.0.0.9',
  't=0 0',
  'm=audio 40000 RTP/AVP 0 8 96',
  'a=rtpmap:96 telephone-event/8000',
  'm=video 40002 RTP/AVP 97',
  '',
].join('\r\n');

const invite = [
  'INVITE sip:vm-12@127.0.0.1:43010 SIP/2.0',
  'Via: SIP/2.0/UDP 127.0.0.1:5060;branch=z9hG4bKa',
  'v: SIP/2.0/TCP 10.0.0.1:5060;branch=z9hG4bKb',
  'Record-Route: <sip:127.0.0.1:5060;lr;acd=1>',
  'f: "Thandi" <sip:0821234567@example.test>;tag=abc',
  'To: <sip:5001@example.test>',
  'i: call-1@host',
  'CSeq: 1 INVITE',
  'Contact: <sip:0821234567@10.0.0.1:5070>',
  'X-Acd-Key: k',
  '  continued',
  'Content-Type: application/sdp',
  `Content-Length: ${Buffer.byteLength(sdp)}`,
  '',
  sdp,
].join('\r\n');

describe("the media endpoint's SIP", () => {
  it('parses a request: compact and folded headers, the body cut at Content-Length', () => {
    const message = parseSip(`${invite}garbage`);
    expect(message).toMatchObject({ method: 'INVITE', uri: 'sip:vm-12@127.0.0.1:43010' });
    if (!message) return;
    expect(headersNamed(message, 'via')).toHaveLength(2);
    expect(header(message, 'call-id')).toBe('call-1@host');
    expect(header(message, 'x-acd-key')).toBe('k continued');
    expect(message.body).toBe(sdp);
    expect(userOf(header(message, 'from'))).toBe('0821234567');
    expect(uriOf(header(message, 'contact') ?? '')).toBe('sip:0821234567@10.0.0.1:5070');
    expect(parseSip('SIP/2.0 200 OK\r\nCall-ID: x\r\n\r\n')).toMatchObject({ method: null, status: 200 });
    expect(parseSip('hello')).toBeNull();
  });

  it('answers with every Via and Record-Route, our To tag, and a Content-Length that fits', () => {
    const message = parseSip(invite);
    if (!message) throw new Error('not parsed');
    const text = respond(message, 200, 'OK', 't1', [['Content-Type', 'application/sdp']], 'v=0\r\n');
    const back = parseSip(text);
    expect(back?.status).toBe(200);
    if (!back) return;
    expect(headersNamed(back, 'via')).toEqual(headersNamed(message, 'via'));
    expect(header(back, 'record-route')).toBe('<sip:127.0.0.1:5060;lr;acd=1>');
    expect(header(back, 'to')).toBe('<sip:5001@example.test>;tag=t1');
    expect(header(back, 'content-length')).toBe('5');
    expect(back.body).toBe('v=0\r\n');
  });

  it("reads the offer's audio address, payloads and telephone-event; answers PCMU with the same event type", () => {
    expect(parseSdp(sdp)).toEqual({
      address: '127.0.0.9',
      port: 40000,
      payloads: [0, 8, 96],
      telephoneEvent: 96,
    });
    expect(parseSdp('v=0\r\nm=audio 1 RTP/AVP 0\r\n')).toBeNull();
    const answer = parseSdp(answerSdp('127.0.0.1', 43100, 96));
    expect(answer).toEqual({ address: '127.0.0.1', port: 43100, payloads: [0, 96], telephoneEvent: 96 });
    expect(answerSdp('127.0.0.1', 1, null)).toContain('a=rtpmap:101 telephone-event/8000');
  });
});
