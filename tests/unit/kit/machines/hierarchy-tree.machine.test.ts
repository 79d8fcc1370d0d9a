import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  hierarchyTreeMachine,
  sampleEvents,
  type HierarchyTreeEmitted,
} from '../../../../src/machines/hierarchy-tree.machine';
import { reachedStates } from './reach';
import { treeNodes } from '../tree-fixture';

async function tree(
  load = vi.fn(async (_input: unknown) => treeNodes as unknown),
  treeCase = 'classification',
) {
  const machine = hierarchyTreeMachine.provide({
    actors: { loadTree: fromPromise(({ input }) => load(input)) },
  });
  const actor = createActor(machine, {
    input: { treeCase, id: 'demo-7', menuItems: { root_class: ['add_sub_classification'] } },
  }).start();
  const emitted: HierarchyTreeEmitted[] = [];
  actor.on('*', (e) => emitted.push(e as HierarchyTreeEmitted));
  await waitFor(actor, (s) => s.hasTag('ready'));
  return { actor, emitted, load, ids: () => actor.getSnapshot().context.nodes.map((n) => n.id) };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('hierarchy tree machine', () => {
  it('loads at start with the id and menu_items', async () => {
    const error = vi.spyOn(console, 'error');
    const t = await tree();
    expect(error).not.toHaveBeenCalled();
    expect(t.load).toHaveBeenCalledWith(
      expect.objectContaining({
        body: { id: 'demo-7', menu_items: { root_class: ['add_sub_classification'] } },
      }),
    );
    expect(t.ids()).toHaveLength(7);
  });

  it.each([
    ['an errCode answer', async () => ({ errCode: 4, msg: 'No tree' })],
    ['a rejected call', async () => Promise.reject(new Error('down'))],
  ])('after %s it only logs and stays empty', async (_n, fail) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const t = await tree(vi.fn(fail));
    expect(t.ids()).toEqual([]);
    expect(error).toHaveBeenCalledOnce();
  });

  it('reloads when the id changes, not when it is the same', async () => {
    const t = await tree();
    t.actor.send({ type: 'tree.id', id: 'demo-7' });
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(false);
    t.actor.send({ type: 'tree.id', id: 'demo-9' });
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(t.actor, (s) => s.hasTag('ready'));
    expect(t.load).toHaveBeenCalledTimes(2);
    expect(t.load).toHaveBeenLastCalledWith(
      expect.objectContaining({ body: expect.objectContaining({ id: 'demo-9' }) }),
    );
  });

  it('adds under existing parents only, renames, replaces and removes with descendants', async () => {
    const t = await tree();
    t.actor.send({ type: 'tree.add', node: { id: 'x', parent: 'nope', text: 'X', type: 'leaf_class' } });
    expect(t.ids()).not.toContain('x');
    t.actor.send({ type: 'tree.add', node: { id: 'x', parent: 'c2', text: 'X', type: 'leaf_class' } });
    expect(t.ids()).toContain('x');
    t.actor.send({ type: 'tree.rename', id: 'x', text: 'Y' });
    expect(t.actor.getSnapshot().context.nodes.find((n) => n.id === 'x')?.text).toBe('Y');
    t.actor.send({
      type: 'tree.replace',
      id: 'x',
      node: { id: 'x', parent: 'c2', text: 'Z', type: 'leaf_class' },
    });
    expect(t.actor.getSnapshot().context.nodes.find((n) => n.id === 'x')?.text).toBe('Z');
    t.actor.send({ type: 'tree.remove', id: 'r1' });
    expect(t.ids()).toEqual(['r2', 'c3']);
  });

  it('selecting emits an event named after the tree case after 500 ms, restarting on a new select', async () => {
    const t = await tree();
    vi.useFakeTimers();
    t.actor.send({ type: 'tree.select', id: 'c1' });
    vi.advanceTimersByTime(300);
    t.actor.send({ type: 'tree.select', id: 'l2' });
    vi.advanceTimersByTime(499);
    expect(t.emitted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(t.emitted).toHaveLength(1);
    expect(t.emitted[0]).toMatchObject({
      type: 'tree.selected',
      name: 'classification',
      nodeType: 'leaf_class',
      depth: 3,
    });
  });

  it('a move among siblings emits the node, the displaced node and the old position', async () => {
    const t = await tree();
    t.actor.send({ type: 'tree.move', id: 'c1', index: 2 });
    expect(t.emitted[0]).toMatchObject({ type: 'tree.moved', oldPosition: 0, newPosition: 1 });
    expect(t.emitted[0].type === 'tree.moved' && t.emitted[0].node.id).toBe('c1');
    expect(t.emitted[0].type === 'tree.moved' && t.emitted[0].displaced?.id).toBe('c2');
    t.actor.send({ type: 'tree.move', id: 'c1', index: 1 });
    expect(t.emitted).toHaveLength(1);
  });

  it('sample events reach every state', () => {
    expect(
      reachedStates(hierarchyTreeMachine, sampleEvents, { treeCase: 'classification', id: 'demo-3' }),
    ).toEqual(new Set(['"loading"', '{"ready":"idle"}', '{"ready":"selecting"}']));
  });
});
