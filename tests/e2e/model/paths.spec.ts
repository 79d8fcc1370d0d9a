import { generatePaths, type MachinePath } from '../../../src/machines/graph/paths';
import { registry } from '../../../src/machines/registry';
import { test } from '../fixtures';
import { writeCoverage } from './coverage-record';
import { models } from './models';
import { pathTitle } from './path-title';
import { runPath, unrunnable, type PathToRun } from './run-path';
import { selectPaths, selectionFromEnv } from './select';

// The registry's paths, run in Chromium through each machine's test model. `npm test` runs a few paths that show
// every state once; `npm run test:model` (MODEL_PATHS=all) runs every path that is not the start of another.
const selection = selectionFromEnv();

const eventsOf = (path: MachinePath) => path.steps.map((s) => s.event);

for (const model of models) {
  const entry = registry.find((e) => e.id === model.id);
  if (!entry) throw new Error(`The model ${model.id} names no machine of the registry`);
  const generated = generatePaths(entry);
  const runs = (path: MachinePath) =>
    !unrunnable(model, { title: '', machine: entry.machine, input: entry.input, events: eventsOf(path) });
  // The few paths that show every state are chosen among those the browser can run; `all` lists every one, and
  // the report says why a path did not run.
  const candidates = selection === 'all' ? generated : generated.filter(runs);
  const chosen = selectPaths(entry.machine, candidates, selection, entry.input);
  test.describe(`model ${model.id}`, () => {
    for (const path of chosen) {
      const toRun: PathToRun = {
        title: pathTitle(path, generated.indexOf(path)),
        machine: entry.machine,
        input: entry.input,
        events: eventsOf(path),
      };
      const reason = unrunnable(model, toRun);
      test(toRun.title, async ({ page, request, baseURL }, testInfo) => {
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
        await runPath(model, toRun, { page, request, baseURL: baseURL as string, testInfo });
      });
    }
  });
}
