import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { pingRtpengine, portRange, startRtpengine } from '../../../server/telephony/rtpengine-process';
import { freeTcpPort, startKamailio } from '../../../server/telephony/kamailio-process';
import { trunkOptions } from '../../../server/telephony/trunks';
import { trunkProbe } from '../../support/sipp-media';

describe('phones and trunks from the environment (issue 35)', () => {
  it('no listener by default, so no trunk either, whatever the allow-list says', () => {
    expect(trunkOptions({})).toEqual({ defines: {} });
    expect(trunkOptions({ TELEPHONY_TRUNK_ALLOW: '203.0.113.10' })).toEqual({ defines: {} });
  });

  it('a listener with an allow-list lets those addresses call in; numbers only when listed', () => {
    const env = {
      TELEPHONY_SIP_LISTEN: '0.0.0.0:5060',
      TELEPHONY_TRUNK_ALLOW: '203.0.113.10, 198.51.100.0/28',
    };
    expect(trunkOptions(env)).toEqual({
      sipListen: '0.0.0.0:5060',
      defines: { TRUNK_ALLOW: '203.0.113.10,198.51.100.0/28' },
    });
    expect(trunkOptions({ ...env, TELEPHONY_TRUNK_NUMBERS: '5001 5002,1003' }).defines).toEqual({
      TRUNK_ALLOW: '203.0.113.10,198.51.100.0/28',
      TRUNK_NUMBERS: '5001,5002,1003',
    });
  });

  it('refuses what Kamailio must never be given, naming the variable', () => {
    expect(() => trunkOptions({ TELEPHONY_SIP_LISTEN: '5060' })).toThrow(/TELEPHONY_SIP_LISTEN/);
    expect(() =>
      trunkOptions({ TELEPHONY_SIP_LISTEN: '0.0.0.0:5060', TELEPHONY_TRUNK_ALLOW: 'trunk.example"; exit' }),
    ).toThrow(/TELEPHONY_TRUNK_ALLOW/);
    expect(() =>
      trunkOptions({ TELEPHONY_SIP_LISTEN: '0.0.0.0:5060', TELEPHONY_TRUNK_NUMBERS: '5001|.*' }),
    ).toThrow(/TELEPHONY_TRUNK_NUMBERS/);
  });

  it('an RTP port range for a firewall, or none', () => {
    expect(portRange(undefined)).toBeUndefined();
    expect(portRange('20000-20199')).toEqual({ portMin: 20000, portCount: 200 });
    expect(() => portRange('80-90')).toThrow(/TELEPHONY_RTP_PORTS/);
    expect(() => portRange('20000')).toThrow(/TELEPHONY_RTP_PORTS/);
  });
});

const pgidOf = (pid: number) => Number(execFileSync('ps', ['-o', 'pgid=', '-p', String(pid)]).toString());

describe('rtpengine, started and stopped', () => {
  it('answers a ping in its own process group, and is gone after stop', async () => {
    const relay = await startRtpengine({ mediaAddress: '127.0.0.1' });
    const port = Number(relay.ngSocket.split(':').pop());
    expect(relay.ngSocket).toMatch(/^udp:127\.0\.0\.1:\d+$/);
    expect(await pingRtpengine(port)).toBe(true);
    expect(pgidOf(relay.pid)).toBe(relay.pid);
    await relay.stop();
    expect(await pingRtpengine(port, 300)).toBe(false);
    await relay.stop(); // twice is harmless
  });
});

describe('the trunk allow-list, against a real Kamailio and SIPp', () => {
  it('lets an allowed address call its numbers without credentials, and challenges everyone else', async () => {
    const sipPort = await freeTcpPort();
    const start = (defines: Record<string, string>) =>
      startKamailio({
        secret: 'media-relay-test-secret-0123',
        sipDomain: 'telephony.local',
        sipListen: `127.0.0.1:${sipPort}`,
        defines,
      });
    const allowed = await start({ TRUNK_ALLOW: '127.0.0.1,10.0.0.0/8', TRUNK_NUMBERS: '1234' });
    try {
      expect(await trunkProbe(`127.0.0.1:${sipPort}`, '1234')).toBe('reached');
      expect(await trunkProbe(`127.0.0.1:${sipPort}`, '1235')).toBe('challenged');
    } finally {
      await allowed.stop();
    }
    const elsewhere = await start({ TRUNK_ALLOW: '203.0.113.10', TRUNK_NUMBERS: '1234' });
    try {
      expect(await trunkProbe(`127.0.0.1:${sipPort}`, '1234')).toBe('challenged');
    } finally {
      await elsewhere.stop();
    }
  });
});
