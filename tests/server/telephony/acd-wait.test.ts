import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acdPaths } from '../../../src/contracts/telephony/acd';
import { issueSipCredentials } from '../../../server/domain/telephony/credentials';
import { freeTcpPort, startKamailio, type KamailioRun } from '../../../server/telephony/kamailio-process';
import { queueCaller } from '../../support/sipp';

/**
 * A queued caller's wait, through a real Kamailio and a real SIPp caller, with a service that answers slowly (as a
 * busy one does): Kamailio must still ask about the caller about once a second for as long as they wait. Behind it
 * a flaw of async_route in Debian's Kamailio 5.6: its one-second ring skipped a slot whenever its timer process fell
 * a tick behind (one second of sleep plus the routes it ran), and a wait put in that slot came back 100 s later; the
 * service had long dropped the caller, and agents going Ready were never offered the call.
 */
const secret = 'acd-wait-test-secret-of-enough-length';
const domain = 'acd-wait.test';
// Two callers, each answered this slowly: one round of the old timer took 1.2 s of questions and a second's sleep,
// and the first caller's next wait fell in a slot the round after skipped (4 runs of 4 failed without the fix).
const answerDelayMs = 600;
const waitMs = 9000;

let peer: Server;
let kamailio: KamailioRun;
/** When the "service" was asked about each call, in ms since the test began. */
const asked = new Map<string, number[]>();
/** The caller's number Kamailio sent with each question (issue 39: the queue calls' record). */
const callerNumbers = new Set<string>();
const started = Date.now();

beforeAll(async () => {
  // The service's side of queue routing, answering "nobody free, you are first" to every question.
  peer = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (!request.url?.endsWith(acdPaths.offer)) return void response.end('{}');
      const { call_id: callId, caller } = JSON.parse(body) as { call_id: string; caller?: string };
      if (caller !== undefined) callerNumbers.add(caller);
      asked.set(callId, [...(asked.get(callId) ?? []), Date.now() - started]);
      setTimeout(() => response.end('-;1;6;1;0;Slow queue'), answerDelayMs);
    });
  });
  await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
  const { port } = peer.address() as AddressInfo;
  kamailio = await startKamailio({
    secret,
    sipDomain: domain,
    acd: { url: `http://127.0.0.1:${port}`, key: 'acd-wait-key' },
  });
});

afterAll(async () => {
  await kamailio?.stop();
  await new Promise((resolve) => peer?.close(resolve));
});

/** One SIPp caller of queue 5001 who waits `waitMs` (queued: 182), then cancels (487). */
async function waitingCaller(caller: string) {
  const credentials = issueSipCredentials(secret, caller, 600);
  return queueCaller({
    scenario: 'queue-cancel.xml',
    port: kamailio.port,
    domain,
    number: '5001',
    caller,
    user: credentials.authorizationUser,
    password: credentials.password,
    localPort: await freeTcpPort(),
    mediaPort: await freeTcpPort(),
    pauseMs: waitMs,
    timeoutSeconds: 30,
  });
}

describe('callers waiting in a queue', () => {
  it('are each asked about every second or so for the whole wait, however slowly the service answers', async () => {
    const callers = [await waitingCaller('0825550198'), await waitingCaller('0825550199')];
    for (const { done } of callers) {
      const { code, output } = await done;
      expect(code, output).toBe(0);
    }
    const ended = Date.now() - started; // both have cancelled: the last wait is measured up to here
    expect(asked.size).toBe(2);
    expect([...callerNumbers].sort()).toEqual(['0825550198', '0825550199']);
    for (const times of asked.values()) {
      const gaps = [...times, ended].slice(1).map((at, i) => at - (times[i] ?? at));
      // A second's wait plus the slow answer: about 1.7 s; a stranded wait is a gap until the caller gives up.
      expect(Math.max(...gaps), `asked at ${times.join(', ')} ms`).toBeLessThan(3500);
    }
  });
});
