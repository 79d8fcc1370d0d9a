import { describe, expect, it } from 'vitest';
import type { CaseHistoryEntry } from '../../../src/contracts/workflow/cases';
import { workflowPaths } from '../../../src/contracts/workflow/paths';
import { deskPaths, type CaseDocument, type CaseDocumentFile } from '../../../src/contracts/workflow/desk';
import { dataUrl, deskWorld } from './world';

const { call, s, agentCase } = await deskWorld();
const attach = async (names: string[]) => {
  const answer = await call<CaseDocument[]>(deskPaths.documentAdd, {
    case_id: agentCase,
    send_with_notification: false,
    documents: names.map((document_name) => ({ document_name, document_data: dataUrl(2048) })),
  });
  expect(answer.body.errCode).toBe(0);
  return names.map((n) => answer.body.data.find((d) => d.document_name === n) as CaseDocument);
};

describe('case document download', () => {
  it('answers the document with its content as uploaded', async () => {
    const [doc] = await attach(['pre-authorisation-letter.pdf']);
    const answer = await call<CaseDocumentFile>(deskPaths.documentGet, { id: doc.id });
    expect(answer.body.errCode).toBe(0);
    expect(answer.body.data).toEqual({
      id: doc.id,
      case_id: agentCase,
      document_name: 'pre-authorisation-letter.pdf',
      document_data: dataUrl(2048),
    });
  });

  it('refuses another tenant’s document as absent and bad ids with field messages', async () => {
    const [doc] = await attach(['member-certificate.pdf']);
    const stranger = await call(deskPaths.documentGet, { id: doc.id }, s['johan.botha'].token);
    expect(stranger.body).toMatchObject({ errCode: 4, msg: 'That document does not exist', data: null });
    expect((await call(deskPaths.documentGet, { id: 'x' })).body.errCode).toBe(1);
    expect((await call(deskPaths.documentGet, {})).body.errCode).toBe(1);
    expect((await call(deskPaths.documentGet, { id: 2147483000 })).body.errCode).toBe(4);
  });
});

describe('case document removal', () => {
  it('removes one document, answers the list without it and says so in the case trail', async () => {
    const [keep, drop] = await attach(['claim-form.pdf', 'old-statement.pdf']);
    const answer = await call<CaseDocument[]>(deskPaths.documentRemove, { id: drop.id });
    expect(answer.body).toMatchObject({ errCode: 0, msg: 'Document removed' });
    const ids = answer.body.data.map((d) => d.id);
    expect(ids).toContain(keep.id);
    expect(ids).not.toContain(drop.id);
    expect((await call(deskPaths.documentGet, { id: drop.id })).body.errCode).toBe(4);
    const history = await call<CaseHistoryEntry[]>(workflowPaths.caseHistory, { id: agentCase });
    expect(history.body.data.some((h) => h.note === 'old-statement.pdf removed')).toBe(true);
  });

  it('refuses another tenant’s document and bad input, removing nothing', async () => {
    const [doc] = await attach(['tax-certificate.pdf']);
    const stranger = await call(deskPaths.documentRemove, { id: doc.id }, s['johan.botha'].token);
    expect(stranger.body.errCode).toBe(4);
    for (const bad of [{}, { id: 0 }, { id: 'tax-certificate.pdf' }])
      expect((await call(deskPaths.documentRemove, bad)).body.errCode).toBe(1);
    const list = await call<CaseDocument[]>(deskPaths.documentList, { case_id: agentCase });
    expect(list.body.data.map((d) => d.id)).toContain(doc.id);
  });
});
