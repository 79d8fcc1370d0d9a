/** RTP (RFC 3550) packets as the media endpoint sees them, and RFC 4733 (2833) telephone-events. */

export type RtpPacket = {
  payloadType: number;
  sequence: number;
  timestamp: number;
  ssrc: number;
  marker: boolean;
  payload: Buffer;
};

export function parseRtp(packet: Buffer): RtpPacket | null {
  if (packet.length < 12 || packet[0] === undefined || packet[0] >> 6 !== 2) return null;
  const first = packet[0];
  const csrcs = first & 0x0f;
  let offset = 12 + csrcs * 4;
  if (first & 0x10) {
    if (packet.length < offset + 4) return null;
    offset += 4 + packet.readUInt16BE(offset + 2) * 4;
  }
  let end = packet.length;
  if (first & 0x20) end -= packet[packet.length - 1] ?? 0;
  if (offset > end) return null;
  const second = packet[1] ?? 0;
  return {
    payloadType: second & 0x7f,
    marker: (second & 0x80) !== 0,
    sequence: packet.readUInt16BE(2),
    timestamp: packet.readUInt32BE(4),
    ssrc: packet.readUInt32BE(8),
    payload: packet.subarray(offset, end),
  };
}

export function buildRtp(p: Omit<RtpPacket, 'payload'> & { payload: Uint8Array }): Buffer {
  const head = Buffer.alloc(12);
  head[0] = 0x80;
  head[1] = (p.marker ? 0x80 : 0) | (p.payloadType & 0x7f);
  head.writeUInt16BE(p.sequence & 0xffff, 2);
  head.writeUInt32BE(p.timestamp >>> 0, 4);
  head.writeUInt32BE(p.ssrc >>> 0, 8);
  return Buffer.concat([head, p.payload]);
}

export type DtmfEvent = { digit: string; end: boolean; duration: number };

const digits = '0123456789*#ABCD';

/** A telephone-event payload: the key (0–15 as digits), whether this is its end packet, the duration so far. */
export function parseDtmf(payload: Buffer): DtmfEvent | null {
  if (payload.length < 4) return null;
  const digit = digits[payload[0] ?? 255];
  if (digit === undefined) return null;
  return { digit, end: ((payload[1] ?? 0) & 0x80) !== 0, duration: payload.readUInt16BE(2) };
}

/**
 * One key press per (timestamp) event: senders repeat the event packets and send the end three times, so a key
 * is taken once, at its first packet, and a repeat with the same RTP timestamp is ignored.
 */
export function dtmfReader(onDigit: (digit: string) => void) {
  let last: number | null = null;
  return (packet: RtpPacket) => {
    const event = parseDtmf(packet.payload);
    if (!event || packet.timestamp === last) return;
    last = packet.timestamp;
    onDigit(event.digit);
  };
}
