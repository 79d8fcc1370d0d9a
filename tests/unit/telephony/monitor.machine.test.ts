import { describe, expect, it } from 'vitest';
import { monitorId, monitorToken as token, world } from './world';

describe('monitor session', () => {
  it('supervisor: starts, has the phone expect the token, switches, and stops when the leg ends', async () => {
    const m = world.monitor();
    await m
      .send({ type: 'monitor.start', agent_user_id: 3, agent_name: 'Naledi Mokoena', mode: 'listen' })
      .settle();
    expect(m.snapshot().hasTag('monitoring')).toBe(true);
    expect(m.phone).toEqual([{ type: 'sip.monitor.expect', token }]);
    m.send({ type: 'monitor.leg', event: { type: 'sip.monitor.connected' } });
    await m.send({ type: 'monitor.mode', mode: 'barge' }).settle();
    expect(m.snapshot().context).toMatchObject({ mode: 'barge', connected: true });
    await m.send({ type: 'monitor.leg', event: { type: 'sip.monitor.ended', cause: 'Terminated' } }).settle();
    expect(m.calls).toEqual(['start 3 listen', 'mode barge', 'stop']);
    expect(m.phone.at(-1)).toEqual({ type: 'sip.monitor.end' });
    expect(m.snapshot().value).toBe('idle');
  });

  it('agent: a pushed request places the leg; a mode changes the mix only; a stop ends it', () => {
    const m = world.monitor();
    m.send({
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
    expect(m.snapshot().context).toMatchObject({ peer_name: 'Pieter van der Merwe', notice: true });
    m.send({
      type: 'monitor.pushed',
      push: { kind: 'mode', monitor_id: 'another-session', mode: 'barge' },
    });
    m.send({ type: 'monitor.pushed', push: { kind: 'mode', monitor_id: monitorId, mode: 'whisper' } });
    expect(m.snapshot().context.mode).toBe('whisper');
    m.send({ type: 'monitor.pushed', push: { kind: 'stop', monitor_id: monitorId } });
    expect(m.phone).toEqual([
      { type: 'sip.monitor.place', token, extension: '1002', mode: 'listen' },
      { type: 'sip.monitor.mode', mode: 'whisper' },
      { type: 'sip.monitor.end' },
    ]);
    expect(m.snapshot().hasTag('monitored')).toBe(false);
    expect(m.calls).toEqual([]); // the agent's side calls nothing: the supervisor's console audits
  });
});
