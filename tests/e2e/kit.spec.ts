import type { Page } from '@playwright/test';
import { demoAccounts, expect, test } from './fixtures';
import { axeOf } from './support/axe';

/**
 * Signs in as admin through the real form. Same steps as the fixtures' signIn, but the password field is found by
 * its label without `exact`: the label reads "Password *" (the asterisk is aria-hidden), which exact matching misses.
 */
const signInAdmin = async (page: Page) => {
  await page.goto('/#/sessions/signin');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(demoAccounts.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/#\/sessions\/tenant/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/v1/);
};

/** The gallery is a signed-in route; the hash change keeps the in-memory session (no reload). */
const openGallery = async (page: Page) => {
  await signInAdmin(page);
  await page.evaluate(() => (window.location.hash = '#/dev/kit'));
  await expect(page.getByRole('heading', { name: 'Component Kit', level: 1 })).toBeVisible();
};

const piece = (page: Page, name: string) =>
  page.locator('section', { has: page.getByRole('heading', { name, level: 2, exact: true }) });

test.describe('component kit gallery', () => {
  test.beforeEach(async ({ page }) => openGallery(page));

  test('typing "abcdef" quickly into the type-ahead sends one request', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/dev/kit/typeahead')) requests.push(r.postData() ?? '');
    });
    const box = page.getByRole('combobox', { name: 'Scheme, employer or city' });
    // As fast as keys can be sent: every gap well under the 200 ms debounce even on a loaded machine.
    await box.pressSequentially('abcdef');
    await expect(page.getByRole('option', { name: 'No matches' })).toBeVisible();
    await page.waitForTimeout(500);
    expect(requests).toHaveLength(1);
    expect(JSON.parse(requests[0])).toMatchObject({ query: 'abcdef' });

    await box.fill('');
    await box.pressSequentially('bonitas bon', { delay: 25 });
    await expect(page.getByRole('option', { name: /Bonitas BonClassic/ })).toBeVisible();
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(piece(page, 'Type-ahead').locator('output')).toHaveText(/Bonitas Bon\w+ \(plan\)/);
  });

  test('a .exe is refused with its warning and the input is cleared', async ({ page }) => {
    const input = page.getByLabel('Supporting documents');
    await input.setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await expect(piece(page, 'Document upload').getByRole('alert')).toHaveText(
      'Cannot select files with exe extension',
    );
    expect(await input.evaluate((el: HTMLInputElement) => el.files?.length)).toBe(0);
    await input.setInputFiles({
      name: 'payslip.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await expect(piece(page, 'Document upload').getByRole('alert')).toHaveCount(0);
    await expect(piece(page, 'Document upload').locator('output').first()).toHaveText('payslip.pdf');
  });

  test('the classification chain auto-selects a single child', async ({ page }) => {
    const classification = piece(page, 'Classification dropdowns');
    const service = classification.getByRole('combobox', { name: /^Service/ });
    await expect(service.locator('option', { hasText: 'Gap Cover' })).toHaveCount(1);
    await service.selectOption({ label: 'Gap Cover' });
    await expect(classification.getByRole('combobox', { name: /^Category/ })).toHaveValue(/\d+/);
    await expect(
      classification.getByRole('combobox', { name: /^Category/ }).locator('option:checked'),
    ).toHaveText('Shortfall Claims');
    await expect(
      classification.getByRole('combobox', { name: /^Sub-category/ }).locator('option:checked'),
    ).toHaveText('Specialist');
    await expect(classification.getByRole('combobox', { name: /^Issues/ }).locator('option')).toHaveText([
      'Select Issues',
      'Co-payment',
      'Sub-limit reached',
      'Anaesthetist shortfall',
    ]);
    await service.selectOption({ label: 'Medical Aid' });
    await expect(classification.getByRole('combobox', { name: /^Sub-category/ })).toBeDisabled();
  });

  test("the modal's buttons disable after a click until it is opened again", async ({ page }) => {
    await page.getByRole('button', { name: 'Open confirmation modal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save the workgroup rules?' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('button', { name: 'Saving' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog).toBeHidden();
    await expect(piece(page, 'Confirmation modal').locator('output')).toHaveText('saved');
    await page.getByRole('button', { name: 'Open confirmation modal' }).click();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the tree search filters after 250 ms without typing', async ({ page }) => {
    const tree = piece(page, 'Hierarchy tree');
    const items = tree.getByRole('treeitem');
    const texts = async () => (await items.allTextContents()).map((t) => t.replace(/[▾▸]/g, '').trim());
    await expect(items.first()).toHaveText(/Medical Aid/);
    const before = await texts();
    expect(before.some((t) => t.startsWith('Claims'))).toBe(true);
    await tree.getByPlaceholder('Search within Hierarchy').fill('Pre-authorisation');
    // Nothing changes straight away: the term waits for 250 ms of no typing.
    expect(await texts()).toEqual(before);
    await expect(tree.getByText(/\d+ nodes? shown/)).toBeVisible();
    const after = await texts();
    expect(after.some((t) => t.startsWith('Pre-authorisation'))).toBe(true);
    expect(after.some((t) => t.startsWith('Claims'))).toBe(false);
    await tree.getByPlaceholder('Search within Hierarchy').fill('');
    await expect(tree.getByText(/\d+ nodes? shown/)).toHaveCount(0);
    expect(await texts()).toEqual(before);
  });

  test('the datatable shows both empty messages at the right times', async ({ page }) => {
    const table = piece(page, 'Paginated datatable');
    await expect(table.getByText('1–10 of 57')).toBeVisible();
    await expect(table.getByText('There are no records.')).toHaveCount(0);
    await table.getByRole('searchbox', { name: 'Search Employer cases' }).fill('zzzz');
    await expect(
      table.getByText('No records matched for entered search criteria. Please try a new search.'),
    ).toBeVisible();
    await table.getByRole('searchbox', { name: 'Search Employer cases' }).fill('');
    await expect(table.getByText('1–10 of 57')).toBeVisible();
    await table.getByRole('button', { name: 'Show an empty data set' }).click();
    await expect(table.getByText('There are no records.')).toBeVisible();
    await expect(table.getByText('No records matched', { exact: false })).toHaveCount(0);
  });

  test('the table works from the keyboard and Tab leaves it', async ({ page }) => {
    const table = piece(page, 'Paginated datatable');
    const canvas = table.locator('canvas[data-testid="data-grid-canvas"]');
    // The grid library loads lazily with the first table; wait for it before tabbing in.
    await expect(canvas).toBeVisible();
    await table.getByRole('combobox', { name: 'Sort by' }).focus();
    await page.keyboard.press('Tab');
    // Focus lands on the canvas, which selects the first cell; 200 ms later glide moves focus to that cell's
    // element in its accessible table, inside the canvas. So the check is "within the grid", not "the canvas".
    await expect(table.getByRole('status').first()).toHaveText(/^Row 1, No\.: /);
    await expect.poll(() => canvas.evaluate((c) => c.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await expect(table.getByRole('status').first()).toHaveText('Row 3, Employer: Vodacom');
    await page.keyboard.press('Enter');
    await expect(table.locator('output').nth(1)).toHaveText('Vodacom (East London)');
    await page.keyboard.press('Tab');
    await expect(table.getByRole('button', { name: 'Next page' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(table.getByText('Page 2 of 6')).toBeVisible();
    await expect(table.locator('output').first()).toHaveText('1');
  });

  test('the tree works from the keyboard: move, select after the delay, context menu', async ({ page }) => {
    const tree = piece(page, 'Hierarchy tree');
    await expect(tree.getByRole('treeitem').first()).toHaveText(/Medical Aid/);
    await tree.getByRole('button', { name: 'Collapse all' }).focus();
    await page.keyboard.press('Tab');
    await expect(tree.getByRole('treeitem').first()).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tree.getByRole('treeitem').first()).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowRight');
    await expect(tree.getByRole('treeitem').first()).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(tree.getByRole('treeitem').nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tree.locator('output')).toHaveText(/^classification: sub_class ".+" at depth 2$/);
    await page.keyboard.press('Shift+F10');
    await expect(page.getByRole('menuitem', { name: 'Add Sub Classification' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('a row clicked right after the tree scrolls takes the click', async ({ page }) => {
    const tree = piece(page, 'Tree with 10 000 nodes');
    await expect(tree.getByRole('treeitem').first()).toBeVisible({ timeout: 20_000 });
    await tree.getByRole('tree').scrollIntoViewIfNeeded();
    // Scroll the list; as soon as it has drawn the new position (a frame or two, well inside react-window's 150 ms
    // scrolling window), ask what a click in its middle reaches.
    const hit = await tree.getByRole('tree').evaluate(async (list) => {
      const scroller = list.firstElementChild as HTMLElement;
      scroller.scrollTop += 600;
      const box = scroller.getBoundingClientRect();
      const x = box.left + 40;
      const y = box.top + box.height / 2;
      const middle = scroller.scrollTop + box.height / 2;
      // Drawn for the new position: the rows at the top are gone and a row covers the middle.
      const drawn = () => {
        const rows = [...scroller.querySelectorAll<HTMLElement>('[role="treeitem"]')];
        return (
          rows.every((r) => r.offsetTop > 0) &&
          rows.some((r) => r.offsetTop <= middle && middle < r.offsetTop + r.offsetHeight)
        );
      };
      for (let frame = 0; frame < 30 && !drawn(); frame++) await new Promise(requestAnimationFrame);
      const row = document.elementFromPoint(x, y)?.closest('[role="treeitem"]');
      return { x, y, node: row?.querySelector('[data-node-id]')?.getAttribute('data-node-id') ?? null };
    });
    expect(hit.node, 'the click reached the list, not a row').not.toBeNull();
    await page.mouse.click(hit.x, hit.y);
    const row = tree.getByRole('treeitem').filter({ has: page.locator(`[data-node-id="${hit.node}"]`) });
    await expect(row).toHaveAttribute('aria-selected', 'true');
  });

  test('the 100 000-row table and the 10 000-node tree load and filter', async ({ page }) => {
    const table = piece(page, 'Datatable with 100 000 rows');
    await expect(table.getByText('1–1000 of 100000')).toBeVisible();
    await table.getByRole('searchbox').fill('sasol 50');
    await expect(table.getByText(/^1–\d+ of \d+$/)).not.toHaveText('1–1000 of 100000');
    const tree = piece(page, 'Tree with 10 000 nodes');
    await expect(tree.getByRole('treeitem').first()).toBeVisible({ timeout: 20_000 });
    await tree.getByRole('button', { name: 'Expand all' }).click();
    await tree.getByPlaceholder('Search within Hierarchy').fill('Thabo Nkosi (1');
    await expect(tree.getByText(/\d+ nodes? shown/)).toBeVisible();
  });

  test('the gallery has no serious or critical accessibility violations', async ({ page }) => {
    await expect(piece(page, 'Hierarchy tree').getByRole('treeitem').first()).toBeVisible();
    await expect(piece(page, 'Tree with 10 000 nodes').getByRole('treeitem').first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      piece(page, 'Paginated datatable').locator('canvas[data-testid="data-grid-canvas"]'),
    ).toBeVisible();
    const results = await axeOf(page).analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(blocking).toEqual([]);
  });
});
