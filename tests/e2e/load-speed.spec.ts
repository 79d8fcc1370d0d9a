import type { BrowserContext, Page, Request } from '@playwright/test';
import { demoAccounts, expect, signIn, test } from './fixtures';

const restorePath = '**/api/get_internal_user_details_refresh';
const roleMapPath = '**/api/get_user_role_map';

/** Holds every request to `path` until `release` is called; `reached` settles when the first one is held. */
const hold = async (page: Page, path: string) => {
  let release: () => void = () => undefined;
  let reached: () => void = () => undefined;
  const released = new Promise<void>((r) => (release = r));
  const held = new Promise<void>((r) => (reached = r));
  await page.route(path, async (route) => {
    reached();
    await released;
    await route.continue();
  });
  return { held, release: () => release() };
};

const scriptsOf = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (r: Request) => {
    if (r.resourceType() === 'script') urls.push(new URL(r.url()).pathname);
  });
  return urls;
};

const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign in' });

/** A live session in the browser, and a second tab at the sign-in page whose session restore is held. */
const signInPageWithRestoreHeld = async (page: Page, context: BrowserContext) => {
  await signIn(page, 'admin');
  const second = await context.newPage();
  const restore = await hold(second, restorePath);
  await second.goto('/#/sessions/signin');
  await restore.held;
  return { second, restore };
};

test.describe('load speed: what the first screens wait for', () => {
  test('the sign-in form is usable while the session restore is out, and a live session then opens the dashboard', async ({
    page,
    context,
  }) => {
    const { second, restore } = await signInPageWithRestoreHeld(page, context);
    await expect(signInForm(second).getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expect(second.getByLabel('Username')).toBeEditable();
    await expect(second).toHaveURL(/#\/sessions\/signin$/);
    restore.release();
    await expect(second).toHaveURL(/#\/dashboard\/v1$/);
    await expect(second.getByRole('banner')).toContainText(demoAccounts.admin.fullName);
  });

  test('a sign-in submitted during the restore wins: the restored session does not take the user elsewhere', async ({
    page,
    context,
  }) => {
    const { second, restore } = await signInPageWithRestoreHeld(page, context);
    await second.getByLabel('Username').fill('agent');
    await second.getByRole('textbox', { name: 'Password', exact: true }).fill(demoAccounts.agent.password);
    await second.getByRole('button', { name: 'Sign in' }).click();
    await expect(signInForm(second).getByRole('button', { name: 'Please wait' })).toBeDisabled();
    restore.release();
    await expect(second).toHaveURL(/#\/sessions\/tenant$/);
    await second.getByRole('button', { name: 'Continue' }).click();
    await expect(second.getByRole('banner')).toContainText(demoAccounts.agent.fullName);
  });

  test("the home's summary goes out before the role map has answered, and only once", async ({ page }) => {
    const summaries: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/dashboard/summary') summaries.push(r.url());
    });
    const roleMap = await hold(page, roleMapPath);
    await page.goto('/#/sessions/signin');
    await page.getByLabel('Username').fill('admin');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoAccounts.admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await roleMap.held;
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/#\/dashboard\/v1$/);
    // The role map is still held: the summary has gone out without it.
    await expect.poll(() => summaries.length).toBe(1);
    roleMap.release();
    await expect(page.getByText('Staff with access')).toBeVisible();
    expect(summaries).toHaveLength(1);
  });

  test('the sign-in page paints from index.html, the entry script and one stylesheet', async ({
    page,
    baseURL,
  }) => {
    const sheets: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet') sheets.push(new URL(r.url()).pathname);
    });
    const scripts = scriptsOf(page);
    await page.goto('/#/sessions/signin');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    const beforeForm = [...scripts];
    await page.waitForLoadState('networkidle');
    expect(sheets).toHaveLength(1);
    expect(sheets[0]).toMatch(/^\/assets\/index-[\w-]+\.css$/);
    // Every script the form needed is named by index.html (the entry and its module preloads): no lazy chunk.
    const html = await (await fetch(`${baseURL}/`)).text();
    expect(beforeForm.length).toBeGreaterThan(0);
    for (const script of beforeForm) expect(html).toContain(script);
  });

  test('typing a username fetches the admin shell and the home screen before the submit', async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    // The build groups the tenant choice, the admin layout and the home into one chunk (scripts/chunk-groups.ts).
    const shell = /^\/assets\/shell-[\w-]+\.js$/;
    await page.goto('/#/sessions/signin');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => shell.test(s))).toEqual([]);
    await page.getByLabel('Username').fill('admin');
    await expect.poll(() => scripts.some((s) => shell.test(s))).toBe(true);
    await expect(page).toHaveURL(/#\/sessions\/signin$/);
  });

  test('a desk opened by its address in a fresh tab needs a handful of scripts, its own and the grid fetched beside the role map', async ({
    page,
    context,
  }) => {
    await signIn(page, 'admin');
    const second = await context.newPage();
    const scripts = scriptsOf(second);
    const roleMap = await hold(second, roleMapPath);
    const firstWindows: string[] = [];
    second.on('request', (r) => {
      const body = r.url().endsWith('/api/workflow/lists/page') ? r.postDataJSON() : null;
      if (body && body.offset === 0 && body.counts) firstWindows.push(body.list);
    });
    await second.goto('/#/case-management/case-management?list=wg');
    await roleMap.held;
    // The desk's first window is asked for with the session's restore, not once its screen has mounted.
    await expect.poll(() => firstWindows).toEqual(['wg']);
    // The screen's chunk goes out while the guards still wait for the role map, not after it.
    await expect.poll(() => scripts.some((s) => /^\/assets\/case-management-[\w-]+\.js$/.test(s))).toBe(true);
    // So is the grid's (the heavy library): not only once the list has answered and the first table renders.
    await expect.poll(() => scripts.some((s) => /^\/assets\/grid-view-[\w-]+\.js$/.test(s))).toBe(true);
    roleMap.release();
    await expect(second.getByRole('heading', { level: 1, name: 'Case Management' })).toBeVisible();
    await expect(second.locator('main table[role="grid"] tbody tr').first()).toBeAttached();
    // The desk took that answer: it did not ask again.
    expect(firstWindows).toEqual(['wg']);
    // Grouped chunks (issue 38): the entry, the shell, the shared code and the screen's own, not 98 files.
    expect(new Set(scripts).size).toBeLessThanOrEqual(12);
  });
});

/** Every layout shift of the page's load without input before it, kept by an observer installed before any script. */
const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const box = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
    const describe = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const label = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 40) ?? '';
      return `${node.tagName.toLowerCase()}.${node.className} "${label}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            sources: entry.sources.map(
              (s) => `${describe(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`,
            ),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });

const layoutShifts = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts,
  );

test.describe('load speed: the first screens hold still while they fill', () => {
  test('a desk opened by its address in a fresh tab keeps its layout while its rows and counts arrive', async ({
    page,
    context,
  }) => {
    await signIn(page, 'admin');
    const second = await context.newPage();
    await recordLayoutShifts(second);
    await second.goto('/#/case-management/case-management');
    const grid = second.locator('main table[role="grid"] tbody tr');
    await expect(grid.first()).toBeAttached();
    // Filled: the four counts, the live updates, the saved views (read after the lists) and the row summary.
    for (const name of ['My cases', 'Workgroup cases'])
      await expect(second.getByRole('tab', { name: new RegExp(`^${name} \\d+$`) })).toBeVisible();
    await expect(second.getByText('Live: changes by others appear at once.')).toBeVisible();
    await expect(second.getByRole('button', { name: 'Views', exact: true })).toBeVisible();
    await expect(second.locator('main').getByText(/^1–\d+ of \d+$/)).toBeVisible();
    const shifts = await layoutShifts(second);
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    // The shifts and what moved, so a failure names its culprit.
    expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.05);
  });
});
