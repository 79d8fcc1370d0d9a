import { describe, expect, it } from 'vitest';
import { machineReport } from '../../src/machines/graph/machine-report';
import { registry } from '../../src/machines/registry';

// Issue 34: the case lifecycle's paths table reaches every state and at least 90% of its transitions, so every
// status move the service allows is on a path the browser runs (tests/e2e/model).
describe('case lifecycle machine', () => {
  const entry = registry.find((e) => e.id === 'caseLifecycle');

  it('is registered and its paths reach every state and ≥ 90% of its transitions', () => {
    expect(entry, 'caseLifecycle is registered').toBeDefined();
    if (!entry) return;
    const { states, transitions } = machineReport(entry).coverage;
    expect(states.missing).toEqual([]);
    expect(transitions.reached / Math.max(1, transitions.total)).toBeGreaterThanOrEqual(0.9);
  });
});
