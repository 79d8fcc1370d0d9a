import { useEffect, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import { layoutWithElk, type ElkNode } from '../kit/graph/elk-engine';
import { pageFontFamily } from '../kit/graph/measure-text';
import type { LayoutState } from '../kit/graph/use-elk-layout';
import { chartGraphOf, chartText, drawnEdges } from './chart-layout';
import { builtLayoutOf } from './built-artefacts';
import { markPhase } from './phase-mark';
import { registryEntryOf } from './registry-entry';

type Chart = { root: DirectedGraphNode; layout?: Promise<LayoutState>; settled?: LayoutState };

/*
 * A machine's statechart and its ELK layout, kept for the console's life: a machine is code, so its picture never
 * changes. A registered machine's comes laid out by the build (built-artefacts.ts); any other, or one whose labels
 * are wider in this reader's font than the build allowed, is laid out by the ELK worker (seconds for telephony).
 * Reopening the tab, or the panel, shows it at once; the panel also starts it when an actor is chosen.
 */
const charts = new WeakMap<AnyStateMachine, Chart>();

/** The machine's statechart as xstate/graph reads it, made once. */
export const chartRootOf = (machine: AnyStateMachine): DirectedGraphNode => {
  const known = charts.get(machine);
  if (known) return known.root;
  const chart: Chart = { root: toDirectedGraph(machine) };
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

const layoutOf = async (machine: AnyStateMachine, root: DirectedGraphNode): Promise<ElkNode> => {
  const id = registryEntryOf(machine)?.id;
  const built = (id ? await builtLayoutOf(id, root) : null) ?? singleBox(root);
  return built ?? layoutWithElk(chartGraphOf(root, pageFontFamily()));
};

/** Starts the layout (in ELK's worker) unless it is done or on its way; a failed one is asked again next time. */
export const startChartLayout = (machine: AnyStateMachine): Promise<LayoutState> => {
  chartRootOf(machine);
  const chart = charts.get(machine) as Chart;
  if (!chart.layout) markPhase('layout-start');
  chart.layout ??= layoutOf(machine, chart.root).then(
    (layout): LayoutState => {
      markPhase('layout-ready');
      return (chart.settled = { kind: 'ready', layout });
    },
    (failure: unknown): LayoutState => {
      chart.layout = undefined;
      return { kind: 'failed', text: `The layout failed: ${String(failure)}` };
    },
  );
  return chart.layout;
};

/** The machine's layout state: ready at once when laid out before, else laying out until ELK answers. */
export const useChartLayout = (machine: AnyStateMachine, wanted: boolean): LayoutState => {
  const [done, setDone] = useState<{ machine: AnyStateMachine; state: LayoutState } | null>(null);
  useEffect(() => {
    if (!wanted || charts.get(machine)?.settled) return;
    let live = true;
    void startChartLayout(machine).then((state) => live && setDone({ machine, state }));
    return () => {
      live = false;
    };
  }, [machine, wanted]);
  const settled = charts.get(machine)?.settled;
  if (settled) return settled;
  return done && done.machine === machine ? done.state : { kind: 'laying-out' };
};
