import { expect, test } from './fixtures';
import { enrolmentMessage, seedGuid } from '../../server/db/seed/metadata';
import { kitGrid } from './support/kit-grid';
import { chooseFirstRow } from './support/kit-grid-rows';

test.use({ actionTimeout: 20_000 });

test('the search graph links each seeded piece to its screen', async ({ signedInAs }) => {
  const page = await signedInAs('admin');
  await page.goto('/#/ls-metadata/search-graph');
  const graph = page.getByRole('group', { name: /Search graph: \d+ message types/ });
  await expect(graph).toBeVisible();
  await page.getByRole('link', { name: /^member_search: usable · \d+ documents$/ }).click();
  await expect(page).toHaveURL(/#\/ls-metadata\/search-idx$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Index Mapping' })).toBeVisible();
});

test('load by GUID tells what is loaded and reloads a message', async ({ signedInAs }) => {
  const page = await signedInAs('admin');
  await page.goto('/#/ls-metadata/load-guid');
  await page.getByLabel('Index', { exact: true }).selectOption({ label: 'member_search' });
  const guid = page.getByRole('textbox', { name: 'GUID' });
  await guid.fill('not-a-guid');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('alert')).toContainText('Enter a GUID like');
  await guid.fill(seedGuid('enrolment-1'));
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByTestId('guid-result')).toContainText('Already loaded');
  await page.getByRole('button', { name: 'Load into index' }).click();
  await expect(page.getByTestId('guid-result')).toHaveText('Loaded again: the document was replaced.');
  await expect(page.getByRole('region', { name: 'Result' })).toContainText('"member_no": "M100001"');
});

test('message history filters by status and shows a payload', async ({ signedInAs }) => {
  const page = await signedInAs('admin');
  await page.goto('/#/ls-metadata/message-history');
  await page.getByLabel('Message type', { exact: true }).last().selectOption({ label: 'member_enrolment' });
  await page.getByRole('combobox', { name: 'Status' }).selectOption('rejected');
  const table = page.getByRole('region', { name: 'Received messages' });
  await expect(kitGrid(table).locator('tr')).toHaveCount(7); // the header and the six seeded rejections
  await expect(table).toContainText('monthly_premium is required');
  // A canvas row holds no button: the chosen message offers its payload under the table.
  await chooseFirstRow(page, page, 'Received messages');
  await page
    .getByRole('button', { name: /^View payload of / })
    .first()
    .click();
  await expect(page.locator('#payload-panel')).toContainText('"member_number"');
});

test('an agent is offered no metadata screen, and its address says why', async ({ signedInAs }) => {
  const page = await signedInAs('agent');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search Index Mapping' })).toHaveCount(0);
  await expect(page.getByText('Metadata', { exact: true })).toHaveCount(0);
  await page.goto('/#/ls-metadata/search-idx');
  await expect(page.getByRole('region', { name: 'Not available for your profile' })).toContainText(
    'the Agent profile',
  );
});

// The seeded "Discovery members over R3000", worked out from the seed: 31 members, in the order they were loaded.
const discoveryOver3000 = Array.from({ length: 240 }, (_, i) => enrolmentMessage(i))
  .filter((m) => m.scheme === 'Discovery Health' && Number(m.monthly_premium) > 3000)
  .map((m) => m.member_number as string);

test('the query editor reaches every matching document, page by page from the keyboard', async ({
  signedInAs,
}) => {
  const page = await signedInAs('admin');
  const total = discoveryOver3000.length;
  const last = discoveryOver3000[total - 1];
  await page.goto('/#/ls-metadata/query');
  await page.getByLabel('Index', { exact: true }).selectOption({ label: 'member_search' });
  await page.getByLabel('Saved query').selectOption({ label: 'Discovery members over R3000' });
  await expect(page.locator('.rule')).toHaveCount(2);
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByTestId('query-count')).toContainText(`${total} matching documents`);
  await expect(page.getByTestId('query-page')).toHaveText(`Showing 1–20 of ${total}`);
  const grid = page.locator('canvas[data-testid="data-grid-canvas"]');
  await expect(grid).toContainText(discoveryOver3000[0]);
  await expect(grid).not.toContainText(last);
  const next = page.getByRole('button', { name: 'Next page' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('query-page')).toHaveText(`Showing 21–${total} of ${total}`);
  await expect(grid.locator('tbody tr')).toHaveCount(total - 20);
  await expect(grid).toContainText(last);
  await expect(grid).toContainText(discoveryOver3000[20]);
  await expect(next).toBeDisabled();
  await page.getByRole('button', { name: 'Previous page' }).press('Enter');
  await expect(page.getByTestId('query-page')).toHaveText(`Showing 1–20 of ${total}`);
});
