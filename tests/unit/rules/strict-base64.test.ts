import { describe, expect, it, vi } from 'vitest';
import {
  base64Encode,
  base64Reasons,
  parseDataUrl,
  strictBase64Decode,
} from '../../../src/rules/strict-base64';

describe('strictBase64Decode', () => {
  it.each([
    ['', ''],
    ['QQ==', 'A'],
    ['QUI=', 'AB'],
    ['QUJD', 'ABC'],
    ['SUQgY29weQ==', 'ID copy'],
  ])('%j decodes to %j', (text, plain) => {
    const result = strictBase64Decode(text);
    expect(result.ok && Buffer.from(result.bytes).toString('latin1')).toBe(plain);
  });

  it.each([
    ['QQ', base64Reasons.length],
    ['QQ=', base64Reasons.length],
    ['QUJDR', base64Reasons.length],
    ['Q===', base64Reasons.padding],
    ['QR==', base64Reasons.padding],
    ['QUJ=QUJD', base64Reasons.padding],
    ['=QUJ', base64Reasons.padding],
    ['QU B', base64Reasons.alphabet],
    ['QU-B', base64Reasons.alphabet],
    ['QU_B', base64Reasons.alphabet],
    ['QUJ\n', base64Reasons.alphabet],
    ['QUJé', base64Reasons.alphabet],
  ])('%j is refused', (text, reason) => expect(strictBase64Decode(text)).toEqual({ ok: false, reason }));

  it.each([
    ['on the service (Node’s decoder)', false],
    ['in the browser (no Buffer)', true],
  ])(
    'agrees with Node for every length and byte %s, and encodes back to the same text',
    (_where, browser) => {
      const cases = Array.from({ length: 70 }, (_, n) => {
        const bytes = Buffer.from(Array.from({ length: n }, (_, i) => (i * 97 + n * 31) & 255));
        return { expected: Array.from(bytes), text: bytes.toString('base64') };
      });
      if (browser) vi.stubGlobal('Buffer', undefined);
      const decoded = cases.map(({ text }) => strictBase64Decode(text));
      vi.unstubAllGlobals();
      decoded.forEach((result, n) => {
        expect(result.ok && Array.from(result.bytes)).toEqual(cases[n].expected);
        expect(result.ok && base64Encode(result.bytes)).toBe(cases[n].text);
      });
    },
  );
});

describe('parseDataUrl', () => {
  it('splits a base64 data URL and refuses anything else', () => {
    expect(parseDataUrl('data:Image/PNG;base64,QQ==')).toEqual({ mediaType: 'image/png', base64: 'QQ==' });
    expect(parseDataUrl('data:;base64,')).toEqual({ mediaType: '', base64: '' });
    expect(parseDataUrl('data:text/plain,hello')).toBeNull();
    expect(parseDataUrl('QQ==')).toBeNull();
  });
});
