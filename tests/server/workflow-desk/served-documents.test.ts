import { deflateRawSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cases, caseDocuments } from '../../../server/db/schema';
import { deskPaths, type CaseDocument, type CaseDocumentFile } from '../../../src/contracts/workflow/desk';
import { pdfBytes, pngBytes, textBytes, toDataUrl } from '../../fixtures/upload-files';
import { deskWorld } from './world';

// Issue 37, "uploads served as declared": what a stored file is comes from its bytes, never from the type the
// uploader's data URL declared, and a download can never be taken for a page of the console's origin.

const { t, s, call, agentCase, db } = await deskWorld();
type Doc = { document_name: string; document_data: string };
const doc = (name: string, bytes: Uint8Array | string, type: string): Doc => ({
  document_name: name,
  document_data: toDataUrl(typeof bytes === 'string' ? Buffer.from(bytes) : bytes, type),
});
const attach = (documents: Doc[]) =>
  call<CaseDocument[]>(deskPaths.documentAdd, {
    case_id: agentCase,
    send_with_notification: false,
    documents,
  });
const attachOne = async (file: Doc) => {
  const answer = await attach([file]);
  expect(answer.body.errCode, JSON.stringify(answer.body)).toBe(0);
  return answer.body.data.filter((d) => d.document_name === file.document_name).at(-1) as CaseDocument;
};
const download = async (id: number | string, token = s.agent.token) =>
  t.app.inject({
    method: 'GET',
    url: `/api${deskPaths.documentDownload}?id=${id}`,
    headers: { authorization: `Bearer ${token}` },
  });

/** Hostile files the probe had accepted: a signature, then markup or script. */
const pngPolyglot = Buffer.concat([pngBytes, Buffer.from('<html><script>fetch("/api/me")</script></html>')]);
const pdfPolyglot = Buffer.concat([pdfBytes, Buffer.from('<html><body onload="alert(1)"></body></html>')]);
const gifPolyglot = Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\x00\x00;*/=1;fetch("/api/me");', 'latin1');
/** A zip bomb's shape: a local file header claiming 100 MB of zeros, stored as 100 KB of deflate. */
const zipBomb = (() => {
  const data = deflateRawSync(Buffer.alloc(100 * 1048576));
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(8, 8);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(100 * 1048576, 22);
  header.writeUInt16LE(9, 26);
  return Buffer.concat([header, Buffer.from('zeros.bin'), data]);
})();

describe('HTML-like text in a text file', () => {
  it.each([
    ['note.txt', 'Dear member,\n<input autofocus onfocus=alert(document.cookie)>\n', 'text/plain'],
    ['members.csv', 'name,note\nThabo,<img src=x onerror=alert(1)>\n', 'text/csv'],
    [
      'feed.xml',
      '<?xml version="1.0"?>\n<x:html xmlns:x="http://www.w3.org/1999/xhtml"><x:script>alert(1)</x:script></x:html>',
      'text/xml',
    ],
    [
      'style.xsl',
      '<?xml version="1.0"?><xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"/>',
      'application/xml',
    ],
    ['notes.txt', 'GIF89a<html><script>alert(1)</script></html>', 'text/plain'],
  ])('%s is refused with a field message and nothing is stored', async (name, text, type) => {
    const before = await call<CaseDocument[]>(deskPaths.documentList, { case_id: agentCase });
    const answer = await attach([doc('cover.pdf', pdfBytes, 'application/pdf'), doc(name, text, type)]);
    expect(answer.body).toEqual({
      errCode: 1,
      msg: `${name}: Text files cannot contain HTML or XML tags`,
      data: {
        issues: [
          { path: 'documents.1.document_data', message: 'Text files cannot contain HTML or XML tags' },
        ],
      },
    });
    const after = await call<CaseDocument[]>(deskPaths.documentList, { case_id: agentCase });
    expect(after.body.data).toEqual(before.body.data);
  });
});

describe('the stored type', () => {
  it('comes from the content, never the declared type, polyglots included', async () => {
    const mail = 'Ask Thabo <thabo.molefe@example.co.za> if the excess is < R5000.\n';
    const files: [Doc, string, Uint8Array][] = [
      [doc('scan.png', pngPolyglot, 'text/xml'), 'image/png', pngPolyglot],
      [doc('claim.pdf', pdfPolyglot, 'application/octet-stream'), 'application/pdf', pdfPolyglot],
      [doc('pixel.gif', gifPolyglot, 'application/javascript'), 'image/gif', gifPolyglot],
      [doc('claims.zip', zipBomb, 'application/zip'), 'application/zip', zipBomb],
      [doc('reply.txt', mail, 'application/xml'), 'text/plain', Buffer.from(mail)],
    ];
    for (const [file, type, bytes] of files) {
      const stored = await attachOne(file);
      const answer = await call<CaseDocumentFile>(deskPaths.documentGet, { id: stored.id });
      expect(answer.body.data.document_data).toBe(
        `data:${type};base64,${Buffer.from(bytes).toString('base64')}`,
      );
      const [row] = await db.select().from(caseDocuments).where(eq(caseDocuments.id, stored.id));
      expect(row.data.slice(0, row.data.indexOf(','))).toBe(`data:${type};base64`);
    }
  });
});

describe('the download', () => {
  const expectServed = async (id: number, type: string, disposition: string, bytes: Uint8Array) => {
    const response = await download(id);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': type,
      'content-disposition': disposition,
      'x-content-type-options': 'nosniff',
    });
    // No script and no access to the console's origin, whatever a browser takes the bytes for.
    expect(String(response.headers['content-security-policy']).split(';')[0]).toBe('sandbox');
    expect(Buffer.compare(response.rawPayload, Buffer.from(bytes))).toBe(0);
  };

  it('is inline only for the §9 kinds (pdf, txt, png) whose content is what the name says', async () => {
    const png = await attachOne(doc('scan.png', pngPolyglot, 'text/xml'));
    await expectServed(
      png.id,
      'image/png',
      `inline; filename="scan.png"; filename*=UTF-8''scan.png`,
      pngPolyglot,
    );
    const pdf = await attachOne(doc('claim.pdf', pdfPolyglot, 'application/pdf'));
    await expectServed(
      pdf.id,
      'application/pdf',
      `inline; filename="claim.pdf"; filename*=UTF-8''claim.pdf`,
      pdfPolyglot,
    );
    const txt = await attachOne(doc('Ledger ñ.txt', textBytes, 'text/html-ish'));
    await expectServed(
      txt.id,
      'text/plain; charset=utf-8',
      `inline; filename="Ledger _.txt"; filename*=UTF-8''Ledger%20%C3%B1.txt`,
      textBytes,
    );
  });

  it('is an attachment for everything else, the zip bomb as its own bytes, never unpacked', async () => {
    const zip = await attachOne(doc('claims.zip', zipBomb, 'application/zip'));
    await expectServed(
      zip.id,
      'application/zip',
      `attachment; filename="claims.zip"; filename*=UTF-8''claims.zip`,
      zipBomb,
    );
    const gif = await attachOne(doc('pixel.gif', gifPolyglot, 'text/javascript'));
    await expectServed(
      gif.id,
      'image/gif',
      `attachment; filename="pixel.gif"; filename*=UTF-8''pixel.gif`,
      gifPolyglot,
    );
    const csv = await attachOne(doc('members.csv', textBytes, 'text/csv'));
    await expectServed(
      csv.id,
      'text/plain; charset=utf-8',
      `attachment; filename="members.csv"; filename*=UTF-8''members.csv`,
      textBytes,
    );
  });

  it('serves a file stored before uploads were typed by content as its content, not its declared type', async () => {
    const html = Buffer.from('<!DOCTYPE html><script>fetch("/api/me")</script>');
    const [owner] = await db.select({ tenantId: cases.tenantId }).from(cases).where(eq(cases.id, agentCase));
    const [row] = await db
      .insert(caseDocuments)
      .values({
        tenantId: owner.tenantId,
        caseId: agentCase,
        name: 'old.txt',
        size: html.length,
        data: toDataUrl(html, 'text/html'),
      })
      .returning({ id: caseDocuments.id });
    await expectServed(
      row.id,
      'text/plain; charset=utf-8',
      `attachment; filename="old.txt"; filename*=UTF-8''old.txt`,
      html,
    );
    const answer = await call<CaseDocumentFile>(deskPaths.documentGet, { id: row.id });
    expect(answer.body.data.document_data.startsWith('data:text/plain;base64,')).toBe(true);
  });

  it('refuses another tenant’s document and bad ids with the envelope', async () => {
    const png = await attachOne(doc('scan.png', pngBytes, 'image/png'));
    const stranger = await download(png.id, s['johan.botha'].token);
    expect(stranger.json()).toEqual({ errCode: 4, msg: 'That document does not exist', data: null });
    for (const bad of ['x', '0', '2147483648', '', '1e3'])
      expect((await download(bad)).json(), bad).toMatchObject({
        errCode: 1,
        data: { issues: [{ path: 'id', message: expect.any(String) }] },
      });
    expect((await download(2147483000)).json()).toMatchObject({ errCode: 4 });
    const unsigned = await t.app.inject({
      method: 'GET',
      url: `/api${deskPaths.documentDownload}?id=${png.id}`,
    });
    expect(unsigned.json()).toMatchObject({ errCode: 96 });
  });
});
