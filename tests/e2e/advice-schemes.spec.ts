import { readFile } from 'node:fs/promises';
import { pdfText } from '../support/smtp-peer';
import { expect, test } from './fixtures';
import { chooseOnlyRow, kitGrid } from './support/kit-grid';

test('an administrator walks product house → product → details and suspends, then restores, a plan', async ({
  signedInAs,
}) => {
  const page = await signedInAs('admin');
  await page.goto('/#/advice/schemes');
  await page.getByRole('button', { name: /^Bestmed Medical Scheme/ }).click();
  await chooseOnlyRow(page, 'Plans', 'Beat1');
  const details = page.getByRole('table', { name: 'Scheme details' });
  await expect(details).toContainText('Chronic conditions');
  await expect(page.getByRole('heading', { name: 'Bestmed Medical Scheme: Beat1 — Active' })).toBeVisible();

  await page.getByLabel('New status').selectOption('suspended');
  await page.getByLabel('Reason').fill('Contribution increase under review');
  await page.getByRole('button', { name: 'Change status' }).click();
  await expect(
    page.getByRole('heading', { name: 'Bestmed Medical Scheme: Beat1 — Suspended' }),
  ).toBeVisible();
  await expect(kitGrid(page.getByRole('region', { name: 'Status history' }))).toContainText(
    'Contribution increase under review',
  );

  await page.getByLabel('New status').selectOption('active');
  await page.getByLabel('Reason').fill('Review completed');
  await page.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByRole('heading', { name: 'Bestmed Medical Scheme: Beat1 — Active' })).toBeVisible();
});

test('an adviser compares the gap-cover products and exports the comparison as a PDF', async ({
  signedInAs,
}) => {
  const page = await signedInAs('agent');
  await page.goto('/#/advice/gap-cover');
  const table = page.getByRole('table', { name: 'Gap cover comparison' });
  await expect(table.getByRole('columnheader')).toHaveCount(4);
  for (const key of [
    'Maximum entry age',
    'Dependant eligibility',
    'Claims submission period',
    'Hazardous pursuits excluded',
  ])
    await expect(table).toContainText(key);
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  // Table cells wrap inside the PDF, so compare with the line breaks folded into spaces.
  const text = (await pdfText(await readFile((await (await downloading).path())!))).replace(/\s+/g, ' ');
  expect(text).toContain('Gap cover comparison');
  expect(text).toContain('Turnberry Comprehensive Gap');
  // No relay on the shared server: the mail is kept in the outbox, and the screen says so.
  await page.getByLabel('E-mail the comparison to').fill('hr@jacarandalogistics.co.za');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Kept in the outbox for hr@jacarandalogistics.co.za')).toBeVisible();
});
