import type { Page } from '@playwright/test';
import { demoAccounts, expect, signIn, test } from './fixtures';
import { ownServer } from './support/own-server';
import { axeOf } from './support/axe';

// Issue 18 "Home by persona": each figure links to a list showing exactly that many records. The e2e database
// is shared with other specs, so every comparison re-reads figure and list until they agree on the same data.

const myWorkFigures = [
  'Overdue cases',
  'Cases due today',
  'Cases due later',
  'Overdue leads',
  'Leads due today',
  'Leads due later',
  'Overdue tasks',
  'Tasks due today',
  'Meetings today',
  'Unread notifications',
  'Calls today',
];

const figureLink = (page: Page, label: string) =>
  page.getByRole('region', { name: 'My work' }).getByRole('link', { name: new RegExp(`^[\\d,]+ ${label}$`) });

async function readFigure(page: Page, label: string): Promise<{ value: number; href: string }> {
  const link = figureLink(page, label);
  const text = await link.innerText();
  return {
    value: Number(/[\d,]+/.exec(text)?.[0]?.replace(/,/g, '')),
    href: (await link.getAttribute('href')) ?? '',
  };
}

/** How many records the list at `href` shows, read the way a user reads it on that screen. */
async function shownOn(page: Page, href: string): Promise<number> {
  await page.goto(`/${href}`);
  if (href.startsWith('#/case-management/case-management') || href.startsWith('#/case-management/leads')) {
    await expect(page.getByRole('heading', { name: /Case Management|Leads/ })).toBeVisible();
    const pager = page.getByText(/^\d+–\d+ of \d+$/);
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    return Number(/of (\d+)/.exec(await pager.innerText())?.[1]);
  }
  if (href.startsWith('#/task/task-tracker')) {
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    return Number(/of (\d+)/.exec(await page.getByText(/^\d+–\d+ of \d+$/).innerText())?.[1]);
  }
  if (href.startsWith('#/notifications/')) {
    // The kit datatable of unread notifications: its pager counts them, or it says there are none.
    const unread = page.getByRole('region', { name: 'Unread notifications', exact: true });
    await expect(unread).toHaveAttribute('aria-busy', 'false');
    const pager = unread.getByText(/^\d+–\d+ of \d+$/);
    await expect(pager.or(unread.getByText('There are no records.'))).toBeVisible();
    return (await pager.count()) ? Number(/of (\d+)/.exec(await pager.innerText())?.[1]) : 0;
  }
  const main = page.getByRole('main');
  // Meetings are the kit datatable: its pager counts them, or it says there are none.
  if (href.includes('meeting')) {
    const pager = main.getByText(/^\d+–\d+ of \d+$/);
    await expect(pager.or(main.getByText('There are no records.'))).toBeVisible();
    return (await pager.count()) ? Number(/of (\d+)/.exec(await pager.innerText())?.[1]) : 0;
  }
  // Calls: a table of rows, or the sentence that says there are none and what to do.
  await expect(
    main
      .locator('table tbody tr')
      .first()
      .or(main.getByText(/^No (meetings|calls)/)),
  ).toBeVisible();
  return main.locator('table tbody tr').count();
}

async function home(page: Page): Promise<void> {
  await page.goto('/#/dashboard/v1');
  await expect(page.getByRole('heading', { name: 'My work' })).toBeVisible();
}

async function axeClean(page: Page): Promise<void> {
  const results = await axeOf(page).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
}

test("an agent's home: every My work figure leads to a list of exactly that many records", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'agent');
  await home(page);
  await expect(page.getByRole('heading', { name: 'My team' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'System' })).toHaveCount(0);
  for (const label of myWorkFigures) await expect(figureLink(page, label)).toBeVisible();
  await expect(page.getByTestId('my-phone-state')).toHaveText('Offline');
  await axeClean(page);
  expect((await readFigure(page, 'Overdue cases')).value).toBeGreaterThan(0);

  for (const label of myWorkFigures) {
    // Another spec may change the agent's records between the two reads: read both again until they settle.
    let last = { value: -1, shown: -2, href: '' };
    for (let attempt = 0; attempt < 3 && last.value !== last.shown; attempt++) {
      await home(page);
      const { value, href } = await readFigure(page, label);
      last = { value, href, shown: await shownOn(page, href) };
    }
    expect(last.shown, `${label} (${last.href})`).toBe(last.value);
  }
});

test('the desk opens on the filter a link carries, with its controls showing it', async ({ page }) => {
  await signIn(page, 'agent');
  await page.goto('/#/case-management/case-management?list=my_all&sla=overdue');
  await expect(page.getByRole('tab', { name: /^My cases \(all workgroups\)/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.locator('#desk-sla')).toHaveValue('overdue');
  await expect(page.locator('#desk-owner')).toHaveValue('');
});

/** The agent's open cases as the home shows them: overdue, due today and due later. */
const casesShown = async (page: Page) => {
  let n = 0;
  for (const label of ['Overdue cases', 'Cases due today', 'Cases due later'])
    n += (await readFigure(page, label)).value;
  return n;
};

/** A colleague's console (a session of its own) gives the agent a new case. */
async function newCaseForAgent(page: Page, base: string): Promise<void> {
  const login = await page.request.post(`${base}/api/login`, {
    data: { username: 'agent', password: demoAccounts.agent.password },
  });
  const headers = { Authorization: `Bearer ${(await login.json()).data.token as string}` };
  const me = await page.request.post(`${base}/api/task/assignees`, { headers, data: {} });
  const created = await page.request.post(`${base}/api/workflow/case/create`, {
    headers,
    data: {
      title: 'Dependant added to the medical aid',
      source: 'email',
      owner_user_id: (await me.json()).data.me,
    },
  });
  expect((await created.json()).errCode).toBe(0);
}

// On a server of its own: each test counts the agent's cases before and after making one, and on the shared
// server every other test that makes or moves an agent's case can land in between.
test.describe('figures that follow pushes', () => {
  const serverUrl = ownServer();

  test('figures follow pushes without a reload', async ({ page }) => {
    const base = serverUrl();
    await signIn(page, 'agent', { baseURL: base });
    await expect(page.getByRole('heading', { name: 'My work' })).toBeVisible();
    const before = await casesShown(page);
    await newCaseForAgent(page, base);
    // No reload, no click: the push reaches the page and the figures move.
    await expect.poll(() => casesShown(page), { timeout: 15_000 }).toBe(before + 1);
  });

  test('a change made before the live channel is up still reaches the figures', async ({ page }) => {
    // The figures are read before the page's live channel is up (the first from an answer asked for at
    // sign-in): held here until the case exists, so that its push can never reach this page.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/workflow/events', async (route) => {
      await held;
      await route.continue();
    });
    const base = serverUrl();
    await signIn(page, 'agent', { baseURL: base });
    await expect(page.getByRole('heading', { name: 'My work' })).toBeVisible();
    const before = await casesShown(page);
    await newCaseForAgent(page, base);
    release();
    await expect.poll(() => casesShown(page), { timeout: 15_000 }).toBe(before + 1);
  });
});

test("a supervisor's home: My team per workgroup, each figure a working link", async ({ page }) => {
  await signIn(page, 'supervisor');
  await expect(page.getByRole('heading', { name: 'My team' })).toBeVisible();
  const team = page.getByRole('region', { name: 'My team' });
  const workgroups = team.getByRole('table', { name: 'Workgroups I supervise' });
  await expect(workgroups.getByRole('row')).not.toHaveCount(1);
  await expect(team.getByRole('table', { name: 'People in my workgroups' })).toContainText('Naledi Mokoena');
  await axeClean(page);
  // The first workgroup with unassigned work: its figure opens the desk on that queue.
  const link = workgroups.getByRole('link', { name: /^[1-9]\d* unassigned in / }).first();
  await expect(link).toBeVisible();
  const name = (await link.getAttribute('aria-label')) ?? '';
  const value = Number(/^\d+/.exec(name)?.[0]);
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  await expect(page.locator('#desk-owner')).toHaveValue('unassigned');
  await expect(page.locator('#desk-workgroup')).toHaveValue(/^\d+$/);
  expect(href).toContain(`wrkgrp=${await page.locator('#desk-workgroup').inputValue()}`);
  const shown = Number(/of (\d+)/.exec(await page.getByText(/^\d+–\d+ of \d+$/).innerText())?.[1]);
  expect(shown).toBe(value);
});

test("an administrator's home: own work first, then the team, then the system figures", async ({ page }) => {
  await signIn(page, 'admin');
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(page.getByRole('heading', { name: 'System' })).toBeVisible();
  await expect(page.getByText('Staff with access')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My team' })).toBeVisible();
  const order = await headings.allInnerTexts();
  expect(order.filter((h) => ['My work', 'My team', 'System'].includes(h))).toEqual([
    'My work',
    'My team',
    'System',
  ]);
  await axeClean(page);
});
