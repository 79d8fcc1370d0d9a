import { describe, expect, it } from 'vitest';
import {
  checkChecklistAttachments,
  checkSelection,
  fileExtension,
  mergeSingleUpload,
  megabyte,
  uploadHint,
} from '../../../../src/rules/kit-upload';

const f = (name: string, mb = 1) => ({ name, size: mb * megabyte });

describe('checkSelection', () => {
  it.each([
    ['five small pdfs pass', [f('a.pdf'), f('b.pdf'), f('c.pdf'), f('d.pdf'), f('e.pdf')], {}, []],
    [
      'six files breach the default 5',
      [1, 2, 3, 4, 5, 6].map((i) => f(`${i}.pdf`)),
      {},
      ['Cannot select more than 5 files'],
    ],
    ['a custom limit', [f('a.pdf'), f('b.pdf')], { maxFiles: 1 }, ['Cannot select more than 1 files']],
    [
      'single mode takes one',
      [f('a.pdf'), f('b.pdf')],
      { multiple: false },
      ['Cannot select more than 1 files'],
    ],
    ['exactly 5 MB passes', [f('a.pdf', 5)], {}, []],
    ['over 5 MB is too big', [{ name: 'a.pdf', size: 5 * megabyte + 1 }], {}, ['File is too big']],
    ['exe is blacklisted', [f('setup.exe')], {}, ['Cannot select files with exe extension']],
    ['blacklist ignores case', [f('RUN.SH')], {}, ['Cannot select files with sh extension']],
    ['accept list wins over blacklist', [f('a.PNG'), f('b.exe')], { accept: ['png', 'exe'] }, []],
    [
      'outside the accept list',
      [f('a.docx')],
      { accept: ['pdf', 'png'] },
      ['Please select files with pdf, png extension'],
    ],
    ['accept list with dots', [f('a.pdf')], { accept: ['.pdf'] }, []],
    ['a trailing dot hides nothing', [f('evil.exe.')], {}, ['Cannot select files with exe extension']],
    ['nor a zero-width space', [f('evil.ex\u200be')], {}, ['Cannot select files with exe extension']],
    ['nor a trailing one', [f('evil.exe\u200b')], {}, ['Cannot select files with exe extension']],
    ['bat is blocked', [f('evil.bat')], {}, ['Cannot select files with bat extension']],
    ['ps1 is blocked', [f('evil.ps1')], {}, ['Cannot select files with ps1 extension']],
    ['html is blocked', [f('page.html')], {}, ['Cannot select files with html extension']],
    [
      'an NTFS stream suffix is refused',
      [f('evil.exe::$DATA')],
      {},
      ['File names cannot contain :, / or \\'],
    ],
    [
      'several breaches at once',
      [f('a.exe', 6), ...[1, 2, 3, 4, 5].map((i) => f(`${i}.pdf`))],
      {},
      ['Cannot select more than 5 files', 'File is too big', 'Cannot select files with exe extension'],
    ],
  ])('%s', (_name, files, options, warnings) => {
    const result = checkSelection(files, options);
    expect(result.ok ? [] : result.warnings).toEqual(warnings);
  });
});

describe('checklist attachments', () => {
  it.each([
    ['10 MB passes', [f('a.pdf', 10)], []],
    ['over 10 MB fails', [f('a.pdf', 11)], ['File is too big']],
    ['25 MB in all passes', [f('a.pdf', 10), f('b.pdf', 10), f('c.pdf', 5)], []],
    [
      'over 25 MB in all fails',
      [f('a.pdf', 10), f('b.pdf', 10), f('c.pdf', 6)],
      ['Total size of files cannot exceed 25MB'],
    ],
    ['sh is blocked', [f('x.sh')], ['Cannot select files with sh extension']],
  ])('%s', (_n, files, warnings) => {
    const r = checkChecklistAttachments(files);
    expect(r.ok ? [] : r.warnings).toEqual(warnings);
  });
});

describe('helpers', () => {
  it('writes the hint', () => expect(uploadHint(3)).toBe('Maximum 3 files, File size not exceeding 25MB.'));
  it.each([
    ['a.PDF', 'pdf'],
    ['archive.tar.gz', 'gz'],
    ['README', ''],
    ['.bashrc', 'bashrc'],
    ['trailing.', ''],
    ['evil.exe. ', 'exe'],
    ['evil.ex\u200be', 'exe'],
  ])('extension of %s is %j', (name, ext) => expect(fileExtension(name)).toBe(ext));
  it('single upload replaces by document_identifier', () => {
    const a = { document_name: 'a.pdf', document_data: 'data:a', document_identifier: 'id_copy' };
    const b = { document_name: 'b.pdf', document_data: 'data:b', document_identifier: 'payslip' };
    const a2 = { document_name: 'a2.pdf', document_data: 'data:a2', document_identifier: 'id_copy' };
    expect(mergeSingleUpload([a, b], a2)).toEqual([b, a2]);
    expect(mergeSingleUpload([a], b)).toEqual([a, b]);
  });
});
