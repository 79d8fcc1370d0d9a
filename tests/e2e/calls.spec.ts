import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ actionTimeout: 20_000 });

/** The grid is a canvas; its accessibility table holds the visible rows. */
const rows = (page: Page) => page.locator('canvas[data-testid="data-grid-canvas"] tbody tr');
const cells = (page: Page, text: string) =>
  page.locator('canvas[data-testid="data-grid-canvas"] td', { hasText: new RegExp(`^${text}$`) });

test('the desk filters by a colleague and by a status the service lists for the workgroup', async ({
  signedInAs,
}) => {
  const page = await signedInAs('agent');
  const statusAnswer = page.waitForResponse((r) =>
    r.url().endsWith('/workflow/user/workgroups/object_status'),
  );
  await page.goto('/#/case-management/case-management?list=wg_all');
  await expect(page.getByRole('heading', { level: 1, name: 'Case Management' })).toBeVisible();
  await statusAnswer;

  // Owners come from /get_all_users_for_filters: colleagues of the caller's tenant, not only "Me".
  const owner = page.getByLabel('Owner');
  await expect(
    owner.locator('optgroup[label="Colleagues"] option', { hasText: 'Lerato Khumalo' }),
  ).toHaveCount(1);
  await owner.selectOption({ label: 'Lerato Khumalo' });
  await expect(rows(page)).not.toHaveCount(0);
  const shown = await rows(page).count();
  await expect(cells(page, 'Lerato Khumalo')).toHaveCount(shown);
  await owner.selectOption({ label: 'Anyone' });

  // Statuses follow the chosen workgroup, each with its count (object_status).
  const status = page.getByLabel('Status', { exact: true });
  const labels = await status.locator('option').allTextContents();
  expect(labels[0]).toBe('All');
  const counted = labels.slice(1);
  expect(counted.length).toBeGreaterThan(0);
  for (const label of counted)
    expect(label).toMatch(/^(Open|In Progress|Pending Customer|Resolved|Closed) \(\d+\)$/);
  const pending = counted.find((l) => l.startsWith('Open')) ?? counted[0];
  const name = pending.replace(/ \(\d+\)$/, '');
  await status.selectOption({ label: pending });
  await expect(rows(page)).not.toHaveCount(0);
  await expect(cells(page, name)).toHaveCount(await rows(page).count());
  await page.screenshot({ path: 'test-results/calls-desk-filters.png' });
});

test('a saved query’s link opens it again after a reload, read by /meta/query/get', async ({
  signedInAs,
}) => {
  const page = await signedInAs('admin');
  await page.goto('/#/ls-metadata/query');
  // The group's index (the Gauteng region has one of its own, with its own saved query).
  await page.getByLabel('Index', { exact: true }).selectOption({ label: 'member_search' });
  const picker = page.getByLabel('Saved query');
  await expect(picker.locator('option', { hasText: 'Discovery members over R3000' })).toHaveCount(1);
  await picker.selectOption({ label: 'Discovery members over R3000' });
  await expect(page).toHaveURL(/#\/ls-metadata\/query\/\d+$/);
  await expect(page.getByLabel('Query name *')).toHaveValue('Discovery members over R3000');

  const read = page.waitForRequest((r) => r.url().endsWith('/meta/query/get'));
  await page.reload();
  const body = (await read).postDataJSON() as { id: number };
  expect(page.url()).toContain(`/ls-metadata/query/${body.id}`);
  await expect(page.getByLabel('Query name *')).toHaveValue('Discovery members over R3000');
  await expect(page.getByLabel('Index', { exact: true })).toHaveValue(/\d+/);
});

test('a message type opens by its link, and an unknown one says so', async ({ signedInAs }) => {
  const page = await signedInAs('admin');
  await page.goto('/#/ls-metadata/message-type');
  await page.getByLabel('Open message type').selectOption({ label: 'member_enrolment' });
  await expect(page).toHaveURL(/#\/ls-metadata\/message-type\/\d+$/);
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Message type member_enrolment' })).toBeVisible();
  await page.goto('/#/ls-metadata/message-type/999999');
  await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
});

test('the change-password form says a reused password was used before, and does not send it', async ({
  signedInAs,
}) => {
  const page = await signedInAs('agent');
  await page.goto('/#/user-profile/reset-password');
  const asked = page.waitForRequest((r) => r.url().endsWith('/check_password_already_used'));
  await page.getByRole('textbox', { name: 'Current password' }).fill('Console@2026');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Console@2026');
  await page.getByRole('textbox', { name: 'Confirm new password' }).focus();
  expect((await asked).postDataJSON()).toEqual({ password: 'Console@2026' });
  const newPassword = page.getByRole('textbox', { name: 'New password', exact: true });
  await expect(page.getByText('This password was used before. Choose a new one.')).toBeVisible();
  await expect(newPassword).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Console@2026');
  let sent = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/user/change_password')) sent = true;
  });
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('This password was used before. Choose a new one.')).toBeVisible();
  expect(sent).toBe(false);
  await page.screenshot({ path: 'test-results/calls-password.png' });
});

test('the palette filters the desk by a classification from the flat list', async ({ signedInAs }) => {
  const page = await signedInAs('agent');
  const flat = page.waitForResponse((r) => r.url().includes('/data/classifications/flatlist'));
  await page.goto('/#/case-management/case-management?list=wg_all');
  await flat;
  const allTab = page.getByRole('tab', { name: /^Workgroup cases \(all workgroups\) \d+$/ });
  const before = Number((await allTab.textContent())?.match(/(\d+)$/)?.[1]);
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.getByRole('combobox').fill('medical aid claims');
  await palette.getByRole('option', { name: /^Medical Aid › Claims$/ }).click();
  const classification = page.getByLabel('Classification');
  await expect(classification.locator('option:checked')).toHaveText(/Claims$/);
  await expect
    .poll(async () => Number((await allTab.textContent())?.match(/(\d+)$/)?.[1]))
    .toBeLessThan(before);
  await classification.selectOption('');
  await expect(allTab).toHaveText(new RegExp(` ${before}$`));
});
