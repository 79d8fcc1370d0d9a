import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { sipReachable } from '../../../server/domain/telephony/sip-probe';
import { freeTcpPort } from '../../../server/telephony/kamailio-process';

describe('is a SIP server listening where the console will connect', () => {
  it('yes when something accepts on the loopback port', async () => {
    const server = createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      expect(await sipReachable(`ws://127.0.0.1:${port}`)).toBe(true);
      expect(await sipReachable(`ws://localhost:${port}/ws`)).toBe(true);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('no when nothing listens there', async () => {
    expect(await sipReachable(`ws://127.0.0.1:${await freeTcpPort()}`)).toBe(false);
  });

  it('cannot tell for an outside PBX: the agents’ network may reach it when the service’s does not', async () => {
    expect(await sipReachable('wss://pbx.example.co.za:7443/ws')).toBeNull();
    expect(await sipReachable('not a url')).toBeNull();
  });
});
