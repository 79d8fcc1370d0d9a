import { test } from '@playwright/test';
import { generatePaths, type MachinePath } from '../../../src/machines/graph/paths';
import { registry } from '../../../src/machines/registry';
import { startTelephonyWorld, type TelephonyWorld } from '../support/telephony-world';
import { writeCoverage } from './coverage-record';
import { endPath, setPhoneWorld, sipDomain } from './models/phone-world';
import { phoneModels } from './models/phone';
import { runPath, unrunnable, type PathToRun } from './run-path';
import { selectPaths, selectionFromEnv } from './select';

// The phone machines' paths (paths.spec.ts runs the others on the shared server, which has no SIP server): one
// product with its own Kamailio for the whole file. Serial, because every path rings the same seeded agent
// (extension 1003): two paths at once would ring each other's agent and answer each other's calls.
test.describe.configure({ mode: 'serial' });

const selection = selectionFromEnv();
// As paths.spec.ts names them (importing it would register its tests here too).
const pathTitle = (path: MachinePath, index: number): string =>
  `${path.kind} path ${index + 1} → ${path.target}`;
let world: TelephonyWorld | null = null;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  world = await startTelephonyWorld(sipDomain);
  setPhoneWorld(world);
});

test.afterAll(async () => {
  setPhoneWorld(null);
  await world?.server.stop();
  await world?.kamailio.stop();
});

// The other people's windows of the path (an agent, a customer) are put back and closed: the next path's alone.
test.afterEach(async () => endPath());

for (const model of phoneModels) {
  const entry = registry.find((e) => e.id === model.id);
  if (!entry) throw new Error(`The model ${model.id} names no machine of the registry`);
  const generated = generatePaths(entry);
  const chosen = selectPaths(entry.machine, generated, selection, entry.input);
  test.describe(`model ${model.id}`, () => {
    for (const path of chosen) {
      const toRun: PathToRun = {
        title: pathTitle(path, generated.indexOf(path)),
        machine: entry.machine,
        input: entry.input,
        events: path.steps.map((s) => s.event),
      };
      const reason = unrunnable(model, toRun);
      test(toRun.title, async ({ page, request }, testInfo) => {
        if (reason) {
          writeCoverage({
            machine: model.id,
            title: toRun.title,
            states: [],
            transitions: [],
            unreachable: {},
            skipped: reason,
          });
          test.skip(true, reason);
        }
        const baseURL = world?.server.url ?? '';
        await runPath(model, toRun, { page, request, baseURL, testInfo });
      });
    }
  });
}
