import { describe, expect, it } from 'vitest';
import { machineReport } from '../../src/machines/graph/machine-report';
import { replay } from '../../src/machines/graph/replay';
import { stateLabel, tagsOf } from '../../src/machines/graph/state-label';
import { registry } from '../../src/machines/registry';

// The paths are regenerated here rather than read from tests/model/generated: a machine added or changed on any
// branch is tested as it is now, and the generated files never go stale in the tree.
describe.each(registry.map((entry) => [entry.id, entry] as const))('machine %s', (_id, entry) => {
  const report = machineReport(entry);

  it('has paths', () => {
    expect(report.paths.length).toBeGreaterThan(0);
  });

  it.each(report.paths.map((p, i) => [`${i + 1} ${p.kind} → ${p.target}`, p] as const))(
    'path %s replays to its state and tags',
    (_name, path) => {
      const { steps } = replay(
        entry.machine,
        path.steps.map((s) => s.event),
        entry.input,
      );
      steps.forEach((step, i) => {
        expect(stateLabel(step.snapshot.value), `step ${i + 1}`).toBe(path.steps[i]?.state);
        expect(tagsOf(step.snapshot), `tags at step ${i + 1}`).toEqual(path.steps[i]?.tags);
      });
      const end = steps.at(-1)?.snapshot;
      if (end) {
        expect(stateLabel(end.value)).toBe(path.target);
        expect(tagsOf(end)).toEqual(path.tags);
      }
    },
  );

  it('reaches every state the registry does not mark unreachable', () => {
    const unreachable = entry.unreachable ?? {};
    const unexplained = report.coverage.states.missing.filter((s) => !unreachable[s]?.trim());
    expect(unexplained, 'states no path reaches: add sample events or mark them unreachable').toEqual([]);
  });

  it('marks unreachable only states that no path reaches', () => {
    const marked = Object.keys(entry.unreachable ?? {});
    expect(marked.filter((s) => !report.coverage.states.missing.includes(s))).toEqual([]);
  });
});
