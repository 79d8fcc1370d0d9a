import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn } from './fixtures';
import { kitGrid } from './support/kit-grid';
import { startServer } from './support/server';

const documents = 10_000;
const cities = ['Pretoria', 'Cape Town', 'Durban', 'Polokwane'];
const messagesFile = () =>
  Array.from({ length: documents }, (_, i) =>
    JSON.stringify({
      policy_no: `GAP-${String(i).padStart(5, '0')}`,
      holder: { name: `Holder ${i}`, city: cities[i % 4] },
      cover: 1000 + i * 10,
      lives: (i % 4) + 1,
      start: `2026-0${(i % 9) + 1}-15`,
    }),
  ).join('\n');
// city = Durban (i % 4 == 2), cover > 1500 (i > 50), policy ends with 2 (i % 10 == 2): i ≡ 2 (mod 20), i ≥ 62.
const expectedMatches = Array.from({ length: documents }, (_, i) => i).filter(
  (i) => i % 4 === 2 && 1000 + i * 10 > 1500 && i % 10 === 2,
).length;

const spec = {
  keep_unmapped: false,
  fields: [
    { source: 'policy_no', target: 'policy', cast: 'STRING', required: true },
    { source: 'holder.name', target: 'holder_name', cast: 'STRING' },
    { source: 'holder.city', target: 'city', cast: 'STRING', default: 'Unknown' },
    { source: 'cover', target: 'cover', cast: 'FLOAT' },
    { source: 'lives', target: 'lives', cast: 'INTEGER' },
    { source: 'start', target: 'start', cast: 'DATE' },
  ],
};

const go = async (page: Page, base: string, path: string, heading: string) => {
  await page.goto(`${base}/#${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
};

async function addRule(page: Page, n: number, field: string, operator: string, value: string) {
  await page.getByRole('button', { name: '+ Rule' }).first().click();
  const rule = page.locator('.rule').nth(n);
  await rule.locator('.rule-fields').selectOption(field);
  await rule.locator('.rule-operators').selectOption(operator);
  await rule.locator('.rule-value').fill(value);
}

test.use({ actionTimeout: 20_000 });

test('an administrator builds a search index end to end, and it survives a restart', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'staff-console-metadata-'));
  const first = await startServer({ dataDir });
  const base = first.url;
  try {
    await signIn(page, 'admin', { baseURL: base });

    // 1. A message type with attributes of several datatypes.
    await go(page, base, '/ls-metadata/message-type', 'Message Type');
    await page.getByRole('button', { name: 'New message type' }).click();
    const typePanel = page.locator('#message-type-panel');
    await typePanel.getByLabel('Name *').fill('gap_policy');
    const attributes: [string, string, boolean][] = [
      ['policy_no', 'STRING', true],
      ['holder', 'DICT', true],
      ['cover', 'FLOAT', true],
      ['lives', 'INTEGER', false],
      ['start', 'DATE', false],
    ];
    for (const [i, [name, datatype, required]] of attributes.entries()) {
      if (i > 0) await typePanel.getByRole('button', { name: 'Add attribute' }).click();
      await typePanel.getByLabel(`Attribute ${i + 1} name`).fill(name);
      await typePanel.getByLabel(`Attribute ${i + 1} datatype`).selectOption(datatype);
      await typePanel.getByLabel(`Attribute ${i + 1} required`).setChecked(required);
    }
    await typePanel.getByRole('button', { name: 'Create message type' }).click();
    await expect(page.getByRole('heading', { name: 'Message type gap_policy' })).toBeVisible();
    await expect(
      kitGrid(typePanel.getByRole('region', { name: 'Change history' })).locator('td', { hasText: 'create' }),
    ).toHaveCount(1);

    // 2. A transform, checked as it is typed, with a live preview.
    await go(page, base, '/ls-metadata/json-transform', 'JSON Transform');
    await page.getByRole('button', { name: 'New transform' }).click();
    const transformPanel = page.locator('#transform-panel');
    await transformPanel.getByLabel('Name *').fill('gap_policy_flat');
    await transformPanel.getByLabel('Source message type *').selectOption({ label: 'gap_policy' });
    const specBox = transformPanel.getByRole('textbox', { name: 'Transform spec (JSON)' });
    await specBox.fill('{"fields": [');
    await expect(transformPanel.getByRole('alert', { name: 'Spec problems' })).toContainText(
      'Not valid JSON',
    );
    await specBox.fill(JSON.stringify({ fields: [{ source: 'premium', target: 'p' }] }));
    await expect(transformPanel.getByRole('alert', { name: 'Spec problems' })).toContainText(
      '"premium" is not an attribute',
    );
    await specBox.fill(JSON.stringify(spec, null, 2));
    await expect(transformPanel.getByTestId('transform-preview')).toContainText(
      '"holder_name": "Sasol Mining"',
    );
    await expect(transformPanel.getByTestId('transform-preview')).toContainText('"city": "Secunda"');
    await transformPanel.getByRole('button', { name: 'Create transform' }).click();
    await expect(page.getByRole('heading', { name: 'Transform gap_policy_flat' })).toBeVisible();

    // 3. An index with attributes taken from the transform.
    await go(page, base, '/ls-metadata/search-idx', 'Search Index Mapping');
    await page.getByRole('button', { name: 'New index' }).click();
    const indexPanel = page.locator('#index-panel');
    await indexPanel.getByLabel('Index name *').fill('gap_policies');
    await indexPanel.getByLabel('Message type *').selectOption({ label: 'gap_policy' });
    await indexPanel.getByLabel('Transform *').selectOption({ label: 'gap_policy_flat' });
    await indexPanel.getByRole('button', { name: 'Create index' }).click();
    await expect(page.getByRole('heading', { name: 'Index gap_policies' })).toBeVisible();
    await expect(indexPanel.getByRole('region', { name: 'Index status' })).toContainText(
      '0 documents · 6 attributes',
    );

    // 4. Ten thousand messages received from a file, 1000 a call.
    await go(page, base, '/ls-metadata/message-history', 'Message History');
    const importer = page.getByRole('region', { name: 'Import messages' });
    await importer.getByLabel('Message type').selectOption({ label: 'gap_policy' });
    await importer.getByLabel(/^File/).setInputFiles({
      name: 'policies.ndjson',
      mimeType: 'application/x-ndjson',
      buffer: Buffer.from(messagesFile()),
    });
    await importer.getByRole('button', { name: 'Import' }).click();
    await expect(importer.getByTestId('import-progress')).toHaveText(
      `Sent ${documents} of ${documents}: ${documents} received, 0 rejected, 0 already known.`,
      { timeout: 120_000 },
    );

    // 5. A bulk load, confirmed against the warning, with its progress shown live.
    await go(page, base, '/ls-metadata/search-idx', 'Search Index Mapping');
    await page.getByLabel('Open index').selectOption({ label: 'gap_policies' });
    await indexPanel.getByRole('button', { name: 'Start bulk load' }).click();
    const modal = page.getByRole('dialog', { name: 'Start a bulk load' });
    await expect(modal).toContainText('The index is unusable until the load completes.');
    await expect(modal).toContainText('Do not run a bulk load in a live environment');
    await modal.getByRole('button', { name: 'Start load' }).click();
    const progress = indexPanel.getByRole('group', { name: 'Load progress' });
    await expect(progress).toContainText('running');
    await expect(progress.getByTestId('load-total')).toHaveText(String(documents));
    await expect(progress).toContainText('completed', { timeout: 120_000 });
    await expect(progress.getByTestId('load-indexed')).toHaveText(String(documents));
    await expect(progress.getByTestId('load-failed')).toHaveText('0');
    await expect(kitGrid(indexPanel.getByRole('region', { name: 'Load history' }))).toContainText(
      'Thandiwe Nkosi',
    );
    await expect(indexPanel.getByRole('region', { name: 'Index status' })).toContainText(
      `${documents} documents`,
    );

    // 6. A query with three operators returns exactly the expected documents, and is saved.
    await go(page, base, '/ls-metadata/query', 'Query');
    await page.getByLabel('Index', { exact: true }).selectOption({ label: 'gap_policies' });
    await expect(page.getByRole('button', { name: '+ Rule' })).toBeVisible();
    await addRule(page, 0, 'city', '=', 'Durban');
    await addRule(page, 1, 'cover', '>', '1500');
    await addRule(page, 2, 'policy', 'endsWith', '2');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect(page.getByTestId('query-count')).toContainText(`${expectedMatches} matching documents`);
    await page.getByLabel('Query name *').fill('Durban covers over R1500');
    await page.getByRole('button', { name: 'Save as new query' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await expect(page.getByTestId('service-query')).toContainText('"operator": "ends_with"');

    // 7. The history of the message type.
    await go(page, base, '/ls-metadata/message-type', 'Message Type');
    await page.getByLabel('Open message type').selectOption({ label: 'gap_policy' });
    await expect(typePanel.getByRole('region', { name: 'Change history' })).toContainText('Thandiwe Nkosi');
  } finally {
    await first.stop().catch(() => undefined);
  }

  // 8. A restart of the service: everything is still there.
  const second = await startServer({ dataDir });
  // A new browser context: the first server's refresh cookie (same host, other port) must not leak in.
  const context = await browser.newContext();
  page = await context.newPage();
  try {
    await signIn(page, 'admin', { baseURL: second.url });
    await go(page, second.url, '/ls-metadata/query', 'Query');
    await page.getByLabel('Index', { exact: true }).selectOption({ label: 'gap_policies' });
    await page.getByLabel('Saved query').selectOption({ label: 'Durban covers over R1500' });
    await expect(page.locator('.rule')).toHaveCount(3);
    await page.getByRole('button', { name: 'Run' }).click();
    await expect(page.getByTestId('query-count')).toContainText(`${expectedMatches} matching documents`);
    await go(page, second.url, '/ls-metadata/search-idx', 'Search Index Mapping');
    await page.getByLabel('Open index').selectOption({ label: 'gap_policies' });
    await expect(page.locator('#index-panel').getByRole('region', { name: 'Index status' })).toContainText(
      `usable`,
    );
    await expect(page.locator('#index-panel').getByRole('region', { name: 'Index status' })).toContainText(
      `${documents} documents`,
    );
    await expect(
      kitGrid(page.locator('#index-panel').getByRole('region', { name: 'Load history' })),
    ).toContainText('completed');
  } finally {
    await context.close();
    await second.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
