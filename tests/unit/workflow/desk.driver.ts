import { expect } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import type { ChecklistRecord, SaveChecklistInput } from '../../../src/contracts/workflow/checklists';
import type { MeetingRecord, SaveMeetingInput } from '../../../src/contracts/workflow/meetings';
import { checklistMachine, type ChecklistEvent } from '../../../src/machines/checklist.machine';
import { meetingMachine, type MeetingEvent, type MeetingMove } from '../../../src/machines/meeting.machine';
import { stateLabel } from '../../../src/machines/graph/state-label';
import { HttpError } from '../../../src/services/http-result';

/** Every call an actor makes waits here until the test answers it (or refuses it with the service's reason). */
class Service<I, O> {
  calls: I[] = [];
  private pending: { resolve: (v: O) => void; reject: (e: unknown) => void } | null = null;
  handle = (input: I) =>
    new Promise<O>((resolve, reject) => {
      this.calls.push(input);
      this.pending = { resolve, reject };
    });
  answer(value: O) {
    this.pending?.resolve(value);
    this.pending = null;
  }
  refuse(msg: string) {
    this.pending?.reject(new HttpError({ kind: 'appError', errCode: 1, msg }));
    this.pending = null;
  }
}

const settle = (actor: AnyActorRef) =>
  waitFor(actor, (s) => !(s as { hasTag: (t: string) => boolean }).hasTag('busy'));

/** meeting({ id: 41 }).loaded(record).start().answer(started).expectState('open.started') */
export const meeting = (input: { id: number | null; caseId?: number; ownerUserId?: number } = { id: 41 }) => {
  const load = new Service<number, MeetingRecord>();
  const save = new Service<SaveMeetingInput, MeetingRecord>();
  const move = new Service<{ id: number; to: MeetingMove }, MeetingRecord>();
  /** The records the machine moved the browser to once saved. */
  const opened: number[] = [];
  const actor = createActor(
    meetingMachine.provide({
      actions: { openSaved: (_, p) => void (p.from !== p.to && opened.push(p.to)) },
      actors: {
        loadMeeting: fromPromise(({ input: i }) => load.handle(i)),
        saveMeeting: fromPromise(({ input: i }) => save.handle(i)),
        moveMeeting: fromPromise(({ input: i }) => move.handle(i)),
      },
    }),
    { input },
  ).start();
  let last: Service<never, MeetingRecord> | null = null;
  const send = (event: MeetingEvent) => (actor.send(event), d);
  const d = {
    actor,
    load,
    save,
    move,
    opened,
    context: () => actor.getSnapshot().context,
    send,
    loaded: async (record: MeetingRecord) => (load.answer(record), await settle(actor), d),
    loadFails: async (msg: string) => (load.refuse(msg), await settle(actor), d),
    edit: (field: 'title' | 'party_name' | 'starts_at', value: string) =>
      send({ type: 'meeting.edit', field, value }),
    owner: (userId: number | null) => send({ type: 'meeting.owner', userId }),
    invite: (name: string, userId?: number) => send({ type: 'meeting.addAttendee', name, userId }),
    remove: (index: number) => send({ type: 'meeting.removeAttendee', index }),
    apology: (index: number, note: string) => send({ type: 'meeting.apology', index, note }),
    saveNow: () => ((last = save as never), send({ type: 'meeting.save' })),
    start: () => ((last = move as never), send({ type: 'meeting.start' })),
    end: () => ((last = move as never), send({ type: 'meeting.end' })),
    cancel: () => ((last = move as never), send({ type: 'meeting.cancel' })),
    answer: async (record: MeetingRecord) => (last?.answer(record), await settle(actor), d),
    refuse: async (msg: string) => (last?.refuse(msg), await settle(actor), d),
    expectState: (label: string) => (expect(stateLabel(actor.getSnapshot().value)).toBe(label), d),
    expectError: (error: string | null) => (expect(actor.getSnapshot().context.error).toBe(error), d),
  };
  return d;
};

/** checklist({ id: 7 }).loaded(record).publish().answer(published).expectState('published') */
export const checklist = (input: { id: number | null; caseId?: number } = { id: 7 }) => {
  const load = new Service<number, ChecklistRecord>();
  const save = new Service<unknown, ChecklistRecord>();
  const publish = new Service<unknown, ChecklistRecord>();
  const payloads: SaveChecklistInput[] = [];
  const opened: number[] = [];
  const actor = createActor(
    checklistMachine.provide({
      actions: { openSaved: (_, p) => void (p.from !== p.to && opened.push(p.to)) },
      actors: {
        loadChecklist: fromPromise(({ input: i }) => load.handle(i)),
        saveChecklist: fromPromise(({ input: i }) => save.handle(i)),
        publishChecklist: fromPromise(({ input: i }) => publish.handle(i)),
      },
    }),
    { input },
  ).start();
  let last: Service<unknown, ChecklistRecord> | null = null;
  const send = (event: ChecklistEvent) => (actor.send(event), d);
  const d = {
    actor,
    load,
    save,
    publish,
    payloads,
    opened,
    context: () => actor.getSnapshot().context,
    send,
    loaded: async (record: ChecklistRecord) => (load.answer(record), await settle(actor), d),
    loadFails: async (msg: string) => (load.refuse(msg), await settle(actor), d),
    title: (title: string) => send({ type: 'checklist.title', title }),
    item: (text: string) => send({ type: 'checklist.addItem', text }),
    saveNow: () => ((last = save), send({ type: 'checklist.save' })),
    publishNow: () => ((last = publish), send({ type: 'checklist.publish' })),
    answer: async (record: ChecklistRecord) => (last?.answer(record), await settle(actor), d),
    refuse: async (msg: string) => (last?.refuse(msg), await settle(actor), d),
    expectState: (label: string) => (expect(stateLabel(actor.getSnapshot().value)).toBe(label), d),
    expectError: (error: string | null) => (expect(actor.getSnapshot().context.error).toBe(error), d),
  };
  return d;
};
