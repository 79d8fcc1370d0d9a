import { describe, expect, it } from 'vitest';
import { machineReport } from '../../../src/machines/graph/machine-report';
import { packReport, unpackReport } from '../../../src/machines/graph/report-wire';
import { registry } from '../../../src/machines/registry';

describe('a paths report crossing from the report worker', () => {
  it('travels by structured clone even where sample events cannot, and comes back with the registry’s own events', () => {
    // The softphone's samples carry its children's snapshots (functions inside): cloned as they are, they throw.
    const entry = registry.find((e) => e.id === 'softphone');
    if (!entry) throw new Error('softphone is registered');
    const report = machineReport(entry);
    expect(() => structuredClone(report)).toThrow();

    const received = unpackReport(
      structuredClone(packReport(report, entry.sampleEvents)),
      entry.sampleEvents,
    );

    expect(received.coverage).toEqual(report.coverage);
    expect(received.paths.map((p) => [p.kind, p.target, p.tags])).toEqual(
      report.paths.map((p) => [p.kind, p.target, p.tags]),
    );
    received.paths.forEach((path, i) =>
      path.steps.forEach((step, j) => {
        const sent = report.paths[i].steps[j];
        expect([step.state, step.tags]).toEqual([sent.state, sent.tags]);
        // The very object of the registry where the event is a sample (what the Export button serialises), an
        // equal copy where the traversal made a bare one.
        if (entry.sampleEvents.includes(sent.event)) expect(step.event).toBe(sent.event);
        else expect(step.event).toEqual(sent.event);
      }),
    );
  });
});
