import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checklists, meetings } from '../../../server/db/schema';
import type { CaseHistoryEntry } from '../../../src/contracts/workflow/cases';
import type { ChecklistRecord } from '../../../src/contracts/workflow/checklists';
import type { MeetingRecord } from '../../../src/contracts/workflow/meetings';
import { workflowPaths } from '../../../src/contracts/workflow/paths';
import { dataUrl, deskWorld } from './world';

const { call, w, agentCase, capeCase, db } = await deskWorld();

describe('checklists and meetings held against a case', () => {
  it('lists them by case and writes each change into the case’s audit trail', async () => {
    const draft = await call<ChecklistRecord>(workflowPaths.checklistSave, {
      title: 'Claim dispute documents',
      case_id: agentCase,
      items: [{ text: 'Hospital account' }],
      attachments: [{ document_name: 'account.pdf', document_data: dataUrl(100) }],
    });
    expect(draft.body.errCode).toBe(0);
    await call(workflowPaths.checklistPublish, {
      id: draft.body.data.id,
      title: 'Claim dispute documents',
      items: [{ text: 'Hospital account' }],
    });
    const listed = await call<ChecklistRecord[]>(workflowPaths.checklistList, { case_id: agentCase });
    expect(listed.body.data.map((c) => c.id)).toEqual([draft.body.data.id]);
    const meeting = await call<MeetingRecord>(workflowPaths.meetingSave, {
      title: 'Claim review with the member',
      case_id: agentCase,
      owner_user_id: w.userId('agent'),
      starts_at: '2026-12-02T10:00:00+02:00',
      attendees: [{ name: 'Sibusiso Mabena' }],
    });
    const id = meeting.body.data.id;
    await call(workflowPaths.meetingTransition, { id, to: 'start' });
    await call(workflowPaths.meetingTransition, { id, to: 'end' });
    const byCase = await call<MeetingRecord[]>(workflowPaths.meetingList, { case_id: agentCase });
    expect(byCase.body.data.map((m) => m.id)).toEqual([id]);
    const history = await call<CaseHistoryEntry[]>(workflowPaths.caseHistory, { id: agentCase });
    expect(history.body.data.map((h) => h.action)).toEqual(
      expect.arrayContaining([
        'checklist created',
        'checklist published',
        'meeting scheduled',
        'meeting started',
        'meeting ended',
      ]),
    );
  });

  it('refuses a checklist or meeting against another tenant’s case and stores nothing', async () => {
    const [c0] = await db.select({ n: count() }).from(checklists).where(eq(checklists.caseId, capeCase));
    const [m0] = await db.select({ n: count() }).from(meetings).where(eq(meetings.caseId, capeCase));
    const checklist = await call(workflowPaths.checklistSave, {
      title: 'Not my case',
      case_id: capeCase,
      items: [{ text: 'One' }],
    });
    expect(checklist.body.errCode).toBe(4);
    const meeting = await call(workflowPaths.meetingSave, {
      title: 'Not my case',
      case_id: capeCase,
      owner_user_id: w.userId('agent'),
      starts_at: '2026-12-02T10:00:00+02:00',
      attendees: [],
    });
    expect(meeting.body.errCode).toBe(4);
    expect((await call(workflowPaths.meetingList, { case_id: 'x' })).body.errCode).toBe(1);
    const [c1] = await db.select({ n: count() }).from(checklists).where(eq(checklists.caseId, capeCase));
    const [m1] = await db.select({ n: count() }).from(meetings).where(eq(meetings.caseId, capeCase));
    expect([c1.n, m1.n]).toEqual([c0.n, m0.n]);
  });
});
