import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeOf } from './support/axe';
import { chooseOnlyRow } from './support/kit-grid';
import { chooseFirstRow } from './support/kit-grid-rows';

test.use({ actionTimeout: 20_000 });

/** Reloads the page and returns the body of the get-call the reload made (the record comes from it, not the list). */
const reloadReading = async (page: Page, call: string) => {
  const read = page.waitForRequest((r) => r.url().endsWith(call));
  await page.reload();
  return (await read).postDataJSON() as { id: number };
};

test('a transform, an index, an attribute and a bulk load open by their links after a reload', async ({
  signedInAs,
}) => {
  test.setTimeout(180_000);
  const page = await signedInAs('admin');

  // 1. A transform picked in the list moves to its address; a reload reads it by /meta/transform/get.
  await page.goto('/#/ls-metadata/json-transform');
  await page.getByLabel('Open transform').selectOption({ label: 'enrolment_to_member_search' });
  await expect(page).toHaveURL(/#\/ls-metadata\/transform\/\d+$/);
  const transform = await reloadReading(page, '/meta/transform/get');
  expect(page.url()).toContain(`/ls-metadata/transform/${transform.id}`);
  const transformPanel = page.getByRole('dialog', { name: 'Transform enrolment_to_member_search' });
  await expect(transformPanel.getByLabel('Name *')).toHaveValue('enrolment_to_member_search');
  await expect(transformPanel.getByLabel('Source message type *').locator('option:checked')).toHaveText(
    'member_enrolment',
  );
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'JSON Transform' }),
  ).toBeVisible();

  // 2. A search index by /meta/search/index/get.
  await page.goto('/#/ls-metadata/search-idx');
  await page.getByLabel('Open index').selectOption({ label: 'member_search' });
  await expect(page).toHaveURL(/#\/ls-metadata\/search-index\/\d+$/);
  const index = await reloadReading(page, '/meta/search/index/get');
  const indexPanel = page.getByRole('dialog', { name: 'Index member_search' });
  await expect(indexPanel.getByLabel('Index name *')).toHaveValue('member_search');
  // The record's selects show its choices, though the record was read before their lists.
  await expect(indexPanel.getByLabel('Message type *').locator('option:checked')).toHaveText(
    'member_enrolment',
  );
  await expect(indexPanel.getByLabel('Transform *').locator('option:checked')).toHaveText(
    'enrolment_to_member_search',
  );
  await expect(indexPanel.getByRole('region', { name: 'Index status' })).toContainText('documents');

  // 3. A bulk load of that index, opened from the history as a pane at ?load=, read by …/bulkloads/get.
  await indexPanel.getByRole('button', { name: 'Start bulk load' }).click();
  await page
    .getByRole('dialog', { name: 'Start a bulk load' })
    .getByRole('button', { name: 'Start load' })
    .click();
  await expect(indexPanel.getByRole('group', { name: 'Load progress' })).toContainText('completed', {
    timeout: 120_000,
  });
  await chooseFirstRow(page, indexPanel, 'Load history');
  const showLoad = indexPanel.getByRole('button', { name: /^Show load \d+$/ });
  const loadId = Number((await showLoad.textContent())?.replace('Show load', '').trim());
  await showLoad.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/ls-metadata/search-index/${index.id}\\?load=${loadId}$`));
  const load = await reloadReading(page, '/meta/search/index/bulkloads/get');
  expect(load.id).toBe(loadId);
  const pane = page.getByRole('region', { name: `Load ${loadId}` });
  await expect(pane).toContainText('completed');
  await expect(pane).toContainText('Thandiwe Nkosi');
  await expect(pane.getByText('Failed', { exact: true })).toBeVisible();
  // The pane itself (the side panel's <aside role="dialog"> is the kit's, flagged by aria-allowed-role already).
  const axe = await axeOf(page).include(`[aria-labelledby="load-detail-${loadId}"]`).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await pane.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/meta-links-load.png' });
  await pane.getByRole('link', { name: `Close load ${loadId}` }).click();
  await expect(page).toHaveURL(new RegExp(`#/ls-metadata/search-index/${index.id}$`));
  await expect(pane).toHaveCount(0);
  // The index's history is its loads by /history/bulk_load/get; the list of indexes shows each one's last load
  // from one /meta/search/index/bulkloads/get_all over every index.
  const everyLoad = page.waitForResponse((r) => r.url().endsWith('/meta/search/index/bulkloads/get_all'));
  const indexLoads = page.waitForRequest((r) => r.url().endsWith('/history/bulk_load/get'));
  await page.reload();
  expect((await indexLoads).postDataJSON()).toEqual({ index_id: index.id });
  const loads = (await (await everyLoad).json()) as { data: { id: number; index_id: number }[] };
  expect(loads.data.find((l) => l.index_id === index.id)?.id).toBe(loadId);

  // 4. An index attribute's edit form at its own address, by /meta/search/index/attributes/get.
  await indexPanel.getByRole('link', { name: 'Manage attributes' }).click();
  await expect(page.getByLabel('Index', { exact: true })).toHaveValue(String(index.id));
  await chooseOnlyRow(page, 'Index attributes', 'surname');
  await page.getByRole('button', { name: 'Edit surname' }).click();
  await expect(page).toHaveURL(new RegExp(`#/ls-metadata/search-index/${index.id}/attribute/\\d+$`));
  await reloadReading(page, '/meta/search/index/attributes/get');
  const attributePanel = page.getByRole('dialog', { name: 'Attribute surname' });
  await expect(attributePanel.getByLabel('Name *')).toHaveValue('surname');
  await page.screenshot({ path: 'test-results/meta-links-attribute.png' });
  await attributePanel.getByRole('button', { name: 'Close panel' }).click();
  await expect(page).toHaveURL(/#\/ls-metadata\/manage-search-index-attributes\?index=\d+$/);
  await expect(page.getByLabel('Index', { exact: true })).toHaveValue(String(index.id));
});

test('an unknown transform says it was not found and leads back to the list', async ({ signedInAs }) => {
  const page = await signedInAs('admin');
  await page.goto('/#/ls-metadata/transform/999999');
  const panel = page.getByRole('dialog', { name: 'Transform 999999' });
  await expect(panel.getByRole('alert')).toContainText('not found');
  await panel.getByRole('link', { name: 'Back to the transforms' }).click();
  await expect(page).toHaveURL(/#\/ls-metadata\/json-transform$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/meta-links-unknown.png' });
  await page.goto('/#/ls-metadata/search-index/999999');
  const unknownIndex = page.getByRole('dialog', { name: 'Index 999999' });
  await expect(unknownIndex.getByRole('alert')).toContainText('not found');
  await expect(unknownIndex.getByRole('link', { name: 'Back to the search indexes' })).toBeVisible();

  // An unknown attribute and an unknown load of a known index.
  await page.goto('/#/ls-metadata/search-idx');
  await page.getByLabel('Open index').selectOption({ label: 'member_search' });
  await expect(page).toHaveURL(/#\/ls-metadata\/search-index\/\d+$/);
  const indexId = /search-index\/(\d+)/.exec(page.url())?.[1];
  await page.goto(`/#/ls-metadata/search-index/${indexId}/attribute/999999`);
  const attribute = page.getByRole('dialog', { name: 'Attribute 999999' });
  await expect(attribute.getByRole('alert')).toContainText('not found');
  await attribute.getByRole('link', { name: 'Back to the attributes of member_search' }).click();
  await expect(page).toHaveURL(/#\/ls-metadata\/manage-search-index-attributes\?index=\d+$/);
  await page.goto(`/#/ls-metadata/search-index/${indexId}?load=999999`);
  const load = page.getByRole('region', { name: 'Load 999999' });
  await expect(load.getByRole('alert')).toContainText('not found');
  await expect(load.getByRole('link', { name: 'Close load 999999' })).toBeVisible();
});
