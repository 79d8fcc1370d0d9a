/**
 * Strict base64 (RFC 4648 §4, the alphabet a browser's FileReader writes). Lenient decoders skip unknown characters,
 * stop at a stray "=" or ignore the unused low bits of the last character, so two different texts decode to the same
 * bytes and the bytes checked are not always the bytes meant. Here a text decodes only if encoding the bytes again
 * gives back exactly that text: no whitespace, no other characters, length a multiple of 4, at most two "=" and
 * only at the end, unused bits zero.
 */

export type Base64Result = { ok: true; bytes: Uint8Array } | { ok: false; reason: string };

export const base64Reasons = {
  alphabet: 'The file is not valid base64 (a character outside A–Z, a–z, 0–9, + and /)',
  length: 'The file is not valid base64 (its length is not a multiple of 4)',
  padding: 'The file is not valid base64 (wrong padding)',
} as const;

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const values = new Int16Array(128).fill(-1);
for (let i = 0; i < alphabet.length; i++) values[alphabet.charCodeAt(i)] = i;

const valueAt = (text: string, i: number): number => {
  const code = text.charCodeAt(i);
  return code < 128 ? values[code] : -1;
};

// Canonical shape in one native pass: whole quanta, then at most one padded quantum at the end.
const canonical = /^[A-Za-z0-9+/]*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export function strictBase64Decode(text: string): Base64Result {
  if (text.length % 4 !== 0) return { ok: false, reason: base64Reasons.length };
  if (!canonical.test(text)) return { ok: false, reason: whyNotCanonical(text) };
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  // The bits past the last whole byte must be zero, or a second text would stand for the same bytes.
  const last = valueAt(text, text.length - padding - 1);
  if (padding > 0 && (last & (padding === 2 ? 15 : 3)) !== 0)
    return { ok: false, reason: base64Reasons.padding };
  return { ok: true, bytes: decodeCanonical(text, padding) };
}

/** On the service, Node's decoder (several times faster); in the browser, the loop below. Both see canonical text. */
function decodeCanonical(text: string, padding: number): Uint8Array {
  if (typeof Buffer !== 'undefined') return Buffer.from(text, 'base64');
  const body = text.length - padding;
  const bytes = new Uint8Array((body * 3) >> 2);
  let out = 0;
  let i = 0;
  for (; i + 4 <= body; i += 4) {
    const n =
      (valueAt(text, i) << 18) |
      (valueAt(text, i + 1) << 12) |
      (valueAt(text, i + 2) << 6) |
      valueAt(text, i + 3);
    bytes[out++] = n >> 16;
    bytes[out++] = (n >> 8) & 255;
    bytes[out++] = n & 255;
  }
  if (padding === 0) return bytes;
  const a = valueAt(text, i);
  const b = valueAt(text, i + 1);
  bytes[out++] = (a << 2) | (b >> 4);
  if (padding === 1) bytes[out] = ((b & 15) << 4) | (valueAt(text, i + 2) >> 2);
  return bytes;
}

/** Only for a refusal: an "=" out of place is a padding error, anything else outside the alphabet an alphabet one. */
function whyNotCanonical(text: string): string {
  for (let i = 0; i < text.length; i++)
    if (valueAt(text, i) < 0 && text[i] !== '=') return base64Reasons.alphabet;
  return base64Reasons.padding;
}

export function base64Encode(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    text += alphabet[n >> 18] + alphabet[(n >> 12) & 63];
    text += i + 1 < bytes.length ? alphabet[(n >> 6) & 63] : '=';
    text += i + 2 < bytes.length ? alphabet[n & 63] : '=';
  }
  return text;
}

export type DataUrl = { mediaType: string; base64: string };

/** Splits "data:<media type>;base64,<text>"; only base64 data URLs are uploads. */
export function parseDataUrl(url: string): DataUrl | null {
  const match = /^data:([\w.+/-]*);base64,/.exec(url);
  return match ? { mediaType: match[1].toLowerCase(), base64: url.slice(match[0].length) } : null;
}
