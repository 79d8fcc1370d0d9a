import { existsSync } from 'node:fs';
import { generatePaths } from '../../../src/machines/graph/paths';
import { registry } from '../../../src/machines/registry';
import { expect, test } from '../fixtures';
import { caseLifecycleModel } from './models/case-lifecycle.model';
import { pathTitle } from './path-title';
import { runPath } from './run-path';

// Proof that a generated test can fail: the case page is broken in the browser the way a careless change would
// break it (the Pending Customer SLA badge no longer shows), and the generated path to that state must catch it,
// naming the path, the step and the state, with a screenshot.
test('a generated path catches a case page that no longer shows the Pending Customer badge', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const planted = document.createElement('style');
      planted.textContent = '[data-sla-state="paused"] { display: none !important; }';
      document.head.append(planted);
    });
  });
  const entry = registry.find((e) => e.id === 'caseLifecycle');
  if (!entry) throw new Error('caseLifecycle is registered');
  const paths = generatePaths(entry);
  const path = paths.find((p) => p.kind === 'state' && p.target === 'pendingCustomer');
  if (!path) throw new Error('a state path reaches pendingCustomer');
  const title = pathTitle(path, paths.indexOf(path));
  const caught = await runPath(
    caseLifecycleModel,
    { title, machine: entry.machine, events: path.steps.map((s) => s.event) },
    { page, request, baseURL: baseURL as string, testInfo },
  ).then(
    () => null,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  expect(caught).toContain(`caseLifecycle: path "${title}", step 1 of 1 (case.pend) → pendingCustomer`);
  expect(caught).toContain('expected state pendingCustomer was not shown');
  const shot = /Screenshot: (.+\.png)/.exec(caught ?? '')?.[1];
  expect(shot && existsSync(shot), 'the failure carries a screenshot').toBe(true);
});
