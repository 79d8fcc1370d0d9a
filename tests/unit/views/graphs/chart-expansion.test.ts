import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { toDirectedGraph } from 'xstate/graph';
import { registry } from '../../../../src/machines/registry';
import {
  expansionKey,
  openingExpansion,
  reachableExpansions,
  shownEdges,
  toggled,
} from '../../../../src/views/debug/chart-expansion';
import { chartGraphOf, drawnEdges, shownText } from '../../../../src/views/debug/chart-layout';

const measure = (text: string) => text.length * 7;

const phone = createMachine({
  id: 'phone',
  initial: 'idle',
  states: {
    idle: { on: { call: 'busy.ringing' } },
    busy: {
      initial: 'ringing',
      on: { hang: 'idle' },
      states: {
        ringing: { on: { answer: 'talking', reject: '#phone.idle', drop: '#phone.idle' } },
        talking: { initial: 'live', states: { live: { on: { hold: 'held' } }, held: {} } },
      },
    },
  },
});

describe('the statechart’s open and closed states (issue 41)', () => {
  const root = toDirectedGraph(phone);

  it('opens on the compound states the snapshot is in, the others closed', () => {
    expect([...openingExpansion(root, phone.resolveState({ value: 'idle' }))]).toEqual([]);
    const talking = phone.resolveState({ value: { busy: { talking: 'held' } } });
    expect(expansionKey(openingExpansion(root, talking))).toBe('phone.busy|phone.busy.talking');
    expect([...toggled(toggled(new Set(['a']), 'b'), 'a')]).toEqual(['b']);
  });

  it('folds the transitions of a closed state into one arrow per pair, and leaves out those inside it', () => {
    const shown = shownEdges(root, new Set(), drawnEdges(root));
    expect(shown.map((e) => [e.source, e.target, shownText(e)])).toEqual([
      ['phone.idle', 'phone.busy', 'call'],
      ['phone.busy', 'phone.idle', 'hang'],
      ['phone.busy', 'phone.idle', 'reject +1'],
    ]);
    const open = shownEdges(root, new Set(['phone.busy']), drawnEdges(root));
    expect(open.map((e) => `${e.source}>${e.target}:${shownText(e)}`)).toEqual(
      expect.arrayContaining([
        'phone.busy.ringing>phone.busy.talking:answer',
        'phone.busy.ringing>phone.idle:reject',
        'phone.busy.ringing>phone.idle:drop',
      ]),
    );
  });

  it('draws a closed state as one box with its name and what it holds, nothing inside', () => {
    const graph = chartGraphOf(root, 'x', measure, new Set());
    const busy = graph.children?.[0]?.children?.find((c) => c.id === 'phone.busy');
    expect(busy?.children).toBeUndefined();
    expect(busy?.width).toBeGreaterThanOrEqual(measure('2 states') + 20);
  });

  it('lists the expansions a snapshot can open on, for the build to lay out ahead', () => {
    expect(reachableExpansions(root)?.map(expansionKey)).toEqual([
      '',
      'phone.busy',
      'phone.busy|phone.busy.talking',
    ]);
    const telephony = registry.find((e) => e.id === 'telephony');
    const keys = reachableExpansions(toDirectedGraph(telephony?.machine ?? phone))?.map(expansionKey) ?? [];
    expect(keys).toContain(
      'telephony.session|telephony.session.agent|telephony.session.agent.inQueue|telephony.session.connection',
    );
    expect(keys.length).toBeLessThan(32);
  });
});
