import { createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { machineReport } from '../../src/machines/graph/machine-report';
import { coverageTable } from '../../src/machines/graph/report';

// A door: open and closed reachable with the samples; locked needs a key the samples do not give.
const door = createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: {
      on: { 'door.open': 'open', 'door.lock': { guard: ({ event }) => event.key === 'k', target: 'locked' } },
    },
    open: { tags: ['draught'], on: { 'door.close': 'closed' } },
    locked: { on: { 'door.unlock': 'closed' } },
  },
});
const entry = {
  id: 'door',
  purpose: 'A test door',
  machine: door,
  sampleEvents: [{ type: 'door.open' }, { type: 'door.close' }, { type: 'door.lock', key: 'wrong' }],
};

describe('coverage', () => {
  it('counts the states and transitions the sample events reach, and names the rest', () => {
    const { coverage } = machineReport(entry);
    expect(coverage.states).toEqual({ reached: 2, total: 3, missing: ['locked'] });
    expect(coverage.transitions.reached).toBe(2);
    expect(coverage.transitions.total).toBe(4);
    expect(coverage.transitions.missing).toEqual([
      'closed —door.lock→ locked',
      'locked —door.unlock→ closed',
    ]);
  });

  it('reaches every state once the samples hold the right payload', () => {
    const { coverage, paths } = machineReport({
      ...entry,
      sampleEvents: [...entry.sampleEvents, { type: 'door.lock', key: 'k' }, { type: 'door.unlock' }],
    });
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
    expect(paths.find((p) => p.kind === 'state' && p.target === 'open')?.tags).toEqual(['draught']);
  });

  it('prints one table row per machine', () => {
    expect(coverageTable([machineReport(entry)])).toContain('| door | ');
    expect(coverageTable([machineReport(entry)])).toContain('2/3 (67%)');
  });
});
