import type { Locator, Page, Request } from '@playwright/test';
import { expect } from '../fixtures';
import { axeOf } from './axe';

const notAvailable = 'Not available for your profile';

export type Refusal = { at: string; call: string; msg: string };

export type Watch = { refusals: Refusal[]; settled: () => Promise<void> };

/** The push channel never ends, so "settled" means: no other call of the service still open. */
const isApiCall = (url: string) => url.includes('/api/') && !url.includes('/events');

/**
 * Watches the service's answers: every refusal (errCode 7), with the address the browser was on, and a way to wait
 * until the screen's calls have all answered.
 */
export const watchCalls = (page: Page): Watch => {
  const refusals: Refusal[] = [];
  const open = new Set<Request>();
  page.on('request', (request) => {
    if (isApiCall(request.url())) open.add(request);
  });
  page.on('requestfailed', (request) => open.delete(request));
  page.on('requestfinished', async (request) => {
    if (!isApiCall(request.url())) return;
    // The test may end (and close the page) while an answer is still being read: a rejection here would fail
    // the worker's next test instead, so an answer that can no longer be read is simply not checked.
    const response = await request.response().catch(() => null);
    const body: unknown = await response?.json().catch(() => null);
    if (typeof body === 'object' && body !== null && 'errCode' in body && body.errCode === 7) {
      const msg = 'msg' in body && typeof body.msg === 'string' ? body.msg : '';
      refusals.push({ at: page.url().replace(/^.*#/, ''), call: new URL(request.url()).pathname, msg });
    }
    open.delete(request);
  });
  const settled = async () => {
    // Two quiet looks in a row: a screen often starts its second call when the first one answers. Looked at
    // every 50 ms: at 250 ms the walk of some 120 screens spent half a minute waiting on calls already answered.
    await expect.poll(() => open.size, { intervals: [50] }).toBe(0);
    await page.waitForTimeout(300);
    await expect.poll(() => open.size, { intervals: [50] }).toBe(0);
  };
  return { refusals, settled };
};

type Entry = { group: string | null; name: string; href: string };

const linksIn = (nav: Locator) =>
  nav.locator('li > a').evaluateAll((as) =>
    as.map((a) => ({
      name: a.textContent?.trim() ?? '',
      href: (a.getAttribute('href') ?? '').replace(/^.*#/, ''),
    })),
  );

/** The entries the main menu lists: its links, and the links of each dropDown (opened one by one). */
const menuEntries = async (page: Page): Promise<Entry[]> => {
  const main = page.getByRole('navigation', { name: 'Main menu' });
  const entries: Entry[] = (await linksIn(main)).map((l) => ({ group: null, ...l }));
  const groups = (await main.locator('li > button[aria-expanded]').allTextContents()).map((g) => g.trim());
  for (const group of groups) {
    await main.getByRole('button', { name: group, exact: true }).click();
    const child = page.getByRole('navigation', { name: `${group} menu` });
    await expect(child).toBeVisible();
    entries.push(...(await linksIn(child)).map((l) => ({ group, ...l })));
    await main.getByRole('button', { name: group, exact: true }).click();
  }
  return entries;
};

/** Opens one entry the way a user does: the dropDown first, then the link; waits for the screen's calls. */
const openEntry = async (page: Page, watch: Watch, entry: Entry) => {
  const main = page.getByRole('navigation', { name: 'Main menu' });
  // A full-screen entry (the wallboard, issue 39) has no menu: the user goes back to the page they came from.
  if ((await main.count()) === 0) {
    await page.goBack();
    await expect(main).toBeVisible();
  }
  const scope = entry.group === null ? main : page.getByRole('navigation', { name: `${entry.group} menu` });
  if (entry.group !== null) {
    // The dropDown stays open when the last link led where the page already was (no navigation closes it):
    // a click then would close it, so it is opened only when closed.
    const group = main.getByRole('button', { name: entry.group, exact: true });
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await expect(scope).toBeVisible();
  }
  await scope.getByRole('link', { name: entry.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#${entry.href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await watch.settled();
};

const refused = /not allowed|Your profile (does not|may not)/i;

/** The serious and critical axe violations of the page as it stands, one line each (rule, first target). */
const axeFindings = async (page: Page, at: string): Promise<string[]> => {
  const { violations } = await axeOf(page).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${at}: ${v.id} (${v.nodes.length}×, e.g. ${v.nodes[0]?.target.join(' ') ?? '?'})`);
};

/**
 * Issue 41, one table component for every list: a table on a screen is the kit datatable's grid or the kit's
 * table for what is not a list (kit/detail-table); any other is a list drawn the old way.
 */
export const plainTables = 'main table:not([role="grid"]):not([data-kit="detail-table"])';

export type WalkFindings = { refusals: string[]; axe: string[]; tables: string[] };

/**
 * Walks every entry the profile's menu lists: collects anything that looks like a refusal, and what axe finds
 * serious or critical on each screen once its calls have answered (issue 24: axe clean on every route). A screen
 * already in `axeChecked` (another profile's walk checked it) is not checked again: axe takes seconds a screen,
 * and the three profiles' menus share most of theirs.
 */
export const walk = async (page: Page, watch: Watch, axeChecked: Set<string>): Promise<WalkFindings> => {
  const entries = await menuEntries(page);
  expect(entries.length).toBeGreaterThan(0);
  const seen: string[] = [];
  const axe: string[] = [];
  const tables: string[] = [];
  for (const entry of entries) {
    await openEntry(page, watch, entry);
    const plain = await page.locator(plainTables).count();
    if (plain > 0) tables.push(`${entry.href}: ${plain} plain table(s)`);
    if (await page.getByText(notAvailable).count()) seen.push(`${entry.href}: ${notAvailable}`);
    if (await page.getByText(refused).count()) seen.push(`${entry.href}: a refusal is shown`);
    if (axeChecked.has(entry.href)) continue;
    axeChecked.add(entry.href);
    axe.push(...(await axeFindings(page, entry.href)));
  }
  return {
    refusals: [...seen, ...watch.refusals.map((r) => `${r.at}: ${r.call} refused (${r.msg})`)],
    axe,
    tables,
  };
};
