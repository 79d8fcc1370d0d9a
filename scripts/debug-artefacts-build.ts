import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ELK from 'elkjs/lib/elk.bundled.js';
import { toDirectedGraph } from 'xstate/graph';
import { machineReport } from '../src/machines/graph/machine-report';
import { jsonReplacer } from '../src/machines/graph/report';
import { packReport } from '../src/machines/graph/report-wire';
import type { RegistryEntry } from '../src/machines/registry-entry';
import { registry } from '../src/machines/registry';
import {
  layoutFile,
  pathsFile,
  samplesDigest,
  type BuiltLayout,
  type BuiltPaths,
} from '../src/views/debug/built-artefacts';
import { digestOf, estimatedChartOf } from '../src/views/debug/built-chart';
import { expansionKey, reachableExpansions } from '../src/views/debug/chart-expansion';

/**
 * The statechart of a registered machine laid out by ELK, as the debug panel would lay it out (estimated text),
 * once for every expansion a snapshot of it can open on: the panel's first picture of any state is then ready.
 */
export const builtLayout = async (entry: RegistryEntry): Promise<BuiltLayout> => {
  const root = toDirectedGraph(entry.machine);
  const chart = digestOf(estimatedChartOf(root));
  const layouts: BuiltLayout['layouts'] = {};
  const elk = new ELK();
  for (const open of reachableExpansions(root) ?? [])
    layouts[expansionKey(open)] = await elk.layout(estimatedChartOf(root, open));
  return { chart, layouts };
};

/** The paths report of a registered machine, as the report worker would send it. */
export const builtPaths = (entry: RegistryEntry): BuiltPaths => ({
  chart: digestOf(estimatedChartOf(toDirectedGraph(entry.machine))),
  samples: samplesDigest(entry.sampleEvents),
  report: packReport(machineReport(entry), entry.sampleEvents),
});

/**
 * Writes every registered machine's statechart layout and paths report under src/views/debug/generated, where the
 * console's build picks them up (built-artefacts.ts); scripts/debug-artefacts.mjs runs it before `vite build`.
 */
export const writeDebugArtefacts = async (root: string): Promise<string> => {
  const dir = join(root, 'src/views/debug/generated');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const started = performance.now();
  for (const entry of registry) {
    const file = (name: string) => join(dir, name.replace('./generated/', ''));
    writeFileSync(file(layoutFile(entry.id)), JSON.stringify(await builtLayout(entry)));
    writeFileSync(file(pathsFile(entry.id)), JSON.stringify(builtPaths(entry), jsonReplacer));
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return `Debug panel artefacts: ${registry.length} statecharts and paths reports in ${seconds} s`;
};
