import { useEffect, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import { layoutWithElk, type ElkNode } from '../kit/graph/elk-engine';
import { pageFontFamily } from '../kit/graph/measure-text';
import type { LayoutState } from '../kit/graph/use-elk-layout';
import { expansionKey, type Expansion } from './chart-expansion';
import { chartGraphOf, chartText, drawnEdges } from './chart-layout';
import { builtLayoutOf } from './built-artefacts';
import { markPhase } from './phase-mark';
import { registryEntryOf } from './registry-entry';

type Laid = { layout?: Promise<LayoutState>; settled?: LayoutState };
type Chart = { root: DirectedGraphNode; laid: Map<string, Laid> };

/*
 * A machine's statechart and its ELK layouts, one per expansion (which compound states are open), kept for the
 * console's life: a machine is code, so its pictures never change. A registered machine's come laid out by the
 * build for every expansion a snapshot opens on (built-artefacts.ts); any other, one a person opened or closed
 * states to, or one whose labels are wider in this reader's font than the build allowed, is laid out by the ELK
 * worker. Reopening the tab, or the panel, shows it at once; the panel also starts it when an actor is chosen.
 */
const charts = new WeakMap<AnyStateMachine, Chart>();

/** The machine's statechart as xstate/graph reads it, made once. */
export const chartRootOf = (machine: AnyStateMachine): DirectedGraphNode => {
  const known = charts.get(machine);
  if (known) return known.root;
  const chart: Chart = { root: toDirectedGraph(machine), laid: new Map() };
  charts.set(machine, chart);
  return chart.root;
};

/*
 * A machine without child states or moving transitions (the console's root actor) is one box: placed here, it
 * spares loading ELK's engine, half a second on a busy machine, for a picture with nothing to arrange.
 */
const singleBox = (root: DirectedGraphNode): ElkNode | null => {
  if (root.children.length > 0 || drawnEdges(root).length > 0) return null;
  const frame = chartGraphOf(root, pageFontFamily());
  const box = frame.children?.[0];
  if (!box) return null;
  const width = Math.max(box.width ?? 0, 64);
  const height = Math.max(box.height ?? 0, chartText.stateHeight);
  return {
    ...frame,
    width: width + 16,
    height: height + 16,
    children: [{ ...box, x: 8, y: 8, width, height }],
  };
};

const layoutOf = async (
  machine: AnyStateMachine,
  root: DirectedGraphNode,
  open: Expansion,
): Promise<ElkNode> => {
  const id = registryEntryOf(machine)?.id;
  const built = (id ? await builtLayoutOf(id, root, open) : null) ?? singleBox(root);
  return built ?? layoutWithElk(chartGraphOf(root, pageFontFamily(), undefined, open));
};

const laidOf = (machine: AnyStateMachine, open: Expansion): Laid | undefined =>
  charts.get(machine)?.laid.get(expansionKey(open));

/** Starts a layout (in ELK's worker) unless it is done or on its way; a failed one is asked again next time. */
export const startChartLayout = (machine: AnyStateMachine, open: Expansion): Promise<LayoutState> => {
  chartRootOf(machine);
  const chart = charts.get(machine) as Chart;
  const key = expansionKey(open);
  const laid = chart.laid.get(key) ?? {};
  chart.laid.set(key, laid);
  if (!laid.layout) markPhase('layout-start');
  laid.layout ??= layoutOf(machine, chart.root, open).then(
    (layout): LayoutState => {
      markPhase('layout-ready');
      return (laid.settled = { kind: 'ready', layout });
    },
    (failure: unknown): LayoutState => {
      laid.layout = undefined;
      return { kind: 'failed', text: `The layout failed: ${String(failure)}` };
    },
  );
  return laid.layout;
};

/** The layout state of the machine opened so: ready at once when laid out before, else laying out until ELK answers. */
export const useChartLayout = (machine: AnyStateMachine, open: Expansion, wanted: boolean): LayoutState => {
  const [done, setDone] = useState<{ machine: AnyStateMachine; open: Expansion; state: LayoutState } | null>(
    null,
  );
  useEffect(() => {
    if (!wanted || laidOf(machine, open)?.settled) return;
    let live = true;
    void startChartLayout(machine, open).then((state) => live && setDone({ machine, open, state }));
    return () => {
      live = false;
    };
  }, [machine, open, wanted]);
  const settled = laidOf(machine, open)?.settled;
  if (settled) return settled;
  return done && done.machine === machine && done.open === open ? done.state : { kind: 'laying-out' };
};
