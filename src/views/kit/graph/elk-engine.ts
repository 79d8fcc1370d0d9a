import type { ElkNode } from 'elkjs/lib/elk-api';

export type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';

type Engine = { layout: (graph: ElkNode) => Promise<ElkNode> };

let engine: Promise<Engine> | null = null;

/*
 * ELK, not dagre: the statechart needs compound nodes (states inside their parent, parallel regions side by
 * side) with edges that cross those boxes, which ELK lays out natively and dagre only approximates. ELK is
 * large (about 460 KB gzipped), so it never sits in the entry or the admin shell: the small API module is a lazy
 * chunk and the engine itself runs in a Web Worker loaded from its own asset on the first layout, off the main
 * thread.
 */
const load = async (): Promise<Engine> => {
  const [{ default: ELK }, { default: workerUrl }] = await Promise.all([
    import('elkjs/lib/elk-api.js'),
    import('elkjs/lib/elk-worker.min.js?url'),
  ]);
  return new ELK({ workerUrl });
};

/** Lays a graph out with ELK; the engine loads once, on the first call. */
export const layoutWithElk = (graph: ElkNode): Promise<ElkNode> => {
  engine ??= load().catch((failure: unknown) => {
    engine = null;
    throw failure;
  });
  return engine.then((elk) => elk.layout(graph));
};
