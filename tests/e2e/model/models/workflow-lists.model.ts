import { expect, type Page } from '@playwright/test';
import { workflowListsMachine } from '../../../../src/machines/workflow-lists.machine';
import { tableHeaderHeight, tableTwoLineRowHeight } from '../../../../src/rules/kit-table';
import { agentCase } from '../../support/agent-case';
import { defineModel, type Ui } from '../ui-model';
import { serviceAs } from '../../support/service-as';

type Data = { id: number; number: string };

const list = 'Workgroup cases';
const grid = (page: Page) => page.locator('canvas[data-testid="data-grid-canvas"]');
const refresh = (page: Page) => page.getByRole('button', { name: /^(Refresh|Loading\.\.\.)$/ });
const banner = (page: Page) => page.getByRole('main').getByRole('alert');
const bar = (page: Page) => page.getByRole('toolbar', { name: 'Selection' });
const panel = ({ page, data }: Ui<Data>) => page.getByRole('dialog', { name: new RegExp(data.number) });
const status = (ui: Ui<Data>) => panel(ui).getByLabel('Status', { exact: true });
const workgroup = (page: Page) => page.getByLabel('Workgroup', { exact: true });

/** The table shows the path's own case alone (the shared demo data and other paths' cases are filtered out). */
async function onlyOurs({ page, data }: Ui<Data>) {
  const search = page.getByRole('searchbox', { name: `Search ${list}` });
  if ((await search.inputValue()) !== data.number) await search.fill(data.number);
  await expect(grid(page).locator('tbody tr')).toHaveCount(1);
  await expect(grid(page).locator('tbody tr')).toContainText(data.number);
  const box = await grid(page).boundingBox();
  if (!box) throw new Error('the grid is not on screen');
  // Row 1 sits under the header; the desk's rows hold two lines. The tick box is the first, narrow column.
  const y = box.y + tableHeaderHeight + tableTwoLineRowHeight / 2;
  return { tick: { x: box.x + 16, y }, row: { x: box.x + 120, y } };
}

const selected = async (page: Page): Promise<number> =>
  (await bar(page).isVisible())
    ? Number(
        (
          await bar(page)
            .getByText(/selected$/)
            .innerText()
        ).split(' ')[0],
      )
    : 0;

/** Select all matching: the path's case alone (the search shows only it), asked of the service. */
async function selectAllMatching(ui: Ui<Data>) {
  await onlyOurs(ui);
  // With the case already ticked the bar offers no Select all: it is cleared first, as a person would.
  if ((await selected(ui.page)) === 1)
    await bar(ui.page).getByRole('button', { name: 'Clear selection' }).click();
  await bar(ui.page)
    .getByRole('button', { name: /^Select all 1 cases? matching this filter$/ })
    .click();
  await expect(bar(ui.page).getByText('1 selected')).toBeVisible();
}

async function tick(ui: Ui<Data>) {
  const before = await selected(ui.page);
  const { tick: at } = await onlyOurs(ui);
  await ui.page.mouse.click(at.x, at.y);
  await expect(bar(ui.page).getByText(`${before === 0 ? 1 : 0} selected`)).toBeVisible();
}

/** Makes the path's case Urgent from the side panel, as the supervisor may on her agent's case. */
async function reprioritise(ui: Ui<Data>) {
  if (!(await panel(ui).isVisible())) {
    const { row } = await onlyOurs(ui);
    await ui.page.mouse.click(row.x, row.y);
  }
  await panel(ui).getByRole('button', { name: 'Priority…' }).click();
  const dialog = ui.page.getByRole('dialog', { name: `Change priority ${ui.data.number}` });
  await dialog.getByLabel('Priority').selectOption('Urgent');
  await dialog.getByRole('button', { name: 'Change priority' }).click();
}

/**
 * The case desk's Workgroup cases, as the supervisor (who may tick rows for bulk work) sees the agent's case the
 * path made: a busy Refresh while the lists load, the reason and Try again when they could not, the case's row once
 * read; an action from the side panel shows at once and the panel waits (its Status control disabled) for the
 * service's answer; a colleague's change arrives by the push channel.
 */
export const workflowListsModel = defineModel(workflowListsMachine)<Data>({
  id: 'workflowLists',
  account: 'supervisor',
  seed: ({ request, baseURL }) => agentCase(request, baseURL, `Model desk lists ${Date.now()}`),
  open: async ({ page, baseURL }) => {
    await page.goto(`${baseURL}/#/case-management/case-management?list=wg`);
    await expect(page.getByRole('heading', { name: 'Case Management', level: 1 })).toBeVisible();
  },
  states: {
    loading: async ({ page }) => {
      await expect(refresh(page)).toHaveText('Loading...');
      await expect(refresh(page)).toBeDisabled();
    },
    failed: async ({ page }) => {
      await expect(refresh(page)).toHaveText('Refresh');
      await expect(banner(page)).toContainText('Some Internal Error Occurred');
      await expect(banner(page).getByRole('button', { name: 'Try again' })).toBeVisible();
    },
    ready: async ({ page }) => {
      await expect(refresh(page)).toHaveText('Refresh');
      await expect(refresh(page)).toBeEnabled();
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
      await expect(grid(page)).toBeVisible();
    },
    'ready.idle': async (ui) => {
      if (await panel(ui).isVisible()) await expect(status(ui)).toBeEnabled();
    },
    'ready.acting': async (ui) => {
      // The prediction shows at once; the panel waits for the service.
      await expect(status(ui)).toBeDisabled();
      await expect(panel(ui)).toContainText('Urgent (severity');
    },
  },
  events: {
    // Another order for the tab: the service reads its first window again.
    'list.query': async ({ page }) => {
      const sortBy = page.getByLabel('Sort by');
      await sortBy.selectOption((await sortBy.inputValue()) === 'number:asc' ? 'number:desc' : 'number:asc');
    },
    // The grid scrolled: rows it does not hold are read (the path's one row is held, so none here).
    'list.visible': async ({ page }) => {
      const box = await grid(page).boundingBox();
      if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(0, 200);
    },
    // The window read again after a change: a colleague's change lands, and the row shows it.
    'list.window': async (ui) => {
      const call = await serviceAs(ui.request, ui.baseURL, 'agent');
      await call('/workflow/action', { action: 'priority', id: ui.data.id, priority: 'High' });
      await onlyOurs(ui);
      await expect(grid(ui.page).locator('tbody tr')).toContainText('High');
    },
    'list.readFailed': {
      unreachable:
        'a window read failing after the first read of the same call succeeded: the page cannot make one of two identical calls fail',
    },
    'list.reload': async ({ page }) => {
      const again = banner(page).getByRole('button', { name: 'Try again' });
      await ((await again.isVisible()) ? again : refresh(page)).click();
    },
    'list.selectWorkgroup': async ({ page }) => {
      const current = await workgroup(page).inputValue();
      const values = await workgroup(page)
        .locator('option')
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
      const other = values.find((v) => v !== current);
      if (!other) throw new Error('the supervisor has one case workgroup: nothing to switch to');
      await workgroup(page).selectOption(other);
    },
    'list.act': reprioritise,
    'list.push': async (ui) => {
      const { page, request, baseURL, data } = ui;
      // The case's owner changes its priority on her own console: the service pushes it to this one.
      const call = await serviceAs(request, baseURL, 'agent');
      await call('/workflow/action', { action: 'priority', id: data.id, priority: 'Low' });
      // On read lists the row shows it at once; during a load the change waits for the lists (buffered).
      if (await refresh(page).isEnabled()) {
        await onlyOurs(ui);
        await expect(grid(page).locator('tbody tr')).toContainText('Low');
      }
    },
    'list.live': async (ui, event) => {
      // The channel comes up by itself once the console connects; a person waits for the desk to say so. A drop
      // would need the console's open stream to the service cut under it, which a page cannot do.
      if (!event.live) throw ui.beyondReach('the push channel dropping under an open console');
      await expect(ui.page.getByText('Live: changes by others appear at once.')).toBeVisible();
    },
    'list.dismiss': async (ui) => {
      const { page, data } = ui;
      const dismiss = page.getByRole('button', { name: 'Dismiss', exact: true });
      // A message to dismiss: with none on read lists, the person's own action leaves one (its outcome).
      if (!(await dismiss.isVisible())) {
        await reprioritise(ui);
        await expect(
          page.getByRole('status').filter({ hasText: `${data.number} re-prioritised` }),
        ).toBeVisible();
        // The side panel lies over the banner's end: it is closed first, as a person would.
        await panel(ui).getByRole('button', { name: 'Close panel' }).click();
        await expect(panel(ui)).toBeHidden();
      }
      await dismiss.click();
      await expect(dismiss).toHaveCount(0);
    },
    'select.toggle': tick,
    'select.matching': selectAllMatching,
    // The service's answer to Select all: the ids of every matching record, ticked.
    'list.matched': selectAllMatching,
    'select.clear': async (ui) => {
      // Clear selection is offered once something is ticked: the person ticks the path's case first.
      if ((await selected(ui.page)) === 0) await tick(ui);
      await bar(ui.page).getByRole('button', { name: 'Clear selection' }).click();
      await expect(bar(ui.page).getByText('0 selected')).toBeVisible();
    },
  },
  services: {
    loadLists: { url: '**/api/workflow/lists/page' },
    performAction: { url: '**/api/workflow/action' },
  },
});
