import { useEffect, useState } from 'react';
import { layoutWithElk, type ElkNode } from './elk-engine';

export type LayoutState =
  { kind: 'laying-out' } | { kind: 'ready'; layout: ElkNode } | { kind: 'failed'; text: string };

/**
 * The ELK layout of a graph, computed in the engine's worker. Pass a memoised graph: a new object is a new
 * layout. A layout that arrives after the graph changed is dropped, so a slow answer never paints an old graph.
 */
export const useElkLayout = (graph: ElkNode | null): LayoutState => {
  const [done, setDone] = useState<{ graph: ElkNode; state: LayoutState } | null>(null);
  useEffect(() => {
    if (!graph) return;
    let live = true;
    layoutWithElk(graph).then(
      (layout) => live && setDone({ graph, state: { kind: 'ready', layout } }),
      (failure: unknown) =>
        live && setDone({ graph, state: { kind: 'failed', text: `The layout failed: ${String(failure)}` } }),
    );
    return () => {
      live = false;
    };
  }, [graph]);
  return done && done.graph === graph ? done.state : { kind: 'laying-out' };
};
