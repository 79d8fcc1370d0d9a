import { createSocket } from 'node:dgram';
import { paceFrames } from '../../server/telephony/media/frame-pacer';
import { encodeUlaw } from '../../server/telephony/media/g711';

/** RFC 4733 event codes of the DTMF keys. */
export const dtmfEvent = (key: string): number => '0123456789*#ABCD'.indexOf(key);

/**
 * The media end of a plain SIP phone (issue 35), owned by the test: sends PCMU (payload type 0) every 20 ms while
 * `talking`, sends RFC 4733 digits (payload type 101), and counts what it receives by payload type, so the test
 * reads packet counts at the caller's end and the DTMF events the agent sent. It sends nothing until the relay's
 * first packet says where the relay is (symmetric RTP), which needs no SDP parsing in the test. With `toneHz`
 * its audio is that tone rather than silence. It keeps, per sending port, the PCMU payloads it received in order
 * (issue 39: which prompt bytes a queued caller heard, and that a source fell silent).
 */
export async function startRtpPeer(address: string, options: { toneHz?: number } = {}) {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, address, resolve));
  const received = new Map<number, number>();
  const events = new Set<number>();
  let remote: { address: string; port: number } | null = null;
  /** PCMU payloads by the port they came from, in arrival order (first-seen order of the ports, too). */
  const heard = new Map<number, Buffer[]>();
  let sequence = 1;
  let timestamp = 0;
  const ssrc = 0x35353535;

  socket.on('message', (packet, from) => {
    if (packet.length < 12 || packet[0] >> 6 !== 2) return;
    const type = packet[1] & 0x7f;
    received.set(type, (received.get(type) ?? 0) + 1);
    // An RFC 4733 event is 4 bytes after the header, whatever payload type the call gave telephone-event.
    if (type !== 0 && packet.length === 16) events.add(packet[12]);
    if (type === 0) {
      const list = heard.get(from.port) ?? [];
      list.push(packet.subarray(12));
      heard.set(from.port, list);
    }
    // Symmetric RTP, as phones do: answer where the relay sends from. The latest sender, as a phone follows the
    // answer's SDP: a queued caller's music comes from one port, and voicemail or the agent from another.
    remote = { address: from.address, port: from.port };
  });

  const send = (type: number, payload: Buffer, marker = false) => {
    if (!remote) return;
    const header = Buffer.alloc(12);
    header[0] = 0x80;
    header[1] = (marker ? 0x80 : 0) | type;
    header.writeUInt16BE(sequence++ & 0xffff, 2);
    header.writeUInt32BE(timestamp >>> 0, 4);
    header.writeUInt32BE(ssrc, 8);
    socket.send(Buffer.concat([header, payload]), remote.port, remote.address);
  };

  let talking = true;
  const silence = Buffer.alloc(160, 0xff); // PCMU's zero level
  // A steady tone instead (issue 39's voicemail and recording tests): what was recorded is then told from silence.
  const tone = (at: number) =>
    Buffer.from(
      encodeUlaw(
        Int16Array.from(
          { length: 160 },
          (_, i) => 8000 * Math.sin((2 * Math.PI * (options.toneHz ?? 0) * (at + i)) / 8000),
        ),
      ),
    );
  // Paced by the clock as a phone's sound card paces it: the test's worker also runs the service, and a busy event
  // loop would otherwise send fewer frames than the time spoken (a 2.5 s message recorded as 1.1 s at load 20).
  const pacer = paceFrames(() => {
    if (talking) {
      send(0, options.toneHz ? tone(timestamp) : silence);
      timestamp += 160;
    }
    return true;
  }, false);

  return {
    port: (socket.address() as { port: number }).port,
    /** Packets received with this payload type. */
    count: (type: number) => received.get(type) ?? 0,
    /** The ports PCMU came from, in the order each first sent. */
    sources: () => [...heard.keys()],
    /** The PCMU payload bytes received from a port, joined in arrival order (loopback keeps the order). */
    audioFrom: (port: number) => Buffer.concat(heard.get(port) ?? []),
    /** PCMU packets received from a port. */
    countFrom: (port: number) => heard.get(port)?.length ?? 0,
    /** The RFC 4733 event codes received. */
    events: () => [...events],
    setTalking: (on: boolean) => (talking = on),
    /** Sends one digit as RFC 4733 (8 updates and 3 end packets, one timestamp); resolves to the packets sent. */
    sendDigit: async (key: string): Promise<number> => {
      const event = dtmfEvent(key);
      let sent = 0;
      for (let step = 1; step <= 11; step++) {
        const end = step > 8;
        const payload = Buffer.from([event, (end ? 0x80 : 0) | 10, 0, 0]);
        payload.writeUInt16BE(Math.min(step, 8) * 160, 2);
        send(101, payload, step === 1);
        sent += remote ? 1 : 0;
        await new Promise((r) => setTimeout(r, 20));
      }
      timestamp += 8 * 160;
      return sent;
    },
    close: () => {
      pacer.stop();
      socket.close();
    },
  };
}
