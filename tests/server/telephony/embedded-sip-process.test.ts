import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startEmbeddedSip } from '../../../server/telephony/embedded-sip-process';

describe('npm start’s own SIP server, the cases that start nothing', () => {
  it('a taken port (npm run telephony already running) is used, not fought for: one line, no start', async () => {
    const busy = createServer();
    await new Promise<void>((r) => busy.listen(0, '127.0.0.1', r));
    const address = busy.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const lines: string[] = [];
    try {
      const started = await startEmbeddedSip({ TELEPHONY_WS_URL: `ws://127.0.0.1:${port}` }, (line) =>
        lines.push(line),
      );
      expect(started).toBeNull();
      expect(lines).toEqual([expect.stringContaining(`port ${port} is already in use`)]);
    } finally {
      await new Promise((r) => busy.close(r));
    }
  });

  it('an outside PBX or the switch: nothing started and nothing to say', async () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    expect(await startEmbeddedSip({ TELEPHONY_WS_URL: 'wss://pbx.example.co.za/ws' }, log)).toBeNull();
    expect(await startEmbeddedSip({ TELEPHONY_EMBEDDED_SIP: 'off' }, log)).toBeNull();
    expect(lines).toEqual([]);
  });
});
