import { describe, expect, it } from 'vitest';
import { generatePaths } from '../../../src/machines/graph/paths';
import { pathSpec, traceSpec, type SpecActor } from '../../../src/machines/graph/playwright-spec';
import type { TraceFile } from '../../../src/machines/graph/trace-file';
import { registry } from '../../../src/machines/registry';

/** The object an exported spec hands to recordedTest, read back out of its source. */
const argumentOf = (code: string): { title: string; actors: SpecActor[] } => {
  const start = code.indexOf('recordedTest(') + 'recordedTest('.length;
  return JSON.parse(code.slice(start, code.lastIndexOf(');'))) as { title: string; actors: SpecActor[] };
};

describe('exported Playwright specs', () => {
  it('a path becomes a spec that runs its events through the test models, with no step left to fill in', () => {
    const auth = registry.find((e) => e.id === 'auth');
    if (!auth) throw new Error('auth is registered');
    const paths = generatePaths(auth);
    const path = paths.find((p) => p.kind === 'state' && p.target === 'signedIn.ready');
    if (!path) throw new Error('a path reaches signedIn.ready');
    const code = pathSpec('auth', path, paths.indexOf(path));
    expect(code).toContain("import { recordedTest } from '../model/recorded';");
    expect(code).not.toMatch(/TODO/);
    const spec = argumentOf(code);
    expect(spec.title).toBe(`auth: state path ${paths.indexOf(path) + 1} → signedIn.ready`);
    expect(spec.actors).toHaveLength(1);
    expect(spec.actors[0]?.steps.map((s) => s.event.type)).toEqual(path.steps.map((s) => s.event.type));
    expect(spec.actors[0]?.steps.at(-1)?.state).toBe('signedIn.ready');
  });

  it('a trace keeps the registered actors whose start it holds, each event with the state recorded after it', () => {
    const at = 0;
    const trace: TraceFile = {
      format: 'staff-console-trace/1',
      exportedAt: '2026-11-29T04:00:00.000Z',
      actors: { 'x:1': 'tenant', 'x:2': 'auth', 'x:3': null },
      entries: [
        { seq: 1, at, target: 'x:1', kind: 'event', source: null, type: 'xstate.init', payload: null },
        {
          seq: 2,
          at,
          target: 'x:1',
          kind: 'snapshot',
          state: 'idle',
          tags: [],
          status: 'active',
          context: null,
        },
        {
          seq: 3,
          at,
          target: 'x:1',
          kind: 'event',
          source: 'x:2',
          type: 'tenant.load',
          payload: { currentTenantId: null },
        },
        {
          seq: 4,
          at,
          target: 'x:1',
          kind: 'snapshot',
          state: 'loading',
          tags: [],
          status: 'active',
          context: null,
        },
        // auth's start fell out of the ring buffer: its events cannot be replayed from its initial state.
        { seq: 5, at, target: 'x:2', kind: 'event', source: null, type: 'auth.signOut', payload: null },
      ],
    };
    const spec = argumentOf(traceSpec(trace, ['tenant', 'auth']));
    expect(spec.actors).toEqual([
      {
        machine: 'tenant',
        actor: 'x:1',
        steps: [{ event: { type: 'tenant.load', currentTenantId: null }, state: 'loading' }],
      },
    ]);
  });
});
