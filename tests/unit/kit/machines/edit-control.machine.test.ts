import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { reachedStates } from './reach';
import {
  editControlMachine,
  sampleEvents,
  type EditSignal,
} from '../../../../src/machines/edit-control.machine';

/** A small driver in the house style: editControl(url).edit(values).update(payload).expectCase('complete'). */
function editControl(
  url: string | null,
  post = vi.fn(async (_u: string, p: Record<string, unknown>): Promise<unknown> => ({
    ...p,
    updated_at: 'now',
  })),
) {
  const machine = editControlMachine.provide({
    actors: {
      postUpdate: fromPromise(({ input }: { input: { url: string; payload: Record<string, unknown> } }) =>
        post(input.url, input.payload),
      ),
    },
  });
  const actor = createActor(machine, { input: { url } }).start();
  const signals: EditSignal[] = [];
  actor.on('edit.signal', (s) => signals.push(s));
  const driver = {
    actor,
    post,
    signals,
    edit(values: Record<string, unknown>) {
      actor.send({ type: 'edit.start', values });
      return driver;
    },
    cancel() {
      actor.send({ type: 'edit.cancel' });
      return driver;
    },
    update(payload: Record<string, unknown>, valid = true) {
      actor.send({ type: 'edit.update', payload, valid });
      return driver;
    },
    cases: () => signals.map((s) => s.case),
    state: () => actor.getSnapshot().value,
  };
  return driver;
}

afterEach(() => vi.restoreAllMocks());

describe('edit control machine', () => {
  it('Edit snapshots the values and signals edit', () => {
    const d = editControl('/dev/kit/update').edit({ name: 'Bonitas' });
    expect(d.state()).toBe('editing');
    expect(d.actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(d.signals[0]).toEqual({
      type: 'edit.signal',
      case: 'edit',
      payload: { name: 'Bonitas' },
      editing: true,
    });
  });

  it('Cancel Edit hands back the snapshot so the form can restore it', () => {
    const d = editControl('/x').edit({ name: 'Bonitas' }).cancel();
    expect(d.state()).toBe('viewing');
    expect(d.signals[1]).toMatchObject({ case: 'cancel-edit', payload: { name: 'Bonitas' }, editing: false });
  });

  it('Update with an invalid form only signals validate', () => {
    const d = editControl('/x').edit({ name: 'a' }).update({ name: '' }, false);
    expect(d.state()).toBe('editing');
    expect(d.cases()).toEqual(['edit', 'validate']);
    expect(d.post).not.toHaveBeenCalled();
  });

  it('Update posts to the url, is busy meanwhile, and signals complete with the answer', async () => {
    const d = editControl('/dev/kit/update').edit({ name: 'a' }).update({ name: 'b' });
    expect(d.actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(d.actor, (s) => s.matches('viewing'));
    expect(d.post).toHaveBeenCalledWith('/dev/kit/update', { name: 'b' });
    expect(d.cases()).toEqual(['edit', 'update', 'complete']);
    expect(d.signals[2]).toMatchObject({ payload: { name: 'b', updated_at: 'now' }, editing: false });
    expect(d.actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('Update without a url does nothing but a console message', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const d = editControl(null).edit({ name: 'a' }).update({ name: 'b' });
    expect(d.state()).toBe('editing');
    expect(d.cases()).toEqual(['edit']);
    expect(info).toHaveBeenCalledOnce();
    expect(d.post).not.toHaveBeenCalled();
  });

  it('a failed update returns to editing with loading cleared and an error', async () => {
    const d = editControl(
      '/x',
      vi.fn(async () => Promise.reject(new Error('down'))),
    )
      .edit({})
      .update({ a: 1 });
    await waitFor(d.actor, (s) => s.matches('editing'));
    expect(d.actor.getSnapshot().context.error).toBe('The update failed');
    expect(d.cases()).toEqual(['edit', 'update']);
  });

  it('ignores Cancel and Update while viewing', () => {
    const d = editControl('/x').cancel().update({ a: 1 });
    expect(d.state()).toBe('viewing');
    expect(d.signals).toEqual([]);
  });

  it('sample events reach every state', () => {
    expect(reachedStates(editControlMachine, sampleEvents, { url: '/x' })).toEqual(
      new Set(['"viewing"', '"editing"', '"updating"']),
    );
  });
});
