import { eventText } from './report';
import type { MachinePath } from './paths';

const quote = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * A Playwright test skeleton that drives the console through one generated path: a step per event with the
 * state it must reach, checked in the debug panel's actor list. QA fills in the user action of each step.
 */
export const playwrightSkeleton = (machineId: string, path: MachinePath): string => {
  const title = `${machineId}: ${path.kind} path to ${path.target}`;
  const steps = path.steps.flatMap((step, i) => [
    `  // ${i + 1}. ${eventText(step.event).replace(/`/g, '')}`,
    step.event.type.startsWith('xstate.')
      ? `  // The service answers this one; wait for the actor to reach the state.`
      : `  // TODO: the user action that sends ${step.event.type}.`,
    `  await expectActorState(page, ${quote(machineId)}, ${quote(step.state)});`,
    '',
  ]);
  return [
    "import { test, expect, signIn } from './fixtures';",
    "import type { Page } from '@playwright/test';",
    '',
    "// Reads an actor's state from the supervisor debug panel (opened with Alt+Shift+D).",
    'const expectActorState = async (page: Page, actor: string, state: string) => {',
    "  const panel = page.getByRole('dialog', { name: 'Debug panel' });",
    "  if (!(await panel.isVisible())) await page.keyboard.press('Alt+Shift+D');",
    "  await expect(panel.getByRole('row', { name: new RegExp(`^${actor}\\\\b`) })).toContainText(state);",
    '};',
    '',
    `test(${quote(title)}, async ({ page }) => {`,
    "  await signIn(page, 'supervisor');",
    '',
    ...steps,
    `  await expectActorState(page, ${quote(machineId)}, ${quote(path.target)});`,
    '});',
    '',
  ].join('\n');
};
