import type { EventObject } from 'xstate';
import type { DirectedGraphNode } from 'xstate/graph';
import type { WireReport } from '../../machines/graph/report-wire';
import type { ElkNode } from '../kit/graph/elk-engine';
import { measureText, pageFontFamily } from '../kit/graph/measure-text';
import { digestOf, estimatedChartOf, textFits } from './built-chart';
import { expansionKey, type Expansion } from './chart-expansion';

/**
 * A registered machine's statechart laid out by the build, for the chart it was laid out from: one layout per
 * expansion a snapshot can open on (chart-expansion.ts), keyed by expansionKey.
 */
export type BuiltLayout = { chart: string; layouts: Record<string, ElkNode> };
/** A registered machine's paths report made by the build, for the chart and the sample events it was made from. */
export type BuiltPaths = { chart: string; samples: string; report: WireReport };

/*
 * What scripts/debug-artefacts.mjs wrote before `vite build` (src/views/debug/generated, not committed): the build
 * makes them from the very modules it bundles, so a production console's are its own machines'. Each is its own
 * small chunk, fetched when its machine is first shown. Where there is none (a dev server before the script ran,
 * the unit tests) or it was made from another version of the machine, the panel computes in its workers as before.
 */
const layouts = import.meta.glob<BuiltLayout>('./generated/*.layout.json', { import: 'default' });
const reports = import.meta.glob<BuiltPaths>('./generated/*.paths.json', { import: 'default' });

export const layoutFile = (id: string): string => `./generated/${id}.layout.json`;
export const pathsFile = (id: string): string => `./generated/${id}.paths.json`;

/** The digest of a chart, as the build keys its artefacts. */
export const chartDigest = (root: DirectedGraphNode): string => digestOf(estimatedChartOf(root));
/** The digest of an entry's sample events (their types and order: a report's steps name samples by index). */
export const samplesDigest = (samples: readonly EventObject[]): string =>
  digestOf(samples.map((e) => e.type));

const load = async <T>(loader: (() => Promise<T>) | undefined): Promise<T | null> => {
  try {
    return loader ? await loader() : null;
  } catch {
    // A chunk that failed to load (a redeploy meanwhile): the workers compute it instead.
    return null;
  }
};

/** The build's layout of this chart and expansion, when there is one and every label fits in the reader's font. */
export const builtLayoutOf = async (
  id: string,
  root: DirectedGraphNode,
  open: Expansion,
): Promise<ElkNode | null> => {
  const built = await load(layouts[layoutFile(id)]);
  const layout = built?.chart === chartDigest(root) ? built.layouts[expansionKey(open)] : undefined;
  return layout && textFits(root, pageFontFamily(), measureText, open) ? layout : null;
};

/** The build's paths report of this machine, when there is one made from this chart and these samples. */
export const builtReportOf = async (
  id: string,
  root: DirectedGraphNode,
  samples: readonly EventObject[],
): Promise<WireReport | null> => {
  const built = await load(reports[pathsFile(id)]);
  if (!built || built.chart !== chartDigest(root) || built.samples !== samplesDigest(samples)) return null;
  return built.report;
};
