import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { browserCoverage, browserTable, goalMet } from './browser-coverage';
import type { CoverageRecord } from '../e2e/model/coverage-record';

// A door with a lock: three states, four transitions.
const door = createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { 'door.open': 'open', 'door.lock': 'locked' } },
    open: { on: { 'door.close': 'closed' } },
    locked: { on: { 'door.unlock': 'closed' } },
  },
});
const entry = { id: 'door', purpose: 'A test door', machine: door, sampleEvents: [] };
const record = (over: Partial<CoverageRecord>): CoverageRecord => ({
  machine: 'door',
  title: 'a path',
  states: [],
  transitions: [],
  unreachable: {},
  ...over,
});

describe('coverage reached in the browser', () => {
  it('unites what the paths reached and names what none did, with the reason a model gives', () => {
    const coverage = browserCoverage(entry, [
      record({
        states: ['closed', 'open'],
        transitions: ['closed —door.open→ open', 'open —door.close→ closed'],
      }),
      record({ title: 'locked', states: ['closed'], unreachable: { locked: 'no key in the browser' } }),
      record({ machine: 'window', states: ['locked'] }),
    ]);
    expect(coverage.states).toEqual({ reached: 2, marked: 1, total: 3, missing: ['locked'] });
    expect(coverage.transitions.reached).toBe(2);
    expect(coverage.transitions.missing).toEqual([
      'closed —door.lock→ locked',
      'locked —door.unlock→ closed',
    ]);
    // Both missing transitions go through the marked state: the same reason keeps them out of the browser.
    expect(coverage.transitions.marked).toBe(2);
    expect(goalMet(coverage)).toBe(true);
    const table = browserTable([coverage]);
    expect(table).toContain('| door | 2 | 0 | 2/3 (67%) + 1 marked | 2/4 (50%) + 2 marked | met |');
    expect(table).toContain('- state `locked`: no key in the browser');
    expect(table).toContain('- transition `closed —door.lock→ locked`: through `locked`, marked unreachable');
    const unmarked = browserCoverage(entry, [record({ states: ['closed', 'open'] })]);
    expect(goalMet(unmarked)).toBe(false);
    expect(browserTable([unmarked])).toContain('| door | 1 | 0 | 2/3 (67%) | 0/4 (0%) | NOT MET |');
  });

  it('meets the goal with every state and 90% of the transitions', () => {
    const all = ['closed —door.open→ open', 'open —door.close→ closed', 'closed —door.lock→ locked'];
    const coverage = browserCoverage(entry, [
      record({ states: ['closed', 'open', 'locked'], transitions: [...all, 'locked —door.unlock→ closed'] }),
    ]);
    expect(goalMet(coverage)).toBe(true);
    expect(goalMet({ ...coverage, transitions: { ...coverage.transitions, reached: 3 } })).toBe(false);
  });
});
