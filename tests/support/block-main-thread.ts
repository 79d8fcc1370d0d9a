import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';

/**
 * Sends one DevTools command to a Node inspector (`ws://host:port/id`) and does not wait for its answer: a
 * WebSocket upgrade and one masked text frame, all a client must send (RFC 6455 §5.2). Enough to make a process's
 * main thread run `expression`, such as a loop that never ends — the state PGlite's spin on a full disk leaves.
 */
export function evaluateInInspector(wsUrl: string, expression: string): Promise<void> {
  const url = new URL(wsUrl);
  const message = Buffer.from(JSON.stringify({ id: 1, method: 'Runtime.evaluate', params: { expression } }));
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.write(
        `GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
    socket.once('error', reject);
    socket.once('data', (answer) => {
      if (!answer.toString().startsWith('HTTP/1.1 101')) return reject(new Error(answer.toString()));
      const mask = randomBytes(4);
      const length = message.length;
      const header =
        length < 126
          ? Buffer.from([0x81, 0x80 | length])
          : Buffer.from([0x81, 0x80 | 126, length >> 8, length & 0xff]);
      const body = Buffer.from(message.map((byte, i) => byte ^ mask[i % 4]));
      socket.write(Buffer.concat([header, mask, body]), () => resolve());
    });
  });
}
