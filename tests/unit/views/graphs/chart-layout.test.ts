import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { toDirectedGraph } from 'xstate/graph';
import { registry } from '../../../../src/machines/registry';
import type { ElkNode } from '../../../../src/views/kit/graph/elk-engine';
import { chartGraphOf, eventText, isStackEdge, labelLines } from '../../../../src/views/debug/chart-layout';

// A fixed-width font stand-in: what matters is that boxes are sized from the same measure that draws them.
const measure = (text: string) => text.length * 7;

const flatten = (n: ElkNode): ElkNode[] => [n, ...(n.children ?? []).flatMap(flatten)];
const inside = (child: ElkNode, parent: ElkNode) =>
  (child.x ?? 0) >= (parent.x ?? 0) &&
  (child.y ?? 0) >= (parent.y ?? 0) &&
  (child.x ?? 0) + (child.width ?? 0) <= (parent.x ?? 0) + (parent.width ?? 0) &&
  (child.y ?? 0) + (child.height ?? 0) <= (parent.y ?? 0) + (parent.height ?? 0);

describe('the statechart layout', () => {
  it('reads system events the short way', () => {
    expect(eventText('xstate.after.15000.telephony.retrying')).toBe('after 15 s');
    expect(eventText('xstate.after.roleMapRetry.auth.signedIn.roleMapFailed')).toBe('after roleMapRetry');
    expect(eventText('xstate.done.actor.signIn')).toBe('done: signIn');
    expect(eventText('auth.submit')).toBe('auth.submit');
  });

  it('breaks a long label in two at the dot nearest its middle, and keeps a short one whole', () => {
    expect(labelLines('telephony.queue.logout +1')).toEqual(['telephony.queue.', 'logout +1']);
    expect(labelLines('done: loadAgentStatus')).toEqual(['done:', 'loadAgentStatus']);
    expect(labelLines('sip.registered')).toEqual(['sip.registered']);
  });

  it('stacks a parallel state’s regions once one is open, and leaves closed ones side by side', () => {
    const telephony = registry.find((e) => e.machine.id === 'telephony')?.machine;
    if (!telephony) throw new Error('no telephony machine');
    const root = toDirectedGraph(telephony);
    const stackOf = (open: string[]) =>
      flatten(chartGraphOf(root, 'sans-serif', measure, new Set(open)))
        .flatMap((n) => n.edges ?? [])
        .filter((e) => isStackEdge(e.id))
        .map((e) => [e.sources[0], e.targets[0]]);
    expect(stackOf(['telephony.session'])).toEqual([]);
    expect(stackOf(['telephony.session', 'telephony.session.agent'])).toEqual([
      ['telephony.session.connection', 'telephony.session.agent'],
    ]);
  });

  it.each(registry.map((e) => [e.machine.id, e.machine] as const))(
    '%s: every state box holds its name and sits inside its parent',
    async (_id, machine) => {
      const graph = chartGraphOf(toDirectedGraph(machine), 'sans-serif', measure);
      const out = await new ELK().layout(graph);
      const walk = (parent: ElkNode) => {
        for (const child of parent.children ?? []) {
          expect(inside(child, parent), `${child.id} inside ${parent.id}`).toBe(true);
          walk(child);
        }
      };
      walk(out);
      for (const node of flatten(out).filter((n) => !n.id.includes('#'))) {
        const key = node.id.split('.').at(-1) ?? '';
        expect(node.width ?? 0, node.id).toBeGreaterThanOrEqual(measure(key) + 20);
      }
      expect(out.edges?.every((e) => (e.sections?.length ?? 0) > 0)).toBe(true);
    },
    // The telephony chart takes ELK over a second here; a busy 2-core machine can stretch that past 5 s.
    30_000,
  );
});
