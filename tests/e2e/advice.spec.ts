import { readFile } from 'node:fs/promises';
import { pdfText, startSmtpPeer, type SmtpPeer } from '../support/smtp-peer';
import { expect, signIn, test } from './fixtures';
import { chooseOnlyRow, kitGrid } from './support/kit-grid';
import { startServer, type RunningServer } from './support/server';

// This journey needs its own server: one whose mail relay is the SMTP peer this test runs on loopback.
let peer: SmtpPeer;
let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(150_000); // a server of its own: allow for a busy machine
  peer = await startSmtpPeer();
  server = await startServer({
    env: { SMTP_URL: peer.url, MAIL_FROM: 'Ubuntu Benefits Advice <advice@ubuntubenefits.co.za>' },
  });
});
test.afterAll(async () => {
  await server?.stop();
  await peer?.close();
});

test('an adviser advises one employee from search to close', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'agent', { baseURL: server.url });

  // Find the employee.
  await page.goto(`${server.url}/#/advice/employees`);
  await page.getByLabel('Name, employee number or ID number').fill('JCL0005');
  await page.getByRole('button', { name: 'Search' }).click();
  await chooseOnlyRow(page, 'Employees found', 'JCL0005');
  const employeeLink = page.getByRole('link', { name: /^Open .+ \(JCL0005\)$/ });
  const employeeName = /^Open (.+) \(/.exec((await employeeLink.textContent())!.trim())![1];
  await employeeLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(employeeName);
  await expect(page.getByRole('table', { name: 'Dependants' })).toBeVisible();

  // Start an advice and capture the needs.
  await page.getByRole('button', { name: 'Start new advice' }).click();
  await expect(page).toHaveURL(/#\/advice\/document\/\d+/);
  const status = page.getByRole('status', { name: 'Advice status' });
  await expect(status).toHaveText('Status: Draft');
  // The family the plans are priced for (get_filters_from_employee_id, get_potential_member_dependents).
  const family = page.getByRole('table', { name: 'Family on the plan' });
  await expect(family.getByRole('row').nth(1)).toContainText(`${employeeName}Main member`);
  await page.getByLabel('Hospital preference').selectOption({ label: 'Any private Hospitals' });
  await page.getByLabel('Specialist coverage').selectOption({ label: '100% of scheme rate' });
  await page.getByLabel('Day-to-day extent').selectOption({ label: 'R10 000 – R20 000' });
  await page.getByLabel('Gap cover').selectOption({ label: 'Yes' });
  await page.getByLabel('Optical benefit').check();
  await page.getByLabel('Hypertension').check();
  await page.getByRole('button', { name: 'Save needs' }).click();
  await expect(status).toHaveText('Status: Needs captured');

  // Compare three plans and a gap-cover product.
  await page.getByLabel('Most the employee can pay a month (R)').fill('60000');
  await page.getByRole('button', { name: 'Find plans' }).click();
  await expect(status).toHaveText('Status: Needs captured');
  const plans = page.getByRole('table', { name: 'Plans that meet the needs' });
  const boxes = plans.getByRole('checkbox');
  await expect(boxes.nth(2)).toBeVisible();
  const names: string[] = [];
  for (const i of [0, 1, 2]) {
    const box = boxes.nth(i);
    names.push(((await box.getAttribute('aria-label')) ?? '').replace(/^Compare /, ''));
    await box.check();
  }
  await page.getByLabel('Sirago Ultra Gap Cover').check();
  await page.getByRole('button', { name: 'Compare selected (3)' }).click();
  await expect(status).toHaveText('Status: Schemes compared');
  const comparison = page.getByRole('table', { name: 'Scheme comparison' });
  await expect(comparison.getByRole('columnheader')).toHaveCount(4);
  await expect(comparison).toContainText('Chronic conditions');
  await expect(page.getByRole('figure', { name: 'Monthly contributions by family make-up' })).toBeVisible();
  // Each compared plan priced for this family by get_premium_from_scheme_id.
  const premiums = page.getByRole('table', { name: 'Premium for this family' });
  await expect(premiums.getByRole('row')).toHaveCount(4);
  for (const row of await premiums.getByRole('row').all())
    await expect(row).toContainText(/R\d|Monthly total/);
  await page.screenshot({ path: 'test-results/calls-advice-premiums.png', fullPage: true });
  await expect(page.getByRole('table', { name: 'Gap cover comparison' })).toContainText(
    'Guardrisk Insurance',
  );

  // E-mail the scheme comparison: the SMTP peer receives its PDF with the three plans.
  const mailComparison = page.getByRole('form', { name: 'E-mail the scheme comparison' });
  await mailComparison.getByLabel('E-mail the comparison to').fill('employee.advice@example.co.za');
  await mailComparison.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Sent to employee.advice@example.co.za')).toBeVisible();
  const [comparisonMail] = await peer.waitFor(1);
  expect(comparisonMail.attachments).toHaveLength(1);
  const comparisonText = await pdfText(comparisonMail.attachments[0].content);
  for (const n of names) expect(comparisonText).toContain(n.split(' ').at(-1)!);

  // Recommend the second plan.
  const recommendation = page.getByRole('form', { name: 'Recommendation' });
  const second = recommendation.getByRole('radio').nth(1);
  const recommendedPlan = (await recommendation.locator('label').nth(1).textContent())!.trim();
  await second.check();
  await page.getByLabel('Recommended gap cover').selectOption({ label: 'Sirago Ultra Gap Cover' });
  await page
    .getByLabel('Reason for the recommendation')
    .fill(
      'Private hospital cover with a day-to-day limit the family will use, at a contribution they can afford.',
    );
  await page.getByRole('button', { name: 'Save recommendation' }).click();
  await expect(status).toHaveText('Status: Recommendation made');

  // Generate and download the PDF; check its text.
  await page.getByRole('button', { name: 'Generate documents' }).click();
  await expect(status).toHaveText('Status: Documents generated');
  await expect(
    kitGrid(page.getByRole('region', { name: 'Advice documents' })).locator('tbody tr'),
  ).toHaveCount(3);
  await page.getByRole('region', { name: 'Advice documents' }).scrollIntoViewIfNeeded();
  await chooseOnlyRow(page, 'Advice documents', 'Record of advice');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Record of advice' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/record-of-advice\.pdf$/);
  const text = await pdfText(await readFile((await download.path())!));
  expect(text).toContain('Record of advice');
  expect(text).toContain(employeeName);
  expect(text).toContain(recommendedPlan);
  expect(text).toContain('Hypertension');
  expect(text).toContain('Sirago Ultra Gap Cover');
  for (const n of names) expect(text).toContain(n.split(' ').at(-1)!);

  // E-mail the documents: the SMTP peer receives them.
  await page.getByLabel('Send to').fill('employee.advice@example.co.za');
  await page.getByLabel('Message').fill('As discussed in our meeting today.');
  await page.getByRole('button', { name: 'E-mail documents' }).click();
  await expect(status).toHaveText('Status: Sent');
  const [, mail] = await peer.waitFor(2);
  expect(mail.to).toMatchObject({ text: 'employee.advice@example.co.za' });
  expect(mail.text).toContain('As discussed in our meeting today.');
  expect(mail.attachments).toHaveLength(3);
  expect(await pdfText(mail.attachments[0].content)).toContain(employeeName);
  const outbox = kitGrid(page.getByRole('region', { name: 'Mails sent' }));
  await expect(outbox).toContainText('employee.advice@example.co.za');
  await expect(outbox).toContainText('Sent');

  // Resend.
  await page.getByRole('button', { name: 'Resend documents' }).click();
  await expect(outbox.locator('tbody tr')).toHaveCount(2);
  await expect(outbox).toContainText('(resent)');
  await peer.waitFor(3);
  expect(peer.messages[2].attachments).toHaveLength(3);

  // Close.
  await page.getByLabel('Reason for closing').fill('Employee chose the recommended plan');
  await page.getByRole('button', { name: 'Close advice' }).click();
  await expect(status).toHaveText('Status: Closed');
  await expect(page.getByText('Closed: Employee chose the recommended plan')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend documents' })).toHaveCount(0);
});
