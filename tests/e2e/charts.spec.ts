import { test as base, type Locator, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { startKamailio } from '../../server/telephony/kamailio-process';
import type { TeamTrend } from '../../src/contracts/home-trend';
import { paths } from '../../src/contracts/paths';
import { demoAccounts, expect, signIn, test } from './fixtures';
import { startServer } from './support/server';
import { axeOf } from './support/axe';
import { chooseOnlyRow } from './support/kit-grid';

// Issue 24: charts where people would rather look, each with its figures as a table for whoever cannot see it.

async function axeClean(page: Page): Promise<void> {
  const results = await axeOf(page).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
}

/** The chart's table as rows of cell texts, header row first. */
const rowsOf = (figure: Locator) =>
  figure
    .getByRole('table')
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent ?? '')),
    );

const numbers = (rows: string[][]) =>
  rows.slice(1).map((r) => r.slice(1).map((c) => Number(c.replace(/\D/g, ''))));

/** Both widths of the home, written for a person to look at (test-results is not committed). */
async function screens(page: Page, name: string, section: string): Promise<void> {
  for (const [width, height] of [
    [1440, 900],
    [375, 812],
  ]) {
    await page.setViewportSize({ width, height });
    await expect(page.locator('[data-testid="chart-plot"] > svg').first()).toBeVisible();
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
    // The charts' own section at its real size, to look at closely.
    await page
      .getByRole('region', { name: section })
      .screenshot({ path: `test-results/screens/${name}-${width}-section.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  // Dark mode takes the theme's own colours.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page
    .getByRole('region', { name: section })
    .screenshot({ path: `test-results/screens/${name}-1440-dark-section.png` });
  await page.emulateMedia({ colorScheme: 'light' });
}

test("the supervisor's home: the 14-day trend matches the service, load per agent, table by keyboard", async ({
  signedInAs,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const page = await signedInAs('supervisor');
  const trend = page.getByRole('figure', { name: 'Cases in my workgroups, last 14 days' });
  await expect(trend.locator('[data-testid="chart-plot"] > svg')).toBeVisible();
  await expect(trend.getByRole('table').locator('tbody tr')).toHaveCount(14);

  const login = await request.post(`${baseURL}/api/login`, {
    data: { username: 'supervisor', password: demoAccounts.supervisor.password },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const serviceFigures = async () => {
    const answer = await request.post(`${baseURL}/api${paths.dashboardTeamTrend}`, {
      headers: { authorization: `Bearer ${token}` },
      data: {},
    });
    const body = (await answer.json()) as { errCode: number; data: TeamTrend };
    expect(body.errCode).toBe(0);
    return body.data.days.map((d) => [d.opened, d.closed, d.breached]);
  };
  // Other specs share the database: read the page again (Refresh) until it and the service agree on one moment.
  let shown: number[][] = [];
  let served: number[][] = [[-1]];
  for (let attempt = 0; attempt < 3 && JSON.stringify(shown) !== JSON.stringify(served); attempt++) {
    if (attempt > 0) await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    served = await serviceFigures();
    shown = numbers(await rowsOf(trend));
  }
  expect(shown).toEqual(served);
  expect(served.flat().some((n) => n > 0)).toBe(true);
  const [header] = await rowsOf(trend);
  expect(header).toEqual(['Day', 'Opened', 'Closed', 'Breached']);

  const load = page.getByRole('figure', { name: 'Load per agent' });
  await expect(load.locator('[data-testid="chart-plot"] > svg')).toBeVisible();
  // The chart's table and the team table below say the same of each person.
  const people = page.getByRole('table', { name: 'People in my workgroups' });
  for (const row of (await rowsOf(load)).slice(1)) {
    const [name, cases] = row;
    await expect(
      people
        .getByRole('row', { name: new RegExp(`^${name}`) })
        .locator('td')
        .first(),
    ).toHaveText(cases);
  }

  // Keyboard: the toggle is reachable, Enter shows the table in place of the chart.
  const toggle = trend.getByRole('button', { name: 'Show as table' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(trend.getByRole('button', { name: 'Show as chart' })).toHaveAttribute('aria-expanded', 'true');
  await expect(trend.getByRole('table')).toBeVisible();
  await expect(trend.locator('[data-testid="chart-plot"]')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(trend.locator('[data-testid="chart-plot"] > svg')).toBeVisible();

  await axeClean(page);
  await screens(page, 'home-supervisor', 'My team');
});

test("the agent's home: the SLA chart's table holds the My work figures", async ({ signedInAs }) => {
  const page = await signedInAs('agent');
  const chart = page.getByRole('figure', { name: 'My SLA states' });
  await expect(chart.locator('[data-testid="chart-plot"] > svg')).toBeVisible();
  const rows = await rowsOf(chart);
  expect(rows[0]).toEqual(['SLA state', 'Cases', 'Leads']);
  const work = page.getByRole('region', { name: 'My work' });
  const figure = async (label: string) =>
    (await work.getByRole('link', { name: new RegExp(`^[\\d,]+ ${label}$`) }).innerText()).replace(/\D/g, '');
  const cell = (state: string, column: 1 | 2) => rows.find((r) => r[0] === state)?.[column];
  expect(cell('Overdue', 1)).toBe(await figure('Overdue cases'));
  expect(cell('Due today', 1)).toBe(await figure('Cases due today'));
  expect(cell('On track', 1)).toBe(await figure('Cases due later'));
  expect(cell('Overdue', 2)).toBe(await figure('Overdue leads'));
  await axeClean(page);
  await screens(page, 'home-agent', 'My work');
});

test('the advice comparison draws the premiums for each family make-up', async ({ signedInAs }) => {
  test.setTimeout(90_000);
  const page = await signedInAs('agent');
  await page.goto('/#/advice/employees');
  await page.getByLabel('Name, employee number or ID number').fill('JCL0007');
  await page.getByRole('button', { name: 'Search' }).click();
  await chooseOnlyRow(page, 'Employees found', 'JCL0007');
  await page.getByRole('link', { name: /^Open .+ \(JCL0007\)$/ }).click();
  await page.getByRole('button', { name: 'Start new advice' }).click();
  const status = page.getByRole('status', { name: 'Advice status' });
  await expect(status).toHaveText('Status: Draft');
  await page.getByRole('button', { name: 'Save needs' }).click();
  await expect(status).toHaveText('Status: Needs captured');
  await page.getByLabel('Most the employee can pay a month (R)').fill('60000');
  await page.getByRole('button', { name: 'Find plans' }).click();
  const boxes = page.getByRole('table', { name: 'Plans that meet the needs' }).getByRole('checkbox');
  await expect(boxes.nth(1)).toBeVisible();
  const names: string[] = [];
  for (const i of [0, 1]) {
    names.push(((await boxes.nth(i).getAttribute('aria-label')) ?? '').replace(/^Compare /, ''));
    await boxes.nth(i).check();
  }
  await page.getByRole('button', { name: 'Compare selected (2)' }).click();
  const premiums = page.getByRole('figure', { name: 'Monthly contributions by family make-up' });
  await expect(premiums.locator('[data-testid="chart-plot"] > svg rect')).toHaveCount(8);
  const rows = await rowsOf(premiums);
  // A column per scheme compared, headed by its plan name.
  expect(rows[0]).toHaveLength(3);
  expect(rows[0][0]).toBe('Family make-up');
  names.forEach((name, i) => expect(name).toContain(rows[0][i + 1]));
  expect(rows).toHaveLength(5);
  for (const row of rows.slice(1)) for (const cell of row.slice(1)) expect(cell).toMatch(/^R\s?[\d\s]+/);
  await axeClean(page);
});

// The queue statistics come from the softphone: a SIP server and a service of its own, reading every second.
const phoneTest = base;
phoneTest('queue statistics: the live chart gains a reading as each arrives', async ({ page }) => {
  phoneTest.setTimeout(150_000);
  const sipDomain = 'charts.telephony.local';
  const secret = randomBytes(24).toString('hex');
  const kamailio = await startKamailio({ secret, sipDomain });
  const server = await startServer({
    env: {
      TELEPHONY_SIP_DOMAIN: sipDomain,
      TELEPHONY_SHARED_SECRET: secret,
      TELEPHONY_WS_URL: kamailio.wsUrl,
      TELEPHONY_QUEUE_STATS_DELAY_MS: '500',
      TELEPHONY_QUEUE_STATS_PERIOD_MS: '1000',
    },
  });
  try {
    await signIn(page, 'agent', { baseURL: server.url });
    await page.getByRole('button', { name: /Phone/ }).click();
    await page.getByRole('button', { name: 'Log in to telephony' }).click();
    await page.getByRole('button', { name: 'Log in to queues' }).click();
    const chart = page.getByRole('figure', { name: 'My queues, last 10 minutes' });
    await expect(chart.locator('[data-testid="chart-plot"] > svg')).toBeVisible();
    // The agent is ready: each reading adds a row to the table and a point to each line, the latest last.
    const drawn = () =>
      chart.evaluate((figure) => ({
        rows: figure.querySelectorAll('tbody tr').length,
        points: figure.querySelectorAll('circle').length,
      }));
    const first = (await drawn()).rows;
    await expect.poll(async () => (await drawn()).rows).toBeGreaterThanOrEqual(first + 2);
    await expect
      .poll(async () => {
        const now = await drawn();
        return now.points === now.rows * 2;
      })
      .toBe(true);
    const last = (await rowsOf(chart)).at(-1)!;
    expect(Number(last[2])).toBeGreaterThanOrEqual(1);
    await axeClean(page);
  } finally {
    await server.stop();
    await kamailio.stop();
  }
});
