import { createActor, createMachine } from 'xstate';
import { toDirectedGraph } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { builtLayout, builtPaths } from '../../../scripts/debug-artefacts-build';
import { machineReport } from '../../../src/machines/graph/machine-report';
import { jsonReplacer } from '../../../src/machines/graph/report';
import { unpackReport } from '../../../src/machines/graph/report-wire';
import { registry } from '../../../src/machines/registry';
import type { RegistryEntry } from '../../../src/machines/registry-entry';
import { chartDigest, samplesDigest } from '../../../src/views/debug/built-artefacts';
import {
  expansionKey,
  openingExpansion,
  reachableExpansions,
} from '../../../src/views/debug/chart-expansion';
import { chartGraphOf } from '../../../src/views/debug/chart-layout';
import { estimateWidth, textFits } from '../../../src/views/debug/built-chart';

const entryOf = (id: string): RegistryEntry => {
  const entry = registry.find((e) => e.id === id);
  if (!entry) throw new Error(`${id} is registered`);
  return entry;
};

/** DejaVu Sans Bold's advance widths in em (Debian's system-ui, the widest font of the console's stack). */
const dejaVuBold: Record<string, number> = {
  ...Object.fromEntries([...'0123456789'].map((d) => [d, 0.7])),
  ...{ a: 0.68, b: 0.72, c: 0.6, d: 0.72, e: 0.68, f: 0.44, g: 0.72, h: 0.72, i: 0.35, j: 0.35, k: 0.67 },
  ...{ l: 0.35, m: 1.05, n: 0.72, o: 0.69, p: 0.72, q: 0.72, r: 0.5, s: 0.6, t: 0.48, u: 0.72, v: 0.65 },
  ...{ w: 0.93, x: 0.65, y: 0.65, z: 0.58, A: 0.78, D: 0.84, H: 0.84, M: 1.0, O: 0.86, W: 1.11 },
  ...{ '.': 0.38, _: 0.5, '-': 0.42, '(': 0.46, ')': 0.46, ' ': 0.35, ':': 0.4 },
};
const dejaVu = (text: string, font: string) =>
  [...text].reduce((w, ch) => w + (dejaVuBold[ch] ?? (/[A-Z]/.test(ch) ? 0.85 : 0.72)), 0) *
  parseFloat(/(\d+)px/.exec(font)?.[1] ?? '0');

describe('the debug panel’s build-time statecharts and paths (scripts/debug-artefacts-build.ts)', () => {
  it('lays out every registered machine as the console would ask, so the console takes the build’s picture', async () => {
    for (const entry of registry) {
      const built = await builtLayout(entry);
      expect(built.chart, entry.id).toBe(chartDigest(toDirectedGraph(entry.machine)));
      // One picture for every expansion a snapshot opens on, the machine's initial state's among them.
      const root = toDirectedGraph(entry.machine);
      const first = expansionKey(openingExpansion(root, createActor(entry.machine).getSnapshot()));
      expect(Object.keys(built.layouts), entry.id).toContain(first);
      for (const layout of Object.values(built.layouts)) {
        expect(layout.children?.[0]?.id, entry.id).toBe(entry.machine.id);
        expect(layout.width, entry.id).toBeGreaterThan(0);
      }
    }
  }, 120_000);

  it('is refused for a machine that changed since the build: the panel lays that one out itself', async () => {
    const auth = entryOf('auth');
    const built = await builtLayout(auth);
    const changed = createMachine({
      ...auth.machine.config,
      states: { ...auth.machine.config.states, extra: {} },
    });
    expect(chartDigest(toDirectedGraph(changed))).not.toBe(built.chart);
  });

  it('sends a paths report that comes back, through JSON, as the report worker’s would', () => {
    for (const id of ['auth', 'softphone']) {
      const entry = entryOf(id);
      const built = JSON.parse(JSON.stringify(builtPaths(entry), jsonReplacer)) as ReturnType<
        typeof builtPaths
      >;
      expect(built.samples).toBe(samplesDigest(entry.sampleEvents));
      const report = machineReport(entry);
      const received = unpackReport(built.report, entry.sampleEvents);
      expect(received.coverage).toEqual(report.coverage);
      expect(
        received.paths.map((p) => [p.kind, p.target, p.steps.map((s) => [s.state, s.event.type])]),
      ).toEqual(report.paths.map((p) => [p.kind, p.target, p.steps.map((s) => [s.state, s.event.type])]));
    }
  });

  it('sizes every label of every machine for the widest system font, and notices a font wider still', () => {
    for (const entry of registry) {
      const root = toDirectedGraph(entry.machine);
      expect(textFits(root, 'DejaVu Sans', dejaVu), entry.id).toBe(true);
      // And opened as the build lays it out: a folded arrow's label ("… +2") too.
      for (const open of reachableExpansions(root) ?? [])
        expect(textFits(root, 'DejaVu Sans', dejaVu, open), entry.id).toBe(true);
      expect(
        textFits(root, 'wide', (text, font) => estimateWidth(text, font) + 1),
        entry.id,
      ).toBe(false);
    }
    // The estimate is what the build's boxes are sized by: a label that fits it fits its box.
    const graph = chartGraphOf(toDirectedGraph(entryOf('auth').machine), 'x', estimateWidth);
    expect(graph.children?.[0]?.children?.length).toBeGreaterThan(0);
  });
});
