import { Observable, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { sharedEvents, type WorkflowPush } from '../../../src/streams/workflow-events';

/** A push source the test drives, counting the connections opened to it. */
const source = () => {
  const pushes = new Subject<WorkflowPush>();
  let opened = 0;
  const connect = () =>
    new Observable<WorkflowPush>((subscriber) => {
      opened++;
      return pushes.subscribe(subscriber);
    });
  return { pushes, connect, opened: () => opened };
};

describe('the shared push channel', () => {
  it('opens one connection for every listener of a tab, and tells a late listener it is ready', () => {
    const { pushes, connect, opened } = source();
    const channel = sharedEvents(connect);
    const first: string[] = [];
    const late: string[] = [];
    const a = channel.subscribe((p) => first.push(p.kind));
    pushes.next({ kind: 'ready' });
    const b = channel.subscribe((p) => late.push(p.kind));
    pushes.next({ kind: 'notification' });
    expect(opened()).toBe(1);
    expect(first).toEqual(['ready', 'notification']);
    expect(late).toEqual(['ready', 'notification']);
    a.unsubscribe();
    b.unsubscribe();
    // With nobody listening the connection closes; the next listener opens a fresh one and is not told 'ready'
    // before that connection says so.
    const again: string[] = [];
    channel.subscribe((p) => again.push(p.kind)).unsubscribe();
    expect(opened()).toBe(2);
    expect(again).toEqual([]);
  });
});
