import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  caseDocuments,
  checklistAttachments,
  checklists,
  taskDocuments,
  tasks,
} from '../../server/db/schema';
import { taskPaths } from '../../src/contracts/tasks';
import { workflowPaths } from '../../src/contracts/workflow/paths';
import { deskPaths } from '../../src/contracts/workflow/desk';
import {
  elfBytes,
  exeBytes,
  htmlBytes,
  pdfBytes,
  pdfOfSize,
  pngBytes,
  shellBytes,
  svgBytes,
  textBytes,
  toDataUrl,
} from '../fixtures/upload-files';
import { loadConfig } from '../../server/config';
import { createTestApp, post, type Answer } from './helpers';
import { deskWorld } from './workflow-desk/world';

const { t, w, s, agentCase, db } = await deskWorld();
type Doc = { document_name: string; document_data: string };
const doc = (name: string, bytes: Uint8Array, type?: string): Doc => ({
  document_name: name,
  document_data: toDataUrl(bytes, type),
});
const rows = async (table: typeof caseDocuments | typeof checklistAttachments | typeof taskDocuments) =>
  (await db.select({ n: count() }).from(table))[0].n;
const stored = async () =>
  [
    await rows(caseDocuments),
    await rows(checklistAttachments),
    await rows(taskDocuments),
    (await db.select({ n: count() }).from(tasks))[0].n,
    (await db.select({ n: count() }).from(checklists))[0].n,
  ].join('/');

/** Every call on the service that takes files, as a function of the files. */
const uploaders = (app = t.app, token = s.agent.token) => ({
  task: (documents: Doc[]) =>
    post(
      app,
      taskPaths.taskSave,
      {
        title: 'Collect ID copies',
        wrkgrp_id: w.wg('Pretoria Claims Desk').id,
        owner_user_id: w.userId('agent'),
        documents,
      },
      token,
    ),
  caseDocuments: (documents: Doc[]) =>
    post(app, deskPaths.documentAdd, { case_id: agentCase, documents }, token),
  checklist: (attachments: Doc[]) =>
    post(
      app,
      workflowPaths.checklistSave,
      { title: 'Claim dispute', items: [{ text: 'One' }], attachments },
      token,
    ),
});

async function expectRefusedEverywhere(documents: Doc[], msg?: string | RegExp) {
  for (const [call, upload] of Object.entries(uploaders())) {
    const before = await stored();
    const answer: Answer = await upload(documents);
    expect({ call, status: answer.status, errCode: answer.body.errCode }).toEqual({
      call,
      status: 200,
      errCode: 1,
    });
    if (msg !== undefined) expect(answer.body.msg).toMatch(msg);
    expect(await stored()).toBe(before);
  }
}

const harmless = Buffer.from('echo hello\n');

describe('file names that bypassed the blocklist', () => {
  it.each([
    ['evil.exe.', 'exe'],
    ['evil.exe . .', 'exe'],
    ['evil.ex\u200be', 'exe'],
    ['evil.exe\u200b', 'exe'],
    ['evil\u202egnp.exe', 'exe'],
    ['evil.ｅｘｅ', 'exe'],
    ['evil.bat', 'bat'],
    ['evil.ps1', 'ps1'],
    ['evil.cmd', 'cmd'],
    ['report.html', 'html'],
    ['chart.svg', 'svg'],
  ])('%j is refused by every upload call and nothing is stored', async (name, extension) => {
    await expectRefusedEverywhere([doc(name, harmless)], `Cannot select files with ${extension} extension`);
  });

  it('refuses an NTFS stream suffix with a field message', async () => {
    await expectRefusedEverywhere([doc('evil.exe::$DATA', harmless)], 'File names cannot contain :, / or \\');
    const answer = await uploaders().caseDocuments([
      doc('a.txt', textBytes),
      doc('evil.exe::$DATA', harmless),
    ]);
    expect(answer.body.data).toEqual({
      issues: [{ path: 'documents.1.document_name', message: 'File names cannot contain :, / or \\' }],
    });
  });
});

describe('content that is not what its name says', () => {
  it.each([
    ['an EXE named photo.png', doc('photo.png', exeBytes, 'image/png'), 'photo.png: Programs and scripts'],
    ['an ELF program named data.bin', doc('data.bin', elfBytes), 'data.bin: Programs and scripts'],
    [
      'a shell script named report.pdf',
      doc('report.pdf', shellBytes, 'application/pdf'),
      'report.pdf: Programs',
    ],
    ['a shell script named notes.txt', doc('notes.txt', shellBytes, 'text/plain'), 'notes.txt: Programs'],
    ['HTML named invoice.pdf', doc('invoice.pdf', htmlBytes, 'application/pdf'), 'invoice.pdf: HTML and SVG'],
    ['HTML named notes.txt', doc('notes.txt', htmlBytes, 'text/plain'), 'notes.txt: HTML and SVG'],
    ['SVG named picture.dat', doc('picture.dat', svgBytes), 'picture.dat: HTML and SVG'],
    ['text declared as HTML', doc('notes.txt', textBytes, 'text/html'), 'notes.txt: HTML and SVG'],
    [
      'a PNG named scan.pdf',
      doc('scan.pdf', pngBytes, 'application/pdf'),
      'scan.pdf: The content is not a PDF file',
    ],
    [
      'binary named data.csv',
      doc('data.csv', Buffer.from([0x41, 0, 0xff])),
      'data.csv: A csv file must be UTF-8',
    ],
  ])('%s is refused by every upload call and nothing is stored', async (_name, file, msg) => {
    await expectRefusedEverywhere([file], msg);
  });

  it('stores a real PNG, a real PDF and a text file, under their normalised names and real sizes', async () => {
    for (const [call, upload] of Object.entries(uploaders())) {
      const answer = await upload([
        doc('scan.png', pngBytes, 'image/png'),
        doc(' statement.pdf. ', pdfBytes, 'application/pdf'),
        doc('members\u200b.csv', textBytes, 'text/csv'),
      ]);
      expect({ call, errCode: answer.body.errCode }).toEqual({ call, errCode: 0 });
      expect(JSON.stringify(answer.body.data)).toContain(
        `"document_name":"statement.pdf","size":${pdfBytes.length}`,
      );
      expect(JSON.stringify(answer.body.data)).toContain('"document_name":"members.csv"');
    }
  });
});

describe('strict base64', () => {
  it.each([
    ['missing padding', 'data:application/pdf;base64,JVBERi0'],
    ['padding in the middle', 'data:application/pdf;base64,JVBE=i0x'],
    ['too much padding', 'data:application/pdf;base64,JVBERi0x===='],
    ['unused bits set', 'data:text/plain;base64,QR=='],
    ['a character outside the alphabet', 'data:text/plain;base64,QU-B'],
  ])('%s is refused by every upload call', async (_name, data) => {
    await expectRefusedEverywhere(
      [{ document_name: 'a.txt', document_data: data }],
      /base64|data URL|Not a data/,
    );
  });
});

describe('task documents follow spec §5: 5 files, 5 MB each, 25 MB in all', () => {
  it('refuses a sixth document and a document over 5 MB, storing nothing', async () => {
    const before = await stored();
    const six = [1, 2, 3, 4, 5, 6].map((n) => doc(`part-${n}.pdf`, pdfBytes));
    expect((await uploaders().task(six)).body).toMatchObject({
      errCode: 1,
      msg: expect.stringMatching(/more than 5 files/),
    });
    const big = await uploaders().task([doc('scan.pdf', pdfOfSize(5 * 1048576 + 1))]);
    expect(big.body).toMatchObject({ errCode: 1, msg: 'File is too big' });
    expect(await stored()).toBe(before);
    expect((await uploaders().task([doc('scan.pdf', pdfOfSize(5 * 1048576))])).body.errCode).toBe(0);
  });

  it('counts the documents a task keeps: a sixth one added later is refused', async () => {
    const five = [1, 2, 3, 4, 5].map((n) => doc(`id-${n}.pdf`, pdfBytes));
    const made = await uploaders().task(five);
    expect(made.body.errCode).toBe(0);
    const { id } = made.body.data as { id: number };
    const more = await post(
      t.app,
      taskPaths.taskSave,
      {
        id,
        title: 'Collect ID copies',
        wrkgrp_id: w.wg('Pretoria Claims Desk').id,
        owner_user_id: w.userId('agent'),
        documents: [doc('six.pdf', pdfBytes)],
      },
      s.agent.token,
    );
    expect(more.body).toMatchObject({ errCode: 1, msg: 'Cannot select more than 5 files' });
  });
});

describe('UPLOAD_BLOCKED_EXTENSIONS', () => {
  it('adds an extension to the blocklist ("+dat") on every upload call', async () => {
    const other = await createTestApp({ env: { UPLOAD_BLOCKED_EXTENSIONS: '+dat' }, database: t.database });
    for (const [call, upload] of Object.entries(uploaders(other.app))) {
      const before = await stored();
      const answer = await upload([doc('export.dat', textBytes)]);
      expect({ call, body: answer.body }).toMatchObject({
        call,
        body: { errCode: 1, msg: 'Cannot select files with dat extension' },
      });
      expect(await stored()).toBe(before);
    }
    expect((await uploaders(other.app).caseDocuments([doc('setup.exe', harmless)])).body.errCode).toBe(1);
  });

  it('replaces the list when given without "+", and programs stay refused by their content whatever the list', async () => {
    const other = await createTestApp({ env: { UPLOAD_BLOCKED_EXTENSIONS: 'bat' }, database: t.database });
    const upload = uploaders(other.app).caseDocuments;
    expect((await upload([doc('run.bat', harmless)])).body.msg).toBe(
      'Cannot select files with bat extension',
    );
    expect((await upload([doc('setup.exe', exeBytes)])).body).toMatchObject({
      errCode: 1,
      msg: 'setup.exe: Programs and scripts cannot be uploaded, whatever their name',
    });
  });

  it('stops the service at start with a clear message when the list is not a list of extensions', () => {
    expect(() => loadConfig({ UPLOAD_BLOCKED_EXTENSIONS: 'exe,*.sh' })).toThrow(
      'UPLOAD_BLOCKED_EXTENSIONS: "*.sh" is not a file extension (use "bat,cmd" or "+iso,img")',
    );
  });
});
