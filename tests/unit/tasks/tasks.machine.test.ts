import { describe, expect, it } from 'vitest';
import { emptyTaskData } from '../../../src/machines/tasks-load';
import { HttpError } from '../../../src/services/http-result';
import { sampleTask, tasks } from './tasks.driver';

describe('tasks actor', () => {
  it('loads the screen it serves', async () => {
    const d = await tasks({ view: 'task', id: 7 }).start();
    d.expectState('ready').expectMessages(null, null);
    expect(d.loads).toEqual([{ view: 'task', id: 7 }]);
    expect(d.completions()).toEqual([40]);
  });

  it('loads a new task opened from a case with that case, so the form shows it filled in', async () => {
    const d = await tasks({ view: 'task', id: -1, caseId: 19 }).start();
    expect(d.loads).toEqual([{ view: 'task', id: -1, caseId: 19 }]);
  });

  it('runs a command, tells the screen, then reloads to show the service’s view', async () => {
    const d = await tasks().start();
    d.answerWith({ ...emptyTaskData, tasks: [sampleTask({ completion: 85 })] });
    d.act({ op: 'task.progress', body: { id: 7, completion: 85 } }).expectState('acting');
    expect(d.actor.getSnapshot().hasTag('busy')).toBe(true);
    await d.succeed(sampleTask({ completion: 85 }));
    d.expectState('ready').expectMessages(null, 'Progress saved');
    expect(d.completions()).toEqual([85]);
    expect(d.loads).toHaveLength(2);
    expect(d.done.map((e) => e.command.op)).toEqual(['task.progress']);
  });

  it('keeps the screen and shows the reason when the service refuses', async () => {
    const d = await tasks().start();
    d.act({ op: 'task.approve', body: { id: 7, decision: 'Approved' } });
    await d.refuse(7, 'Your profile does not allow you to decide approvals');
    d.expectState('ready').expectMessages('Your profile does not allow you to decide approvals', null);
    expect(d.loads).toHaveLength(1);
    expect(d.done).toEqual([]);
    d.dismiss().expectMessages(null, null);
  });

  it('ignores a second command while one runs', async () => {
    const d = await tasks().start();
    d.act({ op: 'task.progress', body: { id: 7, completion: 50 } });
    d.act({ op: 'task.progress', body: { id: 7, completion: 90 } });
    expect(d.commands).toHaveLength(1);
    await d.succeed(sampleTask({ completion: 50 }));
  });

  it('fails a load with the catalogue text and loads again on reload', async () => {
    const d = tasks().answerWith(new HttpError({ kind: 'network', message: 'offline' }));
    await d.start();
    d.expectState('failed').expectMessages('Some Internal Error Occurred', null);
    await d.reload();
    d.expectState('ready').expectMessages(null, null);
  });
});
