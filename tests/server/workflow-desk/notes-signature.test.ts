import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caseHistory, caseNotes, checklists, meetings } from '../../../server/db/schema';
import type { CaseHistoryEntry } from '../../../src/contracts/workflow/cases';
import type { ChecklistRecord } from '../../../src/contracts/workflow/checklists';
import type { MeetingRecord } from '../../../src/contracts/workflow/meetings';
import { workflowPaths } from '../../../src/contracts/workflow/paths';
import { deskPaths, type CaseNote, type UserSignature } from '../../../src/contracts/workflow/desk';
import { dataUrl, deskWorld } from './world';

const { call, s, w, agentCase, capeCase, db } = await deskWorld();

describe('case notes', () => {
  it('adds a note and replies down to depth 4, each signed with the author’s profile signature and in the trail', async () => {
    const first = await call<CaseNote[]>(deskPaths.noteAdd, {
      case_id: agentCase,
      body: 'Called the member',
    });
    expect(first.body.errCode).toBe(0);
    let parent = first.body.data.at(-1) as CaseNote;
    expect(parent).toMatchObject({ depth: 1, parent_id: null, author_name: 'Naledi Mokoena' });
    expect(parent.signature).toMatch(/^Naledi Mokoena · /);
    for (const depth of [2, 3, 4]) {
      const reply = await call<CaseNote[]>(deskPaths.noteAdd, {
        case_id: agentCase,
        parent_id: parent.id,
        body: `Reply at depth ${depth}`,
      });
      parent = reply.body.data.find((n) => n.body === `Reply at depth ${depth}`) as CaseNote;
      expect(parent).toMatchObject({ depth });
    }
    const before = await db.select({ n: count() }).from(caseNotes).where(eq(caseNotes.caseId, agentCase));
    const tooDeep = await call(deskPaths.noteAdd, {
      case_id: agentCase,
      parent_id: parent.id,
      body: 'Fifth',
    });
    expect(tooDeep.body).toMatchObject({ errCode: 1, msg: 'Replies go at most 4 levels deep' });
    const after = await db.select({ n: count() }).from(caseNotes).where(eq(caseNotes.caseId, agentCase));
    expect(after[0].n).toBe(before[0].n);
    const history = await call<CaseHistoryEntry[]>(workflowPaths.caseHistory, { id: agentCase });
    expect(history.body.data.filter((h) => h.action.startsWith('note')).map((h) => h.action)).toEqual(
      expect.arrayContaining(['note', 'note reply']),
    );
  });

  it('refuses bad notes, a parent of another case, and another tenant’s case without writing anything', async () => {
    for (const bad of [
      {},
      { case_id: agentCase },
      { case_id: agentCase, body: '   ' },
      { case_id: 'x', body: 'a' },
    ])
      expect((await call(deskPaths.noteAdd, bad)).body.errCode).toBe(1);
    expect((await call(deskPaths.noteAdd, { case_id: agentCase, body: 'x'.repeat(4001) })).body.errCode).toBe(
      1,
    );
    const capeNote = await call<CaseNote[]>(
      deskPaths.noteAdd,
      { case_id: capeCase, body: 'Cape Town note' },
      s['johan.botha'].token,
    );
    expect(capeNote.body.errCode).toBe(0);
    const capeParent = capeNote.body.data[0].id;
    const trailBefore = await db
      .select({ n: count() })
      .from(caseHistory)
      .where(eq(caseHistory.caseId, capeCase));
    expect((await call(deskPaths.noteAdd, { case_id: capeCase, body: 'Not mine' })).body.errCode).toBe(4);
    expect((await call(deskPaths.noteList, { case_id: capeCase })).body.errCode).toBe(4);
    expect(
      (await call(deskPaths.noteAdd, { case_id: agentCase, parent_id: capeParent, body: 'Cross' })).body
        .errCode,
    ).toBe(4);
    const trailAfter = await db
      .select({ n: count() })
      .from(caseHistory)
      .where(eq(caseHistory.caseId, capeCase));
    expect(trailAfter[0].n).toBe(trailBefore[0].n);
    const capeNotes = await call<CaseNote[]>(
      deskPaths.noteList,
      { case_id: capeCase },
      s['johan.botha'].token,
    );
    expect(capeNotes.body.data.map((n) => n.body)).toEqual(['Cape Town note']);
  });
});

describe('/get_signature_from_user_id', () => {
  it('answers the profile signature of a colleague, refuses a user of another tenant and bad input', async () => {
    const mine = await call<UserSignature>(deskPaths.signature, { user_id: w.userId('lerato.khumalo') });
    expect(mine.body.data).toMatchObject({
      signature_type: 'profile',
      signature: expect.stringMatching(/^Lerato Khumalo/),
    });
    expect((await call(deskPaths.signature, { user_id: w.userId('ayesha.patel') })).body.errCode).toBe(4);
    expect((await call(deskPaths.signature, { user_id: 1, signature_type: 'email' })).body.errCode).toBe(1);
    expect((await call(deskPaths.signature, {})).body.errCode).toBe(1);
  });
});

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
