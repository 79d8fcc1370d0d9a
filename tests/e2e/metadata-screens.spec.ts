import { expect, test } from './fixtures';
import { seedGuid } from '../../server/db/seed/metadata';

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
  const table = page.getByRole('table', { name: 'Received messages' });
  await expect(table.getByRole('row')).toHaveCount(7); // the header and the six seeded rejections
  await expect(table).toContainText('monthly_premium is required');
  await table
    .getByRole('button', { name: /^View payload of / })
    .first()
    .click();
  await expect(page.locator('#payload-panel')).toContainText('"member_number"');
});

test('an agent may look but not change metadata', async ({ signedInAs }) => {
  const page = await signedInAs('agent');
  await page.goto('/#/ls-metadata/search-idx');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Index Mapping' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New index' })).toBeDisabled();
});
