import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { AgentStatus } from '../../../src/contracts/telephony/details';
import { sampleAgentStatus } from '../../../src/machines/telephony/sample-data';
import { agentStatusPushes } from '../../../src/streams/agent-status-pushes';
import type { WorkflowPush } from '../../../src/streams/workflow-events';

const settle = () => new Promise((r) => setTimeout(r, 0));

function harness(read: () => Promise<AgentStatus>) {
  const pushes = new Subject<WorkflowPush>();
  const seen: AgentStatus[] = [];
  let reads = 0;
  const subscription = agentStatusPushes(pushes, () => {
    reads++;
    return read();
  }).subscribe((status) => seen.push(status));
  return { pushes, seen, reads: () => reads, stop: () => subscription.unsubscribe() };
}

describe('agentStatusPushes', () => {
  it('passes each pushed state on, and reads nothing when the channel first opens', async () => {
    const h = harness(() => Promise.resolve(sampleAgentStatus('ready')));
    h.pushes.next({ kind: 'ready' });
    h.pushes.next({ kind: 'agent-status', status: sampleAgentStatus('not_ready', 'MISSED') });
    await settle();
    expect(h.reads()).toBe(0);
    expect(h.seen.map((s) => s.state)).toEqual(['not_ready']);
    h.stop();
  });

  it('reads the state afresh once the channel is back after a drop (a logout pushed to nobody)', async () => {
    const h = harness(() => Promise.resolve(sampleAgentStatus('logged_out')));
    h.pushes.next({ kind: 'ready' });
    h.pushes.next({ kind: 'lost' });
    h.pushes.next({ kind: 'ready' });
    await settle();
    expect(h.reads()).toBe(1);
    expect(h.seen.map((s) => s.state)).toEqual(['logged_out']);
    h.pushes.next({ kind: 'ready' }); // no drop before it: nothing to catch up on
    await settle();
    expect(h.reads()).toBe(1);
    h.stop();
  });

  it('says nothing when that read fails, and keeps passing pushes on', async () => {
    const h = harness(() => Promise.reject(new Error('offline')));
    h.pushes.next({ kind: 'lost' });
    h.pushes.next({ kind: 'ready' });
    await settle();
    h.pushes.next({ kind: 'agent-status', status: sampleAgentStatus('ready') });
    await settle();
    expect(h.reads()).toBe(1);
    expect(h.seen.map((s) => s.state)).toEqual(['ready']);
    h.stop();
  });
});
