import { expect, type Page, type Route } from '@playwright/test';
import { paletteMachine } from '../../../../src/machines/palette.machine';
import { shortcutTable } from '../../../../src/rules/shortcuts';
import { agentCase } from '../../support/agent-case';
import { defineModel, type Ui } from '../ui-model';

type Mode = 'pass' | 'hold' | 'fail';

/**
 * The palette's record search is a stream, not an invoked call the runner can hold: the model holds or fails the
 * quick-search requests itself, so "Searching…" can be seen and an unusable answer sent (the service's own error
 * envelope, as it answers a search it could not run).
 */
class SearchGate {
  mode: Mode = 'pass';
  /** How many searches were answered with the error envelope: the palette has had its unusable answer. */
  failed = 0;
  private held: Route[] = [];

  async install(page: Page): Promise<void> {
    await page.route('**/api/search/quick', async (route) => {
      if (this.mode === 'hold') this.held.push(route);
      else await this.answer(route, this.mode);
    });
  }

  hasHeld(): boolean {
    return this.held.length > 0;
  }

  async release(mode: Exclude<Mode, 'hold'>): Promise<void> {
    this.mode = mode;
    // A held search the palette has since given up (a newer term, closed) was aborted by the page: nothing to answer.
    for (const route of this.held.splice(0)) await this.answer(route, mode).catch(() => undefined);
  }

  private answer(route: Route, mode: Mode): Promise<void> {
    if (mode === 'pass') return route.continue();
    this.failed += 1;
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ errCode: 1, msg: 'Some Internal Error Occurred', data: null }),
    });
  }
}

type Data = { id: number; number: string; gate: SearchGate };

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const combobox = (page: Page) => palette(page).getByRole('combobox');
const status = (page: Page) => palette(page).getByRole('status');
const sheet = (page: Page) => page.getByRole('dialog', { name: 'Keyboard shortcuts' });

/** The keys of a shortcut as Playwright presses them: a chord held together, a sequence one after the other. */
const keysOf = (command: string): string[] => {
  const keys = shortcutTable.find((s) => s.command === command)?.keys ?? [];
  if (keys[0] === 'Ctrl' || keys[0] === 'Shift')
    return [keys.map((k) => (k === 'Ctrl' ? 'Control' : k)).join('+')];
  return [...keys];
};

/**
 * Types a search term the palette has not searched yet (the path's own case number, in another case when it was
 * the last term), with the search answered as `mode` says.
 */
async function search({ page, data }: Ui<Data>, mode: Mode) {
  data.gate.mode = mode;
  const current = await combobox(page).inputValue();
  await combobox(page).fill(current === data.number ? data.number.toLowerCase() : data.number);
}

const fromMenu = async (page: Page, item: string) => {
  await page.getByRole('button', { name: /user menu/ }).click();
  await page.getByRole('menuitem', { name: item }).click();
};

/**
 * The command palette and the shortcut sheet on the home page: Ctrl+K (or the user menu) opens the palette with
 * the focus in its text field, typing searches the records (its status says Searching… while the service works),
 * the arrows move the active option, Esc closes; ? (or the user menu) shows the shortcut sheet.
 */
export const paletteModel = defineModel(paletteMachine)<Data>({
  id: 'palette',
  account: 'agent',
  seed: async ({ request, baseURL }) => ({
    ...(await agentCase(request, baseURL, `Model palette: member asks for a tax certificate ${Date.now()}`)),
    gate: new SearchGate(),
  }),
  open: async ({ page, baseURL, data }) => {
    await data.gate.install(page);
    await page.goto(`${baseURL}/#/dashboard/v1`);
    await expect(page.getByRole('button', { name: /user menu/ })).toBeVisible();
  },
  states: {
    closed: async ({ page }) => {
      await expect(palette(page)).toBeHidden();
      await expect(sheet(page)).toBeHidden();
    },
    open: async ({ page }) => {
      await expect(palette(page)).toBeVisible();
      await expect(combobox(page)).toBeFocused();
    },
    'open.idle': async ({ page }) => {
      await expect(status(page)).toHaveText(/^(\d+ results?|Nothing matches)$/);
    },
    'open.loading': async ({ page }) => {
      await expect(status(page)).toHaveText('Searching…');
    },
    help: async ({ page }) => {
      await expect(sheet(page)).toBeVisible();
      await expect(sheet(page).getByRole('row', { name: /Open the command palette/ })).toBeVisible();
    },
  },
  events: {
    'keys.command': async ({ page }, event) => {
      for (const key of keysOf(event.command)) await page.keyboard.press(key);
    },
    'palette.open': async ({ page }) => fromMenu(page, 'Search and commands (Ctrl+K)'),
    'help.open': async ({ page }) => fromMenu(page, 'Keyboard shortcuts (?)'),
    'palette.close': async ({ page }) => {
      await page.keyboard.press('Escape');
    },
    'help.close': async ({ page }) => {
      await page.keyboard.press('Escape');
    },
    'palette.input': async (ui) => search(ui, ui.data.gate.mode === 'hold' ? 'hold' : 'pass'),
    'palette.move': async ({ page }, event) => {
      await combobox(page).press(event.delta > 0 ? 'ArrowDown' : 'ArrowUp');
    },
    'search.loading': async (ui) => search(ui, 'hold'),
    'search.results': async (ui) => {
      const { page, data } = ui;
      if (data.gate.hasHeld()) await data.gate.release('pass');
      else await search(ui, 'pass');
      const cases = palette(page).getByRole('group', { name: 'Cases' });
      await expect(cases.getByRole('option', { name: new RegExp(data.number) })).toBeVisible();
    },
    'search.ignored': async (ui) => {
      const { gate } = ui.data;
      const before = gate.failed;
      if (gate.hasHeld()) await gate.release('fail');
      else await search(ui, 'fail');
      await expect.poll(() => gate.failed).toBeGreaterThan(before);
      gate.mode = 'pass';
    },
    'search.idle': async ({ page }) => {
      // Under two characters the palette does not search: it lists the screens again.
      const current = await combobox(page).inputValue();
      await combobox(page).fill(current === '' ? 'c' : '');
    },
  },
});
