import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SpecActor } from '../../../src/machines/graph/playwright-spec';
import { expect, signInWithForm, test } from '../fixtures';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Runs a spec file with Playwright as a tester would, on the running suite's server; answers its exit and output. */
const runSpec = (file: string, output: string): { status: number | null; text: string } => {
  // Plain text (the suite's workers run with colours forced), its own report and output folder: the suite's JSON report and test-results stay the suite's.
  const env: NodeJS.ProcessEnv = { ...process.env, E2E_REUSE_SERVER: '1', FORCE_COLOR: '0' };
  delete env.PLAYWRIGHT_JSON_OUTPUT_NAME;
  const run = spawnSync(
    process.execPath,
    [
      'node_modules/@playwright/test/cli.js',
      'test',
      relative(root, file),
      '--workers=1',
      '--reporter=list',
      `--output=${output}`,
    ],
    { cwd: root, env, encoding: 'utf8' },
  );
  return { status: run.status, text: `${run.stdout}\n${run.stderr}` };
};

// A real session's trace, exported from the debug panel as a Playwright test, runs as exported and passes; the
// same trace with a step the console does not allow fails, naming that step.
test('a session trace exported as a Playwright test runs as exported, and fails at a step the console refuses', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signInWithForm(page, 'supervisor');
  await page.keyboard.press('Alt+Shift+D');
  const panel = page.getByRole('dialog', { name: 'Debug panel' });
  await panel.getByRole('tab', { name: 'Trace' }).click();
  const saved = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export as Playwright test' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/^console-trace-.+\.spec\.ts$/);
  const exported = readFileSync(await download.path(), 'utf8');

  // Saved beside tests/e2e/qa as a tester would save it (the spec imports ../model/recorded).
  const dir = mkdtempSync(join(root, 'tests/e2e/qa-'));
  try {
    const asExported = join(dir, 'session.spec.ts');
    writeFileSync(asExported, exported);
    const passed = runSpec(asExported, testInfo.outputPath('as-exported'));
    // The sign-in and the tenant choice replay through their models (actors without a model are skipped).
    expect(passed.text).toMatch(/✓ .+Session trace of .+: auth/);
    expect(passed.text).toMatch(/✓ .+Session trace of .+: tenant/);
    expect(passed.status, passed.text).toBe(0);

    // The same trace, with a sign-in submitted while already signed in: the console does not allow that step.
    const start = exported.indexOf('recordedTest(') + 'recordedTest('.length;
    const spec = JSON.parse(exported.slice(start, exported.lastIndexOf(');'))) as { actors: SpecActor[] };
    const auth = spec.actors.find((a) => a.machine === 'auth');
    if (!auth) throw new Error('the trace holds the sign-in');
    auth.steps.push({
      event: {
        type: 'auth.submit',
        username: 'supervisor',
        password: '[redacted]',
      } as SpecActor['steps'][number]['event'],
      state: 'signedOut.submitting',
    });
    const broken = join(dir, 'broken.spec.ts');
    writeFileSync(broken, `${exported.slice(0, start)}${JSON.stringify(spec, null, 2)});\n`);
    const failed = runSpec(broken, testInfo.outputPath('broken'));
    expect(failed.status).not.toBe(0);
    expect(failed.text).toContain(
      `step ${auth.steps.length} of ${auth.steps.length} (auth.submit): the console no longer allows it`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
