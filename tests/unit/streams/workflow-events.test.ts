// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { firstValueFrom, take } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowPaths } from '../../../src/contracts/workflow/paths';
import { httpOutcomes } from '../../../src/services/http';
import type { HttpOutcome } from '../../../src/services/http-result';
import { serviceConfig } from '../../../src/services/service-config';
import { setSessionTokens } from '../../../src/services/token-store';
import { workflowEventSource, type WorkflowPush } from '../../../src/streams/workflow-events';

/** A push channel that says ready, then that its session has ended, and closes (as the service does). */
let server: Server;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url !== `/api${workflowPaths.events}`) return void res.end();
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write('event: ready\ndata: {}\n\n');
    setTimeout(() => res.end('event: session-ended\ndata: {}\n\n'), 20);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  serviceConfig.serviceUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  setSessionTokens('t0k3n', 'wh');
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('workflowEventSource', () => {
  it('on session-ended reports the session invalid, as a 96 answer would, so the console signs in again', async () => {
    const outcome = firstValueFrom(httpOutcomes().pipe(take(1)));
    const pushes: WorkflowPush[] = [];
    const ended = new Promise<unknown>((resolve) =>
      workflowEventSource().subscribe({
        next: (p) => pushes.push(p),
        error: resolve,
        complete: () => resolve(null),
      }),
    );
    await ended;
    expect(pushes).toEqual([{ kind: 'ready' }]);
    expect(await outcome).toEqual<HttpOutcome>({
      path: workflowPaths.events,
      failure: { kind: 'sessionInvalid' },
    });
  });
});
