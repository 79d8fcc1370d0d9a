import { describe, expect, it } from 'vitest';
import { machineReport } from '../../src/machines/graph/machine-report';
import { registry } from '../../src/machines/registry';

// A fast check of the registry's own data, not of the product: the sample events still name events their machine
// handles, and the paths they generate reach every state but the ones marked unreachable (with a reason). The
// paths are regenerated here rather than read from tests/model/generated, so a machine changed on any branch is
// checked as it is now. What the paths prove about the console is for the browser (tests/e2e/model).
describe.each(registry.map((entry) => [entry.id, entry] as const))('registry samples of %s', (_id, entry) => {
  const report = machineReport(entry);

  it('are events the machine declares', () => {
    // The machine's root lists every event type any of its states handles, its actors' answers and timers included.
    const declared = new Set<string>(entry.machine.root.events);
    const unknown = entry.sampleEvents.map((e) => e.type).filter((type) => !declared.has(type));
    expect(unknown, 'sample events no state of the machine handles: renamed or removed events?').toEqual([]);
  });

  it('reach every state the registry does not mark unreachable', () => {
    const unreachable = entry.unreachable ?? {};
    const unexplained = report.coverage.states.missing.filter((s) => !unreachable[s]?.trim());
    expect(unexplained, 'states no path reaches: add sample events or mark them unreachable').toEqual([]);
  });

  it('leave unreached only the states the registry marks, and it marks no other', () => {
    const marked = Object.keys(entry.unreachable ?? {});
    expect(marked.filter((s) => !report.coverage.states.missing.includes(s))).toEqual([]);
  });
});
