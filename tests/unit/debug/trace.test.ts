import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { parseTraceFile, toTraceFile } from '../../../src/machines/graph/trace-file';
import { replayTrace } from '../../../src/machines/graph/trace-replay';
import { tenantMachine } from '../../../src/machines/tenant.machine';
import { sampleTenants } from '../../../src/machines/sample-data';
import { createInspector } from '../../../src/streams/inspector';

// A real tenant actor under the inspector; its invoked loads are answered by hand-sent done events.
const recordTenantSession = () => {
  const inspector = createInspector();
  const actor = createActor(tenantMachine, { inspect: inspector.inspect }).start();
  actor.send({ type: 'tenant.load', currentTenantId: null });
  actor.send({ type: 'xstate.done.actor.loadTenants', output: sampleTenants } as never);
  const recorded = actor.getSnapshot().value;
  actor.stop();
  return { inspector, actorId: actor.id, recorded };
};

describe('trace export and replay', () => {
  it('round-trips through the file format and replays to the recorded state', () => {
    const { inspector, actorId, recorded } = recordTenantSession();
    const file = toTraceFile(inspector.entries(), { [actorId]: 'tenant' });
    const parsed = parseTraceFile(JSON.stringify(file));
    if (typeof parsed === 'string') throw new Error(parsed);

    const { initial, steps } = replayTrace(tenantMachine, parsed, actorId);
    expect(initial).toBe('idle');
    expect(steps.map((s) => s.type)).toEqual(['tenant.load', 'xstate.done.actor.loadTenants']);
    expect(steps.at(-1)?.state).toBe(recorded);
    expect(steps.map((s) => s.recorded)).toEqual(steps.map((s) => s.state));
  });

  it('refuses a file that is not a trace', () => {
    expect(parseTraceFile('{"format":"other"}')).toBe('This file is not a Staff Console trace');
    expect(parseTraceFile('not json')).toBe('This file is not valid JSON');
  });
});
