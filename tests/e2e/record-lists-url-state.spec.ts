import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { MessagePage } from '../../src/contracts/metadata/entities';
import { metaPaths } from '../../src/contracts/metadata/paths';
import { signedInPages } from './support/signed-in-pages';
import { serviceAs } from './support/service-as';
import { kitGrid } from './support/kit-grid';
import { openFromFinder } from './support/kit-grid-pick';

// Issue 38: a record page's timeline, message history and the query editor keep their filters (and their page) in
// the URL: a reload, a colleague's copy of the link and back/forward show the same list; a bad value the default.

const signedIn = signedInPages();

const customerName = 'Highveld Engineering Works (Pty) Ltd';

function timelineOf(page: Page) {
  const region = page.getByRole('region', { name: 'Timeline' });
  const filters = region.getByRole('form', { name: 'Filter the timeline' });
  return {
    entries: region.getByRole('list', { name: 'Timeline, newest first' }).getByRole('listitem'),
    kind: (name: string) => filters.getByRole('checkbox', { name, exact: true }),
    matching: region.getByText(/match(es)? the filters$/),
    count: region.getByRole('status').filter({ hasText: /entr(y|ies)/ }),
  };
}

/**
 * Each entry as text with its time as an instant (a relative "26 seconds ago" ages), only those from before
 * `started`: another test may log a case on the same customer meanwhile, and a new entry tops the list.
 */
const entriesBefore = (page: Page, started: number) =>
  timelineOf(page).entries.evaluateAll(
    (items, before) =>
      items.flatMap((li) => {
        const at = li.querySelector('time')?.getAttribute('datetime') ?? '';
        const copy = li.cloneNode(true) as HTMLElement;
        copy.querySelector('time')?.remove();
        return Date.parse(at) < before ? [`${copy.textContent ?? ''} @ ${at}`] : [];
      }),
    started,
  );

/** The list the test chose: cases and calls only, newest first; the same older entries as `seen`. */
async function expectCasesAndCalls(page: Page, started: number, seen?: string[]) {
  const t = timelineOf(page);
  await expect(t.kind('Case')).toBeChecked();
  await expect(t.kind('Call')).toBeChecked();
  await expect(t.kind('Note')).not.toBeChecked();
  await expect(t.matching).toBeVisible();
  await expect(t.entries.first()).toBeVisible();
  for (const text of await t.entries.allInnerTexts()) expect(text).toMatch(/^(Case|Call)/);
  const shown = await entriesBefore(page, started);
  if (seen) {
    // Newer entries push the oldest off the first page: the older entries both show are the same, in order.
    const both = Math.min(shown.length, seen.length);
    expect(both).toBeGreaterThan(0);
    expect(shown.slice(0, both)).toEqual(seen.slice(0, both));
  }
  return shown;
}

test('a customer’s timeline filters stay in the page’s URL: reload, a colleague’s link, back and forward, bad values', async ({
  browser,
  baseURL,
}) => {
  const agent = await signedIn(browser, baseURL as string, 'agent');
  await agent.goto(`${baseURL}/#/busorg/bus-home/customer`);
  await openFromFinder(agent, agent.getByRole('region', { name: 'Find a customer' }), customerName);
  await expect(agent.getByRole('heading', { level: 1 })).toContainText(customerName);
  const home = agent.url();
  const started = Date.now();
  expect(home).toMatch(/#\/busorg\/bus-home\/customer\?id=\d+$/);
  const t = timelineOf(agent);
  await expect(t.entries.first()).toBeVisible();

  await t.kind('Case').check();
  await expect(t.matching).toBeVisible();
  await t.kind('Call').check();
  // The page's own parameter stays first: the customer shown is still the one the address names.
  await expect(agent).toHaveURL(`${home}&kinds=case%2Ccall`);
  const shown = await expectCasesAndCalls(agent, started);

  // (1) A reload opens the same timeline.
  await agent.reload();
  await expect(agent.getByRole('heading', { level: 1 })).toContainText(customerName);
  await expectCasesAndCalls(agent, started, shown);

  // (2) The link, opened by the supervisor in a browser of their own, shows the same entries (same office).
  const supervisor = await signedIn(browser, baseURL as string, 'supervisor');
  await supervisor.goto(agent.url());
  await expect(supervisor.getByRole('heading', { level: 1 })).toContainText(customerName);
  await expectCasesAndCalls(supervisor, started, shown);

  // (3) Back and forward step through the ticks.
  await agent.goBack();
  await expect(agent).toHaveURL(`${home}&kinds=case`);
  await expect(t.kind('Call')).not.toBeChecked();
  await expect(t.kind('Case')).toBeChecked();
  // The entries follow the URL once their page is read again: wait for that, then read them.
  await expect(t.entries.filter({ hasText: /^Call/ })).toHaveCount(0);
  await expect(t.entries.first()).toBeVisible();
  for (const text of await t.entries.allInnerTexts()) expect(text).toMatch(/^Case/);
  await agent.goForward();
  await expectCasesAndCalls(agent, started, shown);
  await agent.goBack();
  await agent.goBack();
  await expect(agent).toHaveURL(home);
  await expect(t.kind('Case')).not.toBeChecked();
  await expect(t.count).toHaveText(/^\d+\+? entries$/);

  // (4) Values the timeline does not offer open it unfiltered, on the customer the address names.
  await agent.goto(`${home}&kinds=meeting&from=2026-02-30&to=someday&mine=maybe`);
  await expect(agent.getByRole('heading', { level: 1 })).toContainText(customerName);
  await expect(t.count).toHaveText(/^\d+\+? entries$/);
  await expect(t.kind('Case')).not.toBeChecked();
  await expect(t.matching).toHaveCount(0);
});

test('message history keeps its filters and page in its URL: reload, a colleague’s link, back and forward, bad values', async ({
  browser,
  baseURL,
  request,
}) => {
  const admin = await signedIn(browser, baseURL as string, 'admin');
  await admin.goto(`${baseURL}/#/ls-metadata/message-history`);
  const table = (page: Page) => page.getByRole('region', { name: 'Received messages' });
  const pager = (page: Page) => page.getByRole('navigation', { name: 'Received messages pages' });
  const status = (page: Page) => page.getByRole('combobox', { name: 'Status' });
  const type = (page: Page) => page.getByLabel('Message type', { exact: true }).last();
  // The grid's accessible table holds the page's rows; the GUID is the third column.
  const guids = (page: Page) => kitGrid(table(page)).locator('tbody td:nth-child(3)');
  // Every type's messages: other specs receive into types of their own, so only the seeded type's count is known.
  await expect(pager(admin)).toContainText(/Page 1 of \d+/);
  await type(admin).selectOption({ label: 'member_enrolment' });
  await status(admin).selectOption('received');
  await expect(pager(admin)).toContainText('Page 1 of 24');
  await expect(pager(admin)).toContainText('234 messages');
  await pager(admin).getByRole('button', { name: 'Next page' }).click();
  await expect(pager(admin)).toContainText('Page 2 of 24');
  await pager(admin).getByRole('button', { name: 'Next page' }).click();
  await expect(pager(admin)).toContainText('Page 3 of 24');
  await expect(admin).toHaveURL(/#\/ls-metadata\/message-history\?type=\d+&status=received&page=3$/);
  // The third page as the service answers it: the pager shows the URL's page before its rows arrive.
  const typeId = Number(/type=(\d+)/.exec(admin.url())?.[1]);
  const asAdmin = await serviceAs(request, baseURL as string, 'admin');
  const answer = await asAdmin<MessagePage>(metaPaths.messageHistory, {
    message_type_id: typeId,
    status: 'received',
    page: 2,
    size: 10,
  });
  const third = answer.rows.map((m) => m.guid);
  expect(third).toHaveLength(10);
  await expect(guids(admin)).toHaveText(third);

  const expectThirdPage = async (page: Page) => {
    await expect(pager(page)).toContainText('Page 3 of 24');
    await expect(status(page)).toHaveValue('received');
    await expect(type(page).locator('option:checked')).toHaveText('member_enrolment');
    await expect(guids(page)).toHaveText(third);
  };

  // (1) A reload opens the same page of the same list.
  await admin.reload();
  await expectThirdPage(admin);

  // (2) The link in a colleague's browser, within their scope: the supervisor works in a region below the group,
  // so the group's type is not theirs; the status stays, over the region's own messages (its 60, one rejected).
  const colleague = await signedIn(browser, baseURL as string, 'supervisor');
  await colleague.goto(admin.url());
  await expect(colleague).toHaveURL(/#\/ls-metadata\/message-history\?status=received$/);
  await expect(status(colleague)).toHaveValue('received');
  await expect(type(colleague).locator('option:checked')).toHaveText('All types');
  await expect(pager(colleague)).toContainText('59 messages');
  await expect(table(colleague)).not.toContainText('There are no records.');

  // (3) Back and forward: the pages, then the status filter.
  await admin.goBack();
  await expect(pager(admin)).toContainText('Page 2 of 24');
  await admin.goBack();
  await expect(pager(admin)).toContainText('Page 1 of 24');
  await expect(status(admin)).toHaveValue('received');
  await admin.goBack();
  await expect(status(admin)).toHaveValue('');
  await expect(pager(admin)).toContainText('240 messages');
  await admin.goForward();
  await admin.goForward();
  await admin.goForward();
  await expectThirdPage(admin);

  // (4) Values the screen does not offer open the default list.
  await admin.goto(
    `${baseURL}/#/ls-metadata/message-history?type=0&status=lost&from=2026-02-30T08:00&page=-2`,
  );
  // Counts over every type are left out: other specs receive messages of their own types meanwhile.
  await expect(pager(admin)).toContainText(/Page 1 of \d+/);
  await expect(status(admin)).toHaveValue('');
  await expect(type(admin).locator('option:checked')).toHaveText('All types');
  // A type the caller cannot see (another tenant's, or removed) opens every type.
  await admin.goto(`${baseURL}/#/ls-metadata/message-history?type=999999&status=rejected`);
  await expect(admin).toHaveURL(/message-history\?status=rejected$/);
  await expect(type(admin).locator('option:checked')).toHaveText('All types');
  await expect(status(admin)).toHaveValue('rejected');
  await expect(pager(admin)).toContainText(/[1-9]\d* messages?Page 1 of/);
});

test('the query editor keeps its run and page in its URL: reload, back and forward, a colleague’s link', async ({
  browser,
  baseURL,
}) => {
  const admin = await signedIn(browser, baseURL as string, 'admin');
  await admin.goto(`${baseURL}/#/ls-metadata/query`);
  const shown = (page: Page) => page.getByTestId('query-page');
  const rows = (page: Page) => page.locator('canvas[data-testid="data-grid-canvas"]').locator('tbody tr');
  await admin.getByLabel('Index', { exact: true }).selectOption({ label: 'member_search' });
  await admin.getByLabel('Saved query').selectOption({ label: 'Discovery members over R3000' });
  await expect(admin.locator('.rule')).toHaveCount(2);
  await admin.getByRole('button', { name: 'Run' }).click();
  await expect(shown(admin)).toHaveText('Showing 1–20 of 31');
  // A saved query's own path stays; the run and its index follow in the query.
  await expect(admin).toHaveURL(/#\/ls-metadata\/query\/\d+\?index=\d+&run=[^&]+$/);
  const firstPage = admin.url();
  // The grid's table holds the rows in view (it is virtualised): the same ones for the same page and window.
  await expect(rows(admin).first()).toBeAttached();
  const firstRows = await rows(admin).allTextContents();
  expect(firstRows[0]).toMatch(/Discovery Health/);
  await admin.getByRole('button', { name: 'Next page' }).click();
  await expect(shown(admin)).toHaveText('Showing 21–31 of 31');
  await expect(admin).toHaveURL(`${firstPage}&offset=20`);
  await expect(rows(admin)).toHaveCount(11);
  const secondRows = await rows(admin).allTextContents();
  expect(secondRows).not.toEqual(firstRows.slice(0, 11));

  // (1) A reload runs the same query at the same page: the conditions back in the builder, the same rows.
  await admin.reload();
  await expect(shown(admin)).toHaveText('Showing 21–31 of 31');
  await expect(admin.locator('.rule')).toHaveCount(2);
  await expect(rows(admin)).toHaveText(secondRows);

  // (2) Back and forward re-run the page each entry names.
  await admin.goBack();
  await expect(admin).toHaveURL(firstPage);
  await expect(shown(admin)).toHaveText('Showing 1–20 of 31');
  await expect(rows(admin)).toHaveText(firstRows);
  await admin.goForward();
  await expect(shown(admin)).toHaveText('Showing 21–31 of 31');
  await expect(rows(admin)).toHaveText(secondRows);

  // (3) The same run on the editor's own path, as a link: it opens there too.
  const link = `${baseURL}/#/ls-metadata/query?${new URL(admin.url()).hash.split('?')[1]}`;
  await admin.goto(link);
  await expect(shown(admin)).toHaveText('Showing 21–31 of 31');
  await expect(rows(admin)).toHaveText(secondRows);

  // (4) The supervisor's scope: the group's indexes are not theirs, so the link opens the default editor, with no
  // run and no error, and the address no longer names the index.
  const colleague = await signedIn(browser, baseURL as string, 'supervisor');
  await colleague.goto(link);
  await expect(colleague).toHaveURL(/#\/ls-metadata\/query$/);
  await expect(colleague.getByLabel('Index', { exact: true })).toBeVisible();
  // The region's own index (issue 41) is not the link's: nothing runs, so no results are shown.
  await expect(colleague.getByLabel('Index', { exact: true }).locator('option:checked')).not.toHaveText(
    'member_search',
  );
  await expect(shown(colleague)).toHaveCount(0);
  await expect(colleague.getByRole('alert')).toHaveCount(0);

  // (5) Values the editor would not write open the default editor with no run.
  const good = new URLSearchParams(link.split('?')[1]);
  for (const [key, value] of [
    ['run', '{"and":['],
    ['offset', '-20'],
    ['index', '0'],
  ]) {
    const bad = new URLSearchParams(good);
    bad.set(key, value);
    await admin.goto(`${baseURL}/#/ls-metadata/query?${bad}`);
    await expect(admin.getByRole('button', { name: 'Run' })).toBeVisible();
    // The builder starts from the URL's run: an empty one says the link's conditions were not taken.
    await expect(admin.getByTestId('service-query')).toHaveText(JSON.stringify({ and: [] }, null, 2));
    await expect(shown(admin)).toHaveCount(0);
  }
});
