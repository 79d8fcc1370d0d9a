import { generatePaths, type MachinePath } from '../../../src/machines/graph/paths';
import { registry } from '../../../src/machines/registry';
import { test } from '../fixtures';
import { writeCoverage } from './coverage-record';
import { pathTitle } from './path-title';
import { runPath, unrunnable, type PathToRun } from './run-path';
import { selectPaths, selectionFromEnv } from './select';
import type { AnyUiModel } from './ui-model';

const eventsOf = (path: MachinePath) => path.steps.map((s) => s.event);

/**
 * Inside a path's test: a path its model says the browser cannot run is skipped with that reason, and the report
 * lists it as not run.
 */
export const skipUnrunnable = (model: AnyUiModel, toRun: PathToRun): void => {
  const reason = unrunnable(model, toRun);
  if (!reason) return;
  writeCoverage({
    machine: model.id,
    title: toRun.title,
    states: [],
    transitions: [],
    unreachable: {},
    skipped: reason,
  });
  test.skip(true, reason);
};

/**
 * One test per chosen path of each model: `npm test` runs a few paths that show every state once (chosen among
 * those the browser can run); `npm run test:model` (MODEL_PATHS=all) runs every path that is not the start of
 * another, and a path that cannot run says why in the report. `serverOf` picks the server (the shared one by default).
 */
export const pathTests = (
  models: AnyUiModel[],
  serverOf: (shared: string) => string = (shared) => shared,
): void => {
  const selection = selectionFromEnv();
  for (const model of models) {
    const entry = registry.find((e) => e.id === model.id);
    if (!entry) throw new Error(`The model ${model.id} names no machine of the registry`);
    const generated = generatePaths(entry);
    const runs = (path: MachinePath) =>
      !unrunnable(model, { title: '', machine: entry.machine, input: entry.input, events: eventsOf(path) });
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
        test(toRun.title, async ({ page, request, baseURL }, testInfo) => {
          skipUnrunnable(model, toRun);
          await runPath(model, toRun, { page, request, baseURL: serverOf(baseURL as string), testInfo });
        });
      }
    });
  }
};
