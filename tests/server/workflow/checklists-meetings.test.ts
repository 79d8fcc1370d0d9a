import { count, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChecklistRecord } from '../../../src/contracts/workflow/checklists';
import type { MeetingRecord } from '../../../src/contracts/workflow/meetings';
import { workflowPaths } from '../../../src/contracts/workflow/paths';
import { cases, meetingAttendees, meetings } from '../../../server/db/schema';
import { pdfOfSize } from '../../fixtures/upload-files';
import { createTestApp, post } from '../helpers';
import { sessions, workflowWorld } from './world';

const t = await createTestApp();
const w = await workflowWorld(t.database.db);
const s = await sessions(t.app, 'agent', 'johan.botha');
const call = <T>(path: string, body: unknown, token = s.agent.token) => post<T>(t.app, path, body, token);
const dataUrl = (bytes: number) => `data:application/pdf;base64,${pdfOfSize(bytes).toString('base64')}`;

describe('checklists', () => {
  it('saves a draft with attachments, publishes it, and refuses every later edit', async () => {
    const saved = await call<ChecklistRecord>(workflowPaths.checklistSave, {
      title: 'Hospital claim dispute',
      items: [{ text: 'Get the hospital account' }, { text: 'Get the scheme statement' }],
      attachments: [{ document_name: 'account.pdf', document_data: dataUrl(2048) }],
    });
    expect(saved.body.errCode).toBe(0);
    expect(saved.body.data).toMatchObject({ status: 'Draft', created_by_name: 'Naledi Mokoena' });
    expect(saved.body.data.attachments).toEqual([
      { id: expect.any(Number), document_name: 'account.pdf', size: 2048 },
    ]);
    const id = saved.body.data.id;
    const published = await call<ChecklistRecord>(workflowPaths.checklistPublish, {
      id,
      title: 'Hospital claim dispute',
      items: [{ text: 'Get the hospital account' }],
    });
    expect(published.body.data).toMatchObject({
      status: 'Published',
      items: [{ text: 'Get the hospital account' }],
    });
    expect(published.body.data.published_at).not.toBeNull();
    const edit = await call(workflowPaths.checklistSave, { id, title: 'Changed', items: [] });
    expect(edit.body).toMatchObject({ errCode: 1, msg: 'A published checklist cannot be edited' });
    expect((await call<ChecklistRecord>(workflowPaths.checklistGet, { id })).body.data.title).toBe(
      'Hospital claim dispute',
    );
    const other = await call(workflowPaths.checklistGet, { id }, s['johan.botha'].token);
    expect(other.body.errCode).toBe(4);
  });

  it('refuses exe and sh, files over 10 MB and more than 25 MB in all, and a publish without items', async () => {
    const base = { title: 'Attachment rules', items: [{ text: 'One' }] };
    const exe = await call(workflowPaths.checklistSave, {
      ...base,
      attachments: [{ document_name: 'setup.EXE', document_data: dataUrl(10) }],
    });
    expect(exe.body).toMatchObject({ errCode: 1, msg: 'Cannot select files with exe extension' });
    const sh = await call(workflowPaths.checklistSave, {
      ...base,
      attachments: [{ document_name: 'run.sh', document_data: dataUrl(10) }],
    });
    expect(sh.body.errCode).toBe(1);
    const big = await call(workflowPaths.checklistSave, {
      ...base,
      attachments: [{ document_name: 'scan.pdf', document_data: dataUrl(10 * 1048576 + 1) }],
    });
    expect(big.body).toMatchObject({ errCode: 1, msg: 'File is too big' });
    // Just over 25 MB in all: within the call's body limit, so the total rule answers.
    const three = [9, 9, 7].map((mb, n) => ({
      document_name: `part-${n}.pdf`,
      document_data: dataUrl(mb * 1048576 + (n === 2 ? 1024 : 0)),
    }));
    const total = await call(workflowPaths.checklistSave, { ...base, attachments: three });
    expect(total.body).toMatchObject({ errCode: 1, msg: 'Total size of files cannot exceed 25MB' });
    const empty = await call(workflowPaths.checklistPublish, { title: 'Nothing to do', items: [] });
    expect(empty.body).toMatchObject({ errCode: 1, msg: 'A checklist needs at least one item' });
    for (const bad of [
      {},
      { title: 'ab', items: [] },
      { title: 'Fine title', items: [{ text: '' }] },
      {
        title: 'Fine title',
        items: [],
        attachments: [{ document_name: 'a.pdf', document_data: 'not a data url' }],
      },
      { title: 'Fine title', items: [], remove_attachments: ['x'] },
    ])
      expect((await call(workflowPaths.checklistSave, bad)).body.errCode).toBe(1);
    expect((await call(workflowPaths.checklistGet, { id: 'x' })).body.errCode).toBe(1);
  });
});

describe('meetings', () => {
  const base = () => ({
    title: 'Benefit review with Mabena Logistics',
    party_name: 'Mabena Logistics (Pty) Ltd',
    owner_user_id: w.userId('agent'),
    starts_at: '2026-12-01T09:00:00+02:00',
    attendees: [
      { user_id: w.userId('lerato.khumalo'), name: 'Lerato Khumalo' },
      { name: 'Sibusiso Mabena (HR)' },
    ],
  });

  it('schedules, takes apologies, starts (then no removal, no reassignment), ends; cancel and restart are refused', async () => {
    const made = await call<MeetingRecord>(workflowPaths.meetingSave, base());
    expect(made.body.data).toMatchObject({ status: 'Scheduled', owner_name: 'Naledi Mokoena' });
    const id = made.body.data.id;
    const [lerato, outside] = made.body.data.attendees;
    const apology = await call<MeetingRecord>(workflowPaths.meetingSave, {
      ...base(),
      id,
      attendees: [{ ...lerato, apology_note: 'On leave that week' }, outside],
    });
    expect(apology.body.data.attendees[0].apology_note).toBe('On leave that week');
    const started = await call<MeetingRecord>(workflowPaths.meetingTransition, { id, to: 'start' });
    expect(started.body.data.status).toBe('Started');
    const removal = await call(workflowPaths.meetingSave, { ...base(), id, attendees: [lerato] });
    expect(removal.body).toMatchObject({
      errCode: 1,
      msg: 'Attendees cannot be removed once the meeting has started',
    });
    const reassign = await call(workflowPaths.meetingSave, {
      ...base(),
      id,
      owner_user_id: w.userId('lerato.khumalo'),
      attendees: [lerato, outside],
    });
    expect(reassign.body).toMatchObject({
      errCode: 1,
      msg: 'The meeting cannot be reassigned once it has started',
    });
    const added = await call<MeetingRecord>(workflowPaths.meetingSave, {
      ...base(),
      id,
      attendees: [lerato, outside, { name: 'Late joiner' }],
    });
    expect(added.body.data.attendees).toHaveLength(3);
    expect((await call(workflowPaths.meetingTransition, { id, to: 'start' })).body.errCode).toBe(1);
    const ended = await call<MeetingRecord>(workflowPaths.meetingTransition, { id, to: 'end' });
    expect(ended.body.data.status).toBe('Ended');
    expect((await call(workflowPaths.meetingTransition, { id, to: 'cancel' })).body.msg).toBe(
      'A ended meeting cannot be cancelled',
    );
  });

  it('cancels a scheduled meeting; refuses bad payloads and other tenants', async () => {
    const made = await call<MeetingRecord>(workflowPaths.meetingSave, base());
    const cancelled = await call<MeetingRecord>(workflowPaths.meetingTransition, {
      id: made.body.data.id,
      to: 'cancel',
    });
    expect(cancelled.body.data.status).toBe('Cancelled');
    expect(
      (await call(workflowPaths.meetingGet, { id: made.body.data.id }, s['johan.botha'].token)).body.errCode,
    ).toBe(4);
    for (const bad of [
      {},
      { ...base(), starts_at: 'tomorrow' },
      { ...base(), owner_user_id: 0 },
      { ...base(), attendees: [{ name: 'x' }] },
      { ...base(), owner_user_id: 999999 },
    ])
      expect((await call(workflowPaths.meetingSave, bad)).body.errCode).toBe(1);
    expect((await call(workflowPaths.meetingTransition, { id: 1, to: 'pause' })).body.errCode).toBe(1);
  });

  // Issue 37: the agent works in Pretoria Office; staff of Cape Town (and of Johannesburg, not selected) are not
  // theirs to name, and their names must not come back. Staff assigned above Pretoria (Gauteng, the group) are.
  it('names as owner or attendee only staff of the caller’s tenants, and saves nothing when one is refused', async () => {
    const rows = async () => [
      (await t.database.db.select({ n: count() }).from(meetings))[0].n,
      (await t.database.db.select({ n: count() }).from(meetingAttendees))[0].n,
    ];
    const before = await rows();
    const johan = w.userId('johan.botha');
    const ayesha = w.userId('ayesha.patel');
    const owner = await call(workflowPaths.meetingSave, { ...base(), owner_user_id: ayesha });
    expect(owner.body).toMatchObject({
      errCode: 1,
      msg: 'The owner is not staff of your tenants',
      data: null,
    });
    const attendee = await call(workflowPaths.meetingSave, {
      ...base(),
      attendees: [...base().attendees, { user_id: johan, name: 'Someone' }],
    });
    expect(attendee.body).toMatchObject({ errCode: 1, msg: 'An attendee is not staff of your tenants' });
    expect(await rows()).toEqual(before);

    const made = await call<MeetingRecord>(workflowPaths.meetingSave, base());
    const id = made.body.data.id;
    const change = await call(workflowPaths.meetingSave, {
      ...base(),
      id,
      title: 'Changed title',
      attendees: [...made.body.data.attendees, { user_id: johan, name: 'Someone' }],
    });
    expect(change.body.errCode).toBe(1);
    const capeCase = (
      await t.database.db
        .select({ id: cases.id })
        .from(cases)
        .where(inArray(cases.tenantId, w.subtreeOf('Ubuntu Benefits Western Cape')))
        .limit(1)
    )[0].id;
    const moved = await call(workflowPaths.meetingSave, { ...base(), id, case_id: capeCase });
    expect(moved.body).toMatchObject({
      errCode: 1,
      msg: 'A meeting stays with the case it was arranged for',
    });
    const kept = await call<MeetingRecord>(workflowPaths.meetingGet, { id });
    expect(kept.body.data).toMatchObject({ title: base().title, case_id: null });
    expect(kept.body.data.attendees).toHaveLength(2);

    const named = new Map<number, string>();
    const answers: string[] = [];
    for (let userId = 1; userId <= 10; userId++) {
      const answer = await call<MeetingRecord>(workflowPaths.meetingSave, {
        ...base(),
        owner_user_id: userId,
      });
      answers.push(JSON.stringify(answer.body));
      if (answer.body.errCode === 0) named.set(userId, answer.body.data.owner_name);
    }
    const ours = ['admin', 'supervisor', 'agent', 'lerato.khumalo', 'thabo.molefe'].map(w.userId);
    expect([...named.keys()].sort((a, b) => a - b)).toEqual(ours.sort((a, b) => a - b));
    for (const stranger of ['Johan Botha', 'Ayesha Patel', 'Marius Pretorius', 'Sipho Dlamini'])
      expect(answers.join('\n')).not.toContain(stranger);
  });
});
