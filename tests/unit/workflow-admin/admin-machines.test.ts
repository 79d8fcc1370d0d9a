import { EMPTY, Subject } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { createActor, fromEventObservable, fromPromise, waitFor, type NonReducibleUnknown } from 'xstate';
import type { NotificationList } from '../../../src/contracts/workflow-admin/notifications';
import {
  notificationFeedMachine,
  type NotificationFeedEvent,
} from '../../../src/machines/notification-feed.machine';
import type { WorkflowAdminPathName } from '../../../src/contracts/workflow-admin/paths';
import { workflowAdminResourceMachine } from '../../../src/machines/workflow-admin-resource.machine';
import { HttpError } from '../../../src/services/http-result';
import { notificationTriggers } from '../../../src/streams/notification-triggers';
import type { WorkflowPush } from '../../../src/streams/workflow-events';

const refused = () =>
  new HttpError({
    kind: 'appError',
    errCode: 7,
    msg: 'Your profile does not allow you to administer workgroups',
  } as never);

/** A small driver: the resource machine over an in-memory service. */
function resource(load: 'workgroupList' | null, service: { rows: string[]; refuse?: boolean }) {
  const writes: unknown[] = [];
  const machine = workflowAdminResourceMachine.provide({
    actors: {
      read: fromPromise<unknown, { path: WorkflowAdminPathName; body: Record<string, unknown> }>(async () => [
        ...service.rows,
      ]),
      write: fromPromise<unknown, { path: WorkflowAdminPathName; payload: Record<string, unknown> }>(
        async ({ input }) => {
          if (service.refuse) throw refused();
          writes.push(input);
          service.rows.push(String(input.payload.name));
          return { saved: input.payload.name };
        },
      ),
    },
  });
  const actor = createActor(machine, { input: { load } }).start();
  const saved: unknown[] = [];
  actor.on('admin.saved', (e) => saved.push(e.result));
  return {
    actor,
    writes,
    saved,
    idle: () => waitFor(actor, (s) => s.matches('ready') || s.matches('failed')),
  };
}

describe('workflowAdminResource machine', () => {
  it('reads, saves, announces the saved record and reads again', async () => {
    const d = resource('workgroupList', { rows: ['Pretoria Claims Desk'] });
    await d.idle();
    expect(d.actor.getSnapshot().context.data).toEqual(['Pretoria Claims Desk']);
    d.actor.send({ type: 'admin.save', path: 'workgroupSave', payload: { name: 'Escalations' } });
    expect(d.actor.getSnapshot().hasTag('saving')).toBe(true);
    await waitFor(d.actor, (s) => s.matches('ready') && s.context.saving === null);
    expect(d.saved).toEqual([{ saved: 'Escalations' }]);
    expect(d.actor.getSnapshot().context).toMatchObject({
      data: ['Pretoria Claims Desk', 'Escalations'],
      notice: 'Saved',
    });
  });

  it('a refusal keeps the data and shows the service’s reason', async () => {
    const d = resource('workgroupList', { rows: ['A'], refuse: true });
    await d.idle();
    d.actor.send({ type: 'admin.save', path: 'workgroupSave', payload: { name: 'B' } });
    await waitFor(d.actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(d.actor.getSnapshot().context).toMatchObject({
      data: ['A'],
      error: 'Your profile does not allow you to administer workgroups',
    });
  });

  it('without a read of its own it starts ready and keeps what the write answered', async () => {
    const d = resource(null, { rows: [] });
    expect(d.actor.getSnapshot().matches('ready')).toBe(true);
    d.actor.send({ type: 'admin.reload' });
    expect(d.actor.getSnapshot().matches('ready')).toBe(true);
    d.actor.send({ type: 'admin.save', path: 'defaultWorkgroupSet', payload: { name: 'x' } });
    await waitFor(d.actor, (s) => s.context.data !== null);
    expect(d.actor.getSnapshot().context.data).toEqual({ saved: 'x' });
  });
});

describe('notificationFeed machine', () => {
  it('loads, reloads on a trigger, marks one and all read', async () => {
    const triggers = new Subject<NotificationFeedEvent>();
    const service: NotificationList = {
      unread: 2,
      rows: [
        {
          id: 1,
          subject: 'Case CAS-000001 assigned to you',
          message: 'm',
          status: 'Unread',
          create_datetime: '2026-11-24T08:00:00Z',
          link: null,
        },
        {
          id: 2,
          subject: 'Case CAS-000002 assigned to you',
          message: 'm',
          status: 'Unread',
          create_datetime: '2026-11-24T09:00:00Z',
          link: null,
        },
      ],
    };
    const marks: unknown[] = [];
    const machine = notificationFeedMachine.provide({
      actors: {
        triggers: fromEventObservable<NotificationFeedEvent, NonReducibleUnknown>(() => triggers),
        fetchFeed: fromPromise(async () => structuredClone(service)),
        markRead: fromPromise<unknown, { kind: 'one'; id: number } | { kind: 'all' }>(async ({ input }) => {
          marks.push(input);
          for (const r of service.rows) if (input.kind === 'all' || r.id === input.id) r.status = 'Read';
          service.unread = service.rows.filter((r) => r.status === 'Unread').length;
          return { unread: service.unread };
        }),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.unread).toBe(2);
    service.rows.unshift({
      id: 3,
      subject: 'Case CAS-000003 assigned to you',
      message: 'm',
      status: 'Unread',
      create_datetime: '2026-11-24T10:00:00Z',
      link: null,
    });
    service.unread = 3;
    triggers.next({ type: 'feed.refresh' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.unread === 3);
    actor.send({ type: 'feed.read', id: 3 });
    await waitFor(actor, (s) => s.matches('ready') && s.context.unread === 2);
    actor.send({ type: 'feed.readAll' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.unread === 0);
    expect(marks).toEqual([{ kind: 'one', id: 3 }, { kind: 'all' }]);
    expect(actor.getSnapshot().context.rows.every((r) => r.status === 'Read')).toBe(true);
  });
});

describe('notificationTriggers', () => {
  it('fires hourly, on a notification push (not on list changes) and on a local change', () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
    scheduler.run(({ cold, hot, expectObservable }) => {
      const pushes = hot<WorkflowPush>('--a--b----c', {
        a: { kind: 'ready' },
        b: { kind: 'notification' },
        c: { kind: 'lost' },
      });
      const local = cold<void>('-------l', { l: undefined });
      expectObservable(notificationTriggers(pushes, { periodMs: 4, scheduler, local }), '^ 12ms !').toBe(
        '----ib-li---i',
        { i: 'interval', b: 'push', l: 'local' },
      );
    });
  });

  it('an empty push channel still polls', () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
    scheduler.run(({ expectObservable }) => {
      expectObservable(notificationTriggers(EMPTY, { periodMs: 3, scheduler, local: EMPTY }), '^ 7ms !').toBe(
        '---i--i',
        {
          i: 'interval',
        },
      );
    });
  });
});
