import { describe, expect, it } from 'vitest';
import {
  defaultBlockedExtensions,
  extensionOf,
  nameReasons,
  normaliseFileName,
  parseExtensionList,
} from '../../../src/rules/upload-names';

describe('normaliseFileName', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['evil.exe.', 'evil.exe'],
    ['evil.exe . . ', 'evil.exe'],
    ['  leading.txt', 'leading.txt'],
    ['evil.ex\u200be', 'evil.exe'],
    ['evil.exe\u200b', 'evil.exe'],
    ['evil.exe\u200b.', 'evil.exe'],
    ['e\u00advil.exe', 'evil.exe'],
    ['evil\u202egnp.exe', 'evilgnp.exe'],
    ['evil\u2066.exe\u2069', 'evil.exe'],
    ['\ufeffbom.sh', 'bom.sh'],
    ['tab\t.sh', 'tab.sh'],
    ['evil.ｅｘｅ', 'evil.exe'],
    ['evil．exe', 'evil.exe'],
    ['résumé.pdf', 'résumé.pdf'],
  ])('%j reads as %j', (raw, name) => expect(normaliseFileName(raw)).toEqual({ ok: true, name }));

  it.each([
    ['evil.exe::$DATA', nameReasons.separator],
    ['evil.exe:stream', nameReasons.separator],
    ['../../etc/passwd', nameReasons.separator],
    ['C:\\Users\\evil.exe', nameReasons.separator],
    ['...', nameReasons.empty],
    [' \u200b ', nameReasons.empty],
    [`${'a'.repeat(201)}.pdf`, nameReasons.tooLong],
  ])('%j is refused', (raw, reason) => expect(normaliseFileName(raw)).toEqual({ ok: false, reason }));
});

describe('extensionOf', () => {
  it.each([
    ['a.PDF', 'pdf'],
    ['archive.tar.gz', 'gz'],
    ['README', ''],
    ['.exe', 'exe'],
  ])('%j has %j', (name, ext) => expect(extensionOf(name)).toBe(ext));
});

describe('parseExtensionList', () => {
  it('replaces the defaults with a plain list, and adds to them with a leading +', () => {
    expect(parseExtensionList('bat, .CMD ,')).toEqual(['bat', 'cmd']);
    const extended = parseExtensionList('+dat,exe');
    expect(extended).toEqual([...defaultBlockedExtensions, 'dat']);
  });
  it('refuses what is not an extension', () => {
    expect(() => parseExtensionList('exe,*.sh')).toThrow('"*.sh" is not a file extension');
  });
  it('blocks the spec’s two, the other executables and markup by default', () => {
    for (const e of [
      'exe',
      'sh',
      'bat',
      'cmd',
      'ps1',
      'com',
      'scr',
      'msi',
      'js',
      'vbs',
      'jar',
      'html',
      'svg',
    ])
      expect(defaultBlockedExtensions).toContain(e);
    for (const e of ['pdf', 'png', 'docx', 'txt', 'csv', 'json'])
      expect(defaultBlockedExtensions).not.toContain(e);
  });
});
