import { describe, expect, it } from 'vitest';
import { sniffContent } from '../../../src/rules/content-sniff';
import {
  attachmentPolicy,
  checkDataUrlUpload,
  checkUpload,
  documentPolicy,
  megabyte,
  selectionProblems,
  uploadMessages as m,
} from '../../../src/rules/upload-content';
import { base64Reasons } from '../../../src/rules/strict-base64';
import {
  elfBytes,
  exeBytes,
  htmlBytes,
  pdfBytes,
  pngBytes,
  shellBytes,
  svgBytes,
  textBytes,
  toDataUrl,
} from '../../fixtures/upload-files';

const b = (...values: (number | string)[]) =>
  Buffer.concat(values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))));
const ole = b(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0);
const zip = b('PK', 3, 4, 20, 0);
const jpeg = b(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF');
const webp = b('RIFF', 0, 0, 0, 0, 'WEBPVP8 ');
const bmp = Buffer.concat([b('BM'), Buffer.alloc(30, 0)]);

describe('sniffContent', () => {
  it.each([
    [exeBytes, 'pe'],
    [elfBytes, 'elf'],
    [b(0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1), 'macho'],
    [b(0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 2), 'macho'],
    [shellBytes, 'script'],
    [pngBytes, 'png'],
    [jpeg, 'jpeg'],
    [b('GIF89a', 1, 0), 'gif'],
    [pdfBytes, 'pdf'],
    [zip, 'zip'],
    [ole, 'ole'],
    [webp, 'webp'],
    [b('II*', 0, 8, 0), 'tiff'],
    [bmp, 'bmp'],
    [htmlBytes, 'html'],
    [Buffer.from('\ufeff  \n<script>alert(1)</script>'), 'html'],
    [Buffer.from('<a href="x">click</a>'), 'html'],
    [Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'), 'svg'],
    [svgBytes, 'svg'],
    [Buffer.from('MZansi Benefits report, 2026\n'), 'text'],
    [Buffer.from('<abc> is not a tag a browser sniffs'), 'text'],
    [textBytes, 'text'],
    [b(0, 1, 2, 0xff), 'binary'],
    [Buffer.alloc(0), 'empty'],
  ])('%# is %s', (bytes, kind) => expect(sniffContent(bytes)).toBe(kind));
});

describe('checkUpload', () => {
  const check = (name: string, bytes: Uint8Array, declaredType?: string) => {
    const r = checkUpload({ name, bytes, declaredType }, documentPolicy);
    return r.ok ? r.name : r.issue;
  };
  it.each([
    ['photo.png', pngBytes, 'photo.png'],
    ['scan.PDF.', pdfBytes, 'scan.PDF'],
    ['letter.docx', zip, 'letter.docx'],
    ['sheet.xls', ole, 'sheet.xls'],
    ['photo.jpg', jpeg, 'photo.jpg'],
    ['photo.webp', webp, 'photo.webp'],
    ['members.csv', textBytes, 'members.csv'],
    ['no-extension', b(1, 2, 3), 'no-extension'],
    ['export.dat', pngBytes, 'export.dat'],
    [
      'reply.txt',
      Buffer.from('Ask <thabo@example.co.za> or see <https://x.example>; a<5, b < 6'),
      'reply.txt',
    ],
  ])('%j is accepted', (name, bytes, stored) => expect(check(name, bytes)).toBe(stored));

  it.each([
    ['setup.exe', textBytes, { field: 'name', message: m.blocked('exe') }],
    ['run.sh.', textBytes, { field: 'name', message: m.blocked('sh') }],
    ['photo.png', exeBytes, { field: 'data', message: m.executable }],
    ['README', elfBytes, { field: 'data', message: m.executable }],
    ['report.pdf', shellBytes, { field: 'data', message: m.executable }],
    ['invoice.pdf', htmlBytes, { field: 'data', message: m.markup }],
    ['logo.dat', svgBytes, { field: 'data', message: m.markup }],
    ['notes.txt', textBytes, { field: 'data', message: m.markup }, 'text/html'],
    ['photo.png', jpeg, { field: 'data', message: m.mismatch('png') }],
    ['letter.docx', ole, { field: 'data', message: m.mismatch('docx') }],
    ['photo.jpeg', Buffer.alloc(0), { field: 'data', message: m.mismatch('jpeg') }],
    ['data.json', b('{"a":', 0, '}'), { field: 'data', message: m.notText('json') }],
    ['notes.md', b(0xc3, 0x28), { field: 'data', message: m.notText('md') }],
    ['note.txt', b('Hi <input autofocus onfocus=alert(1)>'), { field: 'data', message: m.markupInText }],
    ['feed.xml', b('<?xml version="1.0"?><x:html xmlns:x="h"/>'), { field: 'data', message: m.markupInText }],
    ['data.json', b('{"a":"</b>"}'), { field: 'data', message: m.markupInText }],
    ['plain', b('see <!-- hidden -->'), { field: 'data', message: m.markupInText }],
  ])('%j with its content is refused', (name, bytes, issue, declared?: string) =>
    expect(check(name, bytes, declared)).toEqual(issue),
  );

  it('allows HTML only when the policy unblocks an HTML extension', () => {
    const open = { ...documentPolicy, blockedExtensions: ['exe', 'sh'] };
    expect(checkUpload({ name: 'page.html', bytes: htmlBytes }, open).ok).toBe(true);
    expect(checkUpload({ name: 'page.txt', bytes: htmlBytes }, open).ok).toBe(false);
    expect(checkUpload({ name: 'page.html', bytes: exeBytes }, open).ok).toBe(false);
  });

  it('refuses a file over the limit before decoding it, and a data URL that is not strict base64', () => {
    const big = toDataUrl(Buffer.alloc(5 * megabyte + 3, 0x20));
    expect(checkDataUrlUpload({ name: 'a.txt', dataUrl: big }, documentPolicy)).toEqual({
      ok: false,
      issue: { field: 'data', message: m.tooBig },
    });
    expect(
      checkDataUrlUpload({ name: 'a.txt', dataUrl: 'data:text/plain;base64,QR==' }, documentPolicy),
    ).toEqual({
      ok: false,
      issue: { field: 'data', message: base64Reasons.padding },
    });
    expect(checkDataUrlUpload({ name: 'a.txt', dataUrl: 'hello' }, documentPolicy)).toEqual({
      ok: false,
      issue: { field: 'data', message: m.notDataUrl },
    });
  });
});

describe('selectionProblems', () => {
  it.each([
    [[1, 1, 1, 1, 1], documentPolicy, []],
    [[1, 1, 1, 1, 1, 1], documentPolicy, [m.tooMany(5)]],
    [[10 * megabyte, 10 * megabyte, 5 * megabyte], attachmentPolicy, []],
    [[10 * megabyte, 10 * megabyte, 5 * megabyte + 1], attachmentPolicy, [m.totalTooBig]],
  ])('%# %j', (sizes, policy, problems) => expect(selectionProblems(sizes, policy)).toEqual(problems));
});
