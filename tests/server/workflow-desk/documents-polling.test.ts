import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caseDocuments, pollingEntries } from '../../../server/db/schema';
import type { CaseHistoryEntry } from '../../../src/contracts/workflow/cases';
import { workflowPaths } from '../../../src/contracts/workflow/paths';
import { deskPaths, type CaseDocument, type PollingEntry } from '../../../src/contracts/workflow/desk';
import { dataUrl, deskWorld, newPollingEntry } from './world';

const { call, s, w, agentCase, capeCase, db } = await deskWorld();
const documentCount = async (caseId: number) =>
  (await db.select({ n: count() }).from(caseDocuments).where(eq(caseDocuments.caseId, caseId)))[0].n;

describe('case documents', () => {
  it('attaches documents flagged as sent with the notification, and records them in the trail', async () => {
    const added = await call<CaseDocument[]>(deskPaths.documentAdd, {
      case_id: agentCase,
      documents: [{ document_name: 'hospital-account.pdf', document_data: dataUrl(4096) }],
    });
    expect(added.body.errCode).toBe(0);
    expect(added.body.data[0]).toMatchObject({
      document_name: 'hospital-account.pdf',
      size: 4096,
      sent_with_notification: true,
      uploaded_by_name: 'Naledi Mokoena',
    });
    const quiet = await call<CaseDocument[]>(deskPaths.documentAdd, {
      case_id: agentCase,
      send_with_notification: false,
      documents: [{ document_name: 'notes.txt', document_data: dataUrl(10, 'text/plain') }],
    });
    expect(quiet.body.data.find((d) => d.document_name === 'notes.txt')?.sent_with_notification).toBe(false);
    const history = await call<CaseHistoryEntry[]>(workflowPaths.caseHistory, { id: agentCase });
    expect(history.body.data.filter((h) => h.action === 'documents').map((h) => h.note)).toEqual([
      'hospital-account.pdf (sent with the notification)',
      'notes.txt',
    ]);
  });

  it('refuses exe and sh, oversize files and selections, bad input and other tenants, storing nothing', async () => {
    const before = await documentCount(agentCase);
    const refusals: [unknown, string][] = [
      [
        [{ document_name: 'setup.exe', document_data: dataUrl(10) }],
        'Cannot select files with exe extension',
      ],
      [
        [{ document_name: 'install.SH', document_data: dataUrl(10) }],
        'Cannot select files with sh extension',
      ],
      [[{ document_name: 'scan.pdf', document_data: dataUrl(10 * 1048576 + 1) }], 'File is too big'],
      [
        // Just over 25 MB in all: within the call's body limit, so the total rule answers.
        [9, 9, 7].map((mb, n) => ({
          document_name: `part-${n}.pdf`,
          document_data: dataUrl(mb * 1048576 + (n === 2 ? 1024 : 0)),
        })),
        'Total size of files cannot exceed 25MB',
      ],
    ];
    for (const [documents, msg] of refusals) {
      const answer = await call(deskPaths.documentAdd, { case_id: agentCase, documents });
      expect(answer.body).toMatchObject({ errCode: 1, msg });
    }
    // Far over: the body's length alone refuses it, before it is read.
    const huge = [1, 2, 3].map((n) => ({
      document_name: `part-${n}.pdf`,
      document_data: dataUrl(9 * 1048576),
    }));
    const tooLarge = await call(deskPaths.documentAdd, { case_id: agentCase, documents: huge });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.errCode).toBe(13);
    for (const bad of [
      { case_id: agentCase, documents: [] },
      { case_id: agentCase, documents: [{ document_name: 'a.pdf', document_data: 'plain text' }] },
      { documents: [{ document_name: 'a.pdf', document_data: dataUrl(5) }] },
    ])
      expect((await call(deskPaths.documentAdd, bad)).body.errCode).toBe(1);
    expect(await documentCount(agentCase)).toBe(before);
    const capeBefore = await documentCount(capeCase);
    const other = await call(deskPaths.documentAdd, {
      case_id: capeCase,
      documents: [{ document_name: 'a.pdf', document_data: dataUrl(5) }],
    });
    expect(other.body.errCode).toBe(4);
    expect((await call(deskPaths.documentList, { case_id: capeCase })).body.errCode).toBe(4);
    expect(await documentCount(capeCase)).toBe(capeBefore);
  });
});

describe('polling entries', () => {
  it('lists a case’s polled results and marks one Reviewed once, in the trail', async () => {
    const id = await newPollingEntry(db, agentCase, w.tenantId('Pretoria Office'), 'GEMS-PA-T1');
    const list = await call<PollingEntry[]>(deskPaths.pollingList, { case_id: agentCase });
    expect(list.body.data.find((p) => p.id === id)).toMatchObject({ status: 'New', reviewed_at: null });
    const reviewed = await call<PollingEntry[]>(deskPaths.pollingReview, { id });
    expect(reviewed.body.data.find((p) => p.id === id)).toMatchObject({
      status: 'Reviewed',
      reviewed_by_name: 'Naledi Mokoena',
    });
    const again = await call(deskPaths.pollingReview, { id });
    expect(again.body).toMatchObject({ errCode: 1, msg: 'That polling entry is already reviewed' });
    const history = await call<CaseHistoryEntry[]>(workflowPaths.caseHistory, { id: agentCase });
    expect(history.body.data.filter((h) => h.action === 'polling reviewed')).toHaveLength(1);
  });

  it('refuses another tenant’s entry and bad input, changing nothing', async () => {
    const id = await newPollingEntry(db, capeCase, w.tenantId('Cape Town Office'), 'GEMS-PA-T2');
    expect((await call(deskPaths.pollingReview, { id })).body.errCode).toBe(4);
    const [row] = await db.select().from(pollingEntries).where(eq(pollingEntries.id, id));
    expect(row.status).toBe('New');
    expect((await call(deskPaths.pollingList, { case_id: capeCase })).body.errCode).toBe(4);
    expect((await call(deskPaths.pollingReview, { id: 'x' })).body.errCode).toBe(1);
    expect((await call(deskPaths.pollingReview, {})).body.errCode).toBe(1);
    const johan = await call<PollingEntry[]>(deskPaths.pollingReview, { id }, s['johan.botha'].token);
    expect(johan.body.data.find((p) => p.id === id)?.status).toBe('Reviewed');
  });
});
