import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caseHistory, caseNotes } from '../../../server/db/schema';
import type { CaseHistoryEntry } from '../../../src/contracts/workflow/cases';
import { workflowPaths } from '../../../src/contracts/workflow/paths';
import { deskPaths, type CaseNote, type UserSignature } from '../../../src/contracts/workflow/desk';
import { deskWorld } from './world';

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
