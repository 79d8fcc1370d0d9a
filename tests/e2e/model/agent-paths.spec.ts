import { test } from '@playwright/test';
import { generatePaths } from '../../../src/machines/graph/paths';
import { registry } from '../../../src/machines/registry';
import { freePort, startServer, type RunningServer } from '../support/server';
import { beyondReasons } from './beyond-reasons';
import { coverageDir } from './coverage-record';
import { walk } from './machine-walk';
import { telephonyBeyondReach, telephonyReachKey } from './models/telephony-reach';
import { telephonyModel, type TelephonyRig } from './models/telephony.model';
import { pathTitle } from './path-title';
import { skipUnrunnable } from './path-tests';
import { runPath, type PathToRun } from './run-path';
import { selectPaths, selectionFromEnv } from './select';

// The telephony machine's paths (the softphone's agent states) in Chromium against one product with its own
// embedded Kamailio, started once for this file. Every path is the same agent (extension 1003) in the same queue,
// so they run one after another in one worker ('default' opts out of fullyParallel): two at once would ring, log
// in and pause the same agent. A failed path does not stop the others (a fresh worker starts a fresh product).
test.describe.configure({ mode: 'default' });

const sipDomain = 'e2e.model.local';
const secret = 'model-paths-shared-secret-for-kamailio';
const entry = registry.find((e) => e.id === 'telephony');
if (!entry) throw new Error('the registry has no telephony machine');
// The registry's paths made only of steps a browser can take (telephony-reach.ts): the statechart lets its SIP
// connection and agent regions drift apart in ways the product does not (a call without a socket).
const generated = generatePaths({
  ...entry,
  filterEvents: (s, e) => !telephonyBeyondReach(s, e),
  contextKey: telephonyReachKey,
  // Its value graph, kept apart by online and muted, is some ten thousand snapshots (under a second).
  traversalLimit: 16_000,
  // The registry skips the exact traversal (it never fits the registry's limit); this filtered one may, so try it.
  valuesOnly: false,
});
const selection = selectionFromEnv();
// Under MODEL_PATHS=all the machine has hundreds of simple paths (every order of its parallel regions): this file
// runs the shortest path to every state and through every transition, not the simple ones.
const chosen = selectPaths(
  entry.machine,
  selection === 'all' ? generated.filter((p) => p.kind !== 'simple') : generated,
  selection,
  entry.input,
);
// For the report of `npm run test:model` only: why the browser takes none of the paths through the others.
const transitionReasons = coverageDir() ? beyondReasons(entry, chosen, telephonyBeyondReach) : undefined;

let server: RunningServer;
let wsUrl = '';

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const port = await freePort();
  wsUrl = `ws://127.0.0.1:${port}`;
  server = await startServer({
    env: {
      TELEPHONY_EMBEDDED_SIP: 'on',
      TELEPHONY_WS_URL: wsUrl,
      TELEPHONY_SIP_DOMAIN: sipDomain,
      TELEPHONY_SHARED_SECRET: secret,
      // Reconnect attempts every second for 10 s: shorter than a queue call's 30 s after-call work, so a path sees
      // both, and than the console's 30 s request timeout, so a service call held across them is still answered.
      // An offer the agent leaves ringing rings out after 8 s.
      TELEPHONY_RETRY_INTERVAL_MS: '1000',
      TELEPHONY_RETRY_LIMIT_MS: '10000',
      TELEPHONY_ACD_RING_TIMEOUT_SECONDS: '8',
      LOG_LEVEL: process.env.MODEL_LOG_LEVEL ?? 'warn',
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test.describe('model telephony', () => {
  for (const path of chosen) {
    const toRun: PathToRun = {
      title: pathTitle(path, generated.indexOf(path)),
      machine: entry.machine,
      input: entry.input,
      events: path.steps.map((s) => s.event),
    };
    test(toRun.title, async ({ page, request, browser }, testInfo) => {
      test.setTimeout(180_000);
      const { steps } = walk(entry.machine, toRun.events, entry.input);
      const rig: TelephonyRig = { wsUrl, sipDomain, secret, browser, closers: [] };
      const model = { ...telephonyModel(rig, steps), ...(transitionReasons && { transitionReasons }) };
      skipUnrunnable(model, toRun);
      try {
        await runPath(model, toRun, { page, request, baseURL: server.url, testInfo });
      } finally {
        // The far ends hang up with their pages; the agent's page closes with the test (its phone unregisters).
        for (const close of rig.closers) await close().catch(() => undefined);
      }
    });
  }
});
