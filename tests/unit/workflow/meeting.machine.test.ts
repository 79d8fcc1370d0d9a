import { describe, expect, it } from 'vitest';
import { sampleMeeting } from '../../../src/machines/workflow-desk-samples';
import { meeting } from './desk.driver';

describe('meeting machine', () => {
  it('a new meeting: field messages until valid, then saved as scheduled with its case and owner', async () => {
    const m = meeting({ id: null, caseId: 1, ownerUserId: 3 }).expectState('open.new');
    m.saveNow().expectState('open.new');
    expect(m.context().fieldErrors).toMatchObject({
      title: 'This field is required',
      starts_at: 'This field is required',
    });
    m.edit('title', 'ab').saveNow();
    expect(m.context().fieldErrors.title).toBe('The min number of characters is 3');
    m.edit('title', 'Benefit review').edit('starts_at', '2026-12-01T09:00').invite('Lerato Khumalo', 4);
    m.invite('  lerato khumalo ').expectError('That person is already an attendee');
    m.invite('Sibusiso Mabena').remove(1).invite('Sibusiso Mabena (HR)');
    m.saveNow().expectState('saving');
    expect(m.save.calls[0]).toMatchObject({
      case_id: 1,
      title: 'Benefit review',
      owner_user_id: 3,
      starts_at: new Date('2026-12-01T09:00').toISOString(),
      attendees: [
        { name: 'Lerato Khumalo', user_id: 4 },
        { name: 'Sibusiso Mabena (HR)', user_id: null },
      ],
    });
    await m.answer(sampleMeeting('Scheduled'));
    m.expectState('open.scheduled');
    expect(m.context().id).toBe(41);
    expect(m.opened).toEqual([41]);
  });

  it('a refused save keeps the draft and says why, in new and scheduled', async () => {
    const m = meeting({ id: null, ownerUserId: 3 });
    m.edit('title', 'Benefit review').edit('starts_at', '2026-12-01T09:00').saveNow();
    await m.refuse('An owner or attendee is not a known user');
    m.expectState('open.new').expectError('An owner or attendee is not a known user');
    expect(m.context().draft.title).toBe('Benefit review');
    const s = await meeting().loaded(sampleMeeting('Scheduled'));
    s.owner(4).apology(0, 'On leave that week').saveNow();
    expect(s.save.calls[0]).toMatchObject({ id: 41, owner_user_id: 4 });
    expect(s.save.calls[0].attendees[0]).toMatchObject({ id: 11, apology_note: 'On leave that week' });
    await s.refuse('The meeting is cancelled');
    s.expectState('open.scheduled').expectError('The meeting is cancelled');
  });

  it('scheduled → started: saved attendees stay and the owner stays; new ones can still come and go', async () => {
    const m = await meeting().loaded(sampleMeeting('Scheduled'));
    m.expectState('open.scheduled').remove(0);
    expect(m.context().draft.attendees).toHaveLength(1);
    const s = await meeting().loaded(sampleMeeting('Scheduled'));
    s.start().expectState('moving');
    expect(s.move.calls[0]).toEqual({ id: 41, to: 'start' });
    await s.answer(sampleMeeting('Started'));
    s.expectState('open.started');
    expect(s.actor.getSnapshot().hasTag('running')).toBe(true);
    s.remove(0).expectError('Attendees cannot be removed once the meeting has started');
    expect(s.context().draft.attendees).toHaveLength(2);
    s.owner(4).expectError('The meeting cannot be reassigned once it has started');
    expect(s.context().draft.owner_user_id).toBe(3);
    s.remove(2);
    expect(s.context().draft.attendees).toHaveLength(2);
    s.invite('Thabo Molefe', 8).expectError(null);
    expect(s.context().draft.attendees).toHaveLength(3);
    s.remove(2);
    expect(s.context().draft.attendees.map((a) => a.name)).toEqual([
      'Lerato Khumalo',
      'Sibusiso Mabena (HR)',
    ]);
    s.apology(1, 'Stuck in traffic').saveNow().expectState('saving');
    await s.answer(sampleMeeting('Started'));
    s.expectState('open.started');
    s.send({ type: 'meeting.start' }).expectState('open.started');
  });

  it('started → ended, and a refused end stays started; ended and cancelled are read-only', async () => {
    const m = await meeting().loaded(sampleMeeting('Started'));
    m.end();
    await m.refuse('A scheduled meeting cannot be ended');
    m.expectState('open.started').expectError('A scheduled meeting cannot be ended');
    m.end();
    expect(m.move.calls.at(-1)).toEqual({ id: 41, to: 'end' });
    await m.answer(sampleMeeting('Ended'));
    m.expectState('ended');
    expect(m.opened).toEqual([]);
    expect(m.actor.getSnapshot().hasTag('readOnly')).toBe(true);
    m.edit('title', 'Changed').invite('Someone').saveNow().send({ type: 'meeting.cancel' });
    m.expectState('ended');
    expect(m.context().draft.title).toBe('Benefit review with Mabena Logistics');
  });

  it('cancels from scheduled and from started', async () => {
    const a = await meeting().loaded(sampleMeeting('Scheduled'));
    a.cancel();
    expect(a.move.calls[0].to).toBe('cancel');
    await a.answer(sampleMeeting('Cancelled'));
    a.expectState('cancelled');
    const b = await meeting().loaded(sampleMeeting('Started'));
    b.cancel();
    await b.answer(sampleMeeting('Cancelled'));
    b.expectState('cancelled');
    b.send({ type: 'meeting.end' }).expectState('cancelled');
  });

  it('a follow-up of an ended or cancelled meeting is a new meeting with the same people a week later', async () => {
    const m = await meeting().loaded(sampleMeeting('Ended'));
    m.send({ type: 'meeting.followUp' }).expectState('open.new');
    const { id, draft } = m.context();
    expect(id).toBeNull();
    expect(draft.title).toBe('Follow-up: Benefit review with Mabena Logistics');
    expect(draft.attendees).toEqual([
      { name: 'Lerato Khumalo', user_id: 4 },
      { name: 'Sibusiso Mabena (HR)', user_id: null },
    ]);
    expect(new Date(draft.starts_at).getTime() - new Date('2026-12-01T07:00:00.000Z').getTime()).toBe(
      7 * 86_400_000,
    );
    m.saveNow();
    await m.answer({ ...sampleMeeting('Scheduled'), id: 42 });
    expect(m.opened).toEqual([42]);
    const c = await meeting().loaded(sampleMeeting('Cancelled'));
    c.send({ type: 'meeting.followUp' }).expectState('open.new');
  });

  it('a failed load offers a retry', async () => {
    const m = await meeting().loadFails('That meeting does not exist');
    m.expectState('failed').expectError('That meeting does not exist');
    m.send({ type: 'meeting.retry' }).expectState('loading');
    await m.loaded(sampleMeeting('Started'));
    m.expectState('open.started').expectError(null);
  });
});
