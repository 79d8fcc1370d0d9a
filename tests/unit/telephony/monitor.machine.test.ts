import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { MonitorMode, MonitorSipCommand } from '../../../src/contracts/telephony/monitor';
import { monitorMachine } from '../../../src/machines/telephony/monitor.machine';

const monitorId = '6f1c2a3e-4b5d-4e6f-8a7b-9c0d1e2f3a4b';
const token = '0123456789abcdef0123456789abcdef';
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The machine with the service and the phone replaced: what it asked of each, in order. */
function monitor() {
  const calls: string[] = [];
  const phone: MonitorSipCommand[] = [];
  const actor = createActor(
    monitorMachine.provide({
      actors: {
        start: fromPromise(async ({ input }: { input: { agent_user_id: number; mode: MonitorMode } }) => {
          calls.push(`start ${input.agent_user_id} ${input.mode}`);
          return {
            monitor_id: monitorId,
            token,
            mode: input.mode,
            agent_name: 'Naledi Mokoena',
            agent_ext: '1003',
          };
        }),
        changeMode: fromPromise(async ({ input }: { input: { monitor_id: string; mode: MonitorMode } }) => {
          calls.push(`mode ${input.mode}`);
          return { mode: input.mode };
        }),
        stop: fromPromise(async () => {
          calls.push('stop');
          return { duration_seconds: 3 };
        }),
      },
      actions: { toPhone: (_, command: MonitorSipCommand) => void phone.push(command) },
    }),
  ).start();
  return { actor, calls, phone };
}

describe('monitor session', () => {
  it('supervisor: starts, has the phone expect the token, switches, and stops when the leg ends', async () => {
    const { actor, calls, phone } = monitor();
    actor.send({ type: 'monitor.start', agent_user_id: 3, agent_name: 'Naledi Mokoena', mode: 'listen' });
    await tick();
    expect(actor.getSnapshot().hasTag('monitoring')).toBe(true);
    expect(phone).toEqual([{ type: 'sip.monitor.expect', token }]);
    actor.send({ type: 'monitor.leg', event: { type: 'sip.monitor.connected' } });
    actor.send({ type: 'monitor.mode', mode: 'barge' });
    await tick();
    expect(actor.getSnapshot().context).toMatchObject({ mode: 'barge', connected: true });
    actor.send({ type: 'monitor.leg', event: { type: 'sip.monitor.ended', cause: 'Terminated' } });
    await tick();
    expect(calls).toEqual(['start 3 listen', 'mode barge', 'stop']);
    expect(phone.at(-1)).toEqual({ type: 'sip.monitor.end' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('agent: a pushed request places the leg; a mode changes the mix only; a stop ends it', () => {
    const { actor, calls, phone } = monitor();
    actor.send({
      type: 'monitor.pushed',
      push: {
        kind: 'start',
        monitor_id: monitorId,
        token,
        mode: 'listen',
        supervisor_name: 'Pieter van der Merwe',
        supervisor_ext: '1002',
        notice: true,
      },
    });
    expect(actor.getSnapshot().context).toMatchObject({ peer_name: 'Pieter van der Merwe', notice: true });
    actor.send({
      type: 'monitor.pushed',
      push: { kind: 'mode', monitor_id: 'another-session', mode: 'barge' },
    });
    actor.send({ type: 'monitor.pushed', push: { kind: 'mode', monitor_id: monitorId, mode: 'whisper' } });
    expect(actor.getSnapshot().context.mode).toBe('whisper');
    actor.send({ type: 'monitor.pushed', push: { kind: 'stop', monitor_id: monitorId } });
    expect(phone).toEqual([
      { type: 'sip.monitor.place', token, extension: '1002', mode: 'listen' },
      { type: 'sip.monitor.mode', mode: 'whisper' },
      { type: 'sip.monitor.end' },
    ]);
    expect(actor.getSnapshot().hasTag('monitored')).toBe(false);
    expect(calls).toEqual([]); // the agent's side calls nothing: the supervisor's console audits
  });
});
