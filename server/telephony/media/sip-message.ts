/**
 * SIP messages as the media endpoint's small UAS needs them (RFC 3261): parse a request or response, answer a
 * request, and build its own BYE. Only Kamailio talks to it, over loopback UDP, so this is not a general stack.
 */

export type SipMessage = {
  /** The request method, or null for a response. */
  method: string | null;
  uri: string;
  status: number;
  headers: [name: string, value: string][];
  body: string;
};

const compact: Record<string, string> = {
  v: 'via',
  f: 'from',
  t: 'to',
  i: 'call-id',
  m: 'contact',
  l: 'content-length',
  c: 'content-type',
};

const normal = (name: string) => {
  const lower = name.trim().toLowerCase();
  return compact[lower] ?? lower;
};

export function parseSip(text: string): SipMessage | null {
  const split = text.indexOf('\r\n\r\n');
  const head = split < 0 ? text : text.slice(0, split);
  const lines = head.split('\r\n');
  const start = lines.shift() ?? '';
  const response = /^SIP\/2\.0 (\d{3})/.exec(start);
  const request = /^([A-Z]+) (\S+) SIP\/2\.0$/.exec(start);
  if (!response && !request) return null;
  const headers: [string, string][] = [];
  for (const line of lines) {
    if (/^[ \t]/.test(line) && headers.length > 0) {
      const lastHeader = headers[headers.length - 1];
      if (lastHeader) lastHeader[1] += ` ${line.trim()}`;
      continue;
    }
    const colon = line.indexOf(':');
    if (colon > 0) headers.push([normal(line.slice(0, colon)), line.slice(colon + 1).trim()]);
  }
  let body = split < 0 ? '' : text.slice(split + 4);
  const length = Number(headers.find(([n]) => n === 'content-length')?.[1] ?? body.length);
  if (Number.isInteger(length) && length < body.length) body = body.slice(0, length);
  return {
    method: request?.[1] ?? null,
    uri: request?.[2] ?? '',
    status: response ? Number(response[1]) : 0,
    headers,
    body,
  };
}

export const header = (m: SipMessage, name: string): string | undefined =>
  m.headers.find(([n]) => n === name)?.[1];

export const headersNamed = (m: SipMessage, name: string): string[] =>
  m.headers.filter(([n]) => n === name).map(([, v]) => v);

/** The user part of a From/To/Contact value: the caller's number for a voicemail's title. */
export function userOf(value: string | undefined): string | null {
  const match = /sips?:([^@;>]+)@/.exec(value ?? '');
  return match?.[1] ?? null;
}

/** The URI inside a name-addr (`"x" <sip:a@b>;tag=1`) or an addr-spec. */
export function uriOf(value: string): string {
  const angle = /<([^>]+)>/.exec(value);
  return (angle?.[1] ?? value.split(';')[0] ?? '').trim();
}

export function serialise(start: string, headers: [string, string][], body = ''): string {
  const lines = headers.map(([n, v]) => `${n}: ${v}`);
  lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return `${start}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** A response to a request: its Vias, From, Call-ID, CSeq and Record-Routes; To with our tag. */
export function respond(
  request: SipMessage,
  status: number,
  reason: string,
  toTag: string,
  extra: [string, string][] = [],
  body = '',
): string {
  const to = header(request, 'to') ?? '';
  const copied: [string, string][] = [
    ...headersNamed(request, 'via').map((v): [string, string] => ['Via', v]),
    ...headersNamed(request, 'record-route').map((v): [string, string] => ['Record-Route', v]),
    ['From', header(request, 'from') ?? ''],
    ['To', /;tag=/.test(to) ? to : `${to};tag=${toTag}`],
    ['Call-ID', header(request, 'call-id') ?? ''],
    ['CSeq', header(request, 'cseq') ?? ''],
  ];
  return serialise(`SIP/2.0 ${status} ${reason}`, [...copied, ...extra], body);
}

export type Sdp = { address: string; port: number; payloads: number[]; telephoneEvent: number | null };

/** The audio stream of an SDP offer: where to send RTP, and the payload types offered (PCMU is 0). */
export function parseSdp(body: string): Sdp | null {
  let address: string | null = null;
  let port: number | null = null;
  let payloads: number[] = [];
  let telephoneEvent: number | null = null;
  let inAudio = false;
  for (const line of body.split(/\r?\n/)) {
    const conn = /^c=IN IP4 (\S+)/.exec(line);
    if (conn && (address === null || inAudio)) address = conn[1] ?? null;
    const media = /^m=(\w+) (\d+) RTP\/AVP ?([\d ]*)$/.exec(line);
    if (line.startsWith('m=')) inAudio = media?.[1] === 'audio' && port === null;
    if (media && inAudio) {
      port = Number(media[2]);
      payloads = (media[3] ?? '').split(' ').filter(Boolean).map(Number);
    }
    const event = /^a=rtpmap:(\d+) telephone-event\/8000/i.exec(line);
    if (event && inAudio) telephoneEvent = Number(event[1]);
  }
  if (address === null || port === null) return null;
  return { address, port, payloads, telephoneEvent };
}

/** Our answer: PCMU, and telephone-event at the caller's payload type (101 when the offer named none). */
export function answerSdp(address: string, port: number, telephoneEvent: number | null): string {
  const event = telephoneEvent ?? 101;
  return [
    'v=0',
    `o=staff-console ${Date.now()} 1 IN IP4 ${address}`,
    's=staff-console',
    `c=IN IP4 ${address}`,
    't=0 0',
    `m=audio ${port} RTP/AVP 0 ${event}`,
    'a=rtpmap:0 PCMU/8000',
    `a=rtpmap:${event} telephone-event/8000`,
    `a=fmtp:${event} 0-15`,
    'a=ptime:20',
    'a=sendrecv',
    '',
  ].join('\r\n');
}
