import { pdfOfSize } from '../fixtures/upload-files';
import { demoAccounts, expect, test } from './fixtures';
import { agentCallWithCase, agentCase } from './support/agent-case';
import { chooseOnlyRow, kitGrid } from './support/kit-grid';

/** An internal id shown as a record's name: "#379", "Case #8", "Case 12". */
const internalId = /#\d|Case #?\d/;

test('a checklist is drafted with an attachment (an exe refused), published, and then read-only', async ({
  signedInAs,
}) => {
  const page = await signedInAs('agent');
  await page.goto('/#/case-management/checklists');
  await expect(page.getByRole('heading', { name: 'Checklists' })).toBeVisible();
  await page.getByRole('link', { name: 'New checklist' }).click();
  await expect(page.getByRole('heading', { name: 'New checklist' })).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  const title = `Claim documents ${Date.now()}`;
  await page.getByLabel('Title *').fill(title);
  await page.getByLabel('New item').fill('Get the hospital account');
  await page.getByRole('button', { name: 'Add item' }).click();
  await page.getByLabel('New item').fill('Get the scheme statement');
  await page.getByLabel('New item').press('Enter');
  await expect(page.getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveCount(2);
  const upload = page.getByLabel('Add attachments');
  await upload.setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  await expect(page.getByText('Cannot select files with exe extension')).toBeVisible();
  await upload.setInputFiles({
    name: 'account.pdf',
    mimeType: 'application/pdf',
    buffer: pdfOfSize(2048), // a real PDF: the service checks content, not only the name
  });
  await expect(page.getByRole('list', { name: 'Attached files' })).toContainText('account.pdf');
  await page.getByRole('button', { name: 'Save draft' }).click();
  // Named by its own number, never its internal id.
  await expect(page.getByRole('heading', { name: new RegExp(`^CHK-\\d{6}: ${title}$`) })).toBeVisible();
  await expect(page).toHaveURL(/#\/case-management\/checklist\/\d+$/);
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/this checklist is read-only/)).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Title *')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(/this checklist is read-only/)).toBeVisible();
  await expect(page.getByText('account.pdf')).toBeVisible();
});

test('a meeting with a case is scheduled, started (attendees can no longer be removed) and ended', async ({
  signedInAs,
  baseURL,
  request,
}) => {
  const { id: caseId, number } = await agentCase(request, baseURL as string, `Meeting test ${Date.now()}`);
  const page = await signedInAs('agent');
  await page.goto(`/#/case-management/case/${caseId}`);
  await page.getByRole('link', { name: 'New meeting for this case' }).click();
  await expect(page.getByRole('heading', { name: 'New meeting' })).toBeVisible();
  // Opened with the case's id in its address, the editor names the case by its number.
  await expect(page.getByText(`With case ${number}`)).toBeVisible();
  await page.getByLabel('Title *').fill('Claim review with the member');
  await page.getByLabel('Customer', { exact: true }).fill('Mabena Logistics (Pty) Ltd');
  await page.getByLabel('Starts *').fill('2026-12-01T09:00');
  await page.getByLabel('Name', { exact: true }).fill('Sibusiso Mabena');
  await page.getByRole('button', { name: 'Invite' }).click();
  await page.getByLabel('Staff member').selectOption({ label: 'Lerato Khumalo' });
  await page.getByRole('button', { name: 'Invite' }).click();
  const attendees = page.getByRole('list', { name: 'Attendees' });
  await expect(attendees.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Schedule meeting' }).click();
  await expect(page.getByLabel('Meeting status')).toHaveText('Scheduled');
  await expect(page.getByRole('button', { name: 'Remove Sibusiso Mabena' })).toBeVisible();
  await page.getByLabel('Apology note from Lerato Khumalo').fill('In another meeting until 10:00');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  await page.getByRole('button', { name: 'Start meeting' }).click();
  await expect(page.getByLabel('Meeting status')).toHaveText('Started');
  await expect(page.getByText(/no one can be removed and it cannot be reassigned/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expect(page.getByLabel('Owner *')).toBeDisabled();
  await expect(page.getByLabel('Apology note from Lerato Khumalo')).toHaveValue(
    'In another meeting until 10:00',
  );
  await page.getByRole('button', { name: 'End meeting' }).click();
  await expect(page.getByLabel('Meeting status')).toHaveText('Ended');
  await expect(page.getByText(/this meeting is read-only/)).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(internalId);
  const title = 'Claim review with the member';
  await page.goto('/#/case-management/meetings');
  // The list names the case by its number; choosing the row offers the meeting's and its case's links.
  await chooseOnlyRow(page, 'Meetings', number);
  await expect(page.getByRole('link', { name: /^Open MTG-\d{6}$/ })).toBeVisible();
  await expect(kitGrid(page).locator('td', { hasText: title })).toHaveCount(1);
  await expect(kitGrid(page).locator('td', { hasText: number })).toHaveCount(1);
  await expect(page.getByRole('main')).not.toContainText(internalId);
  await page.getByRole('link', { name: `Open case ${number}` }).click();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('meeting scheduled');
  await expect(history).toContainText('meeting started');
  await expect(history).toContainText('meeting ended');
});

test('in the case detail a note gets a signed reply and a document is attached, both in the audit trail', async ({
  signedInAs,
  baseURL,
  request,
}) => {
  const { id: caseId } = await agentCase(request, baseURL as string, `Note test ${Date.now()}`);
  const page = await signedInAs('agent');
  await page.goto(`/#/case-management/case/${caseId}`);
  await expect(page.getByRole('heading', { name: 'Notes' })).toBeVisible();
  await page.getByRole('button', { name: 'Add note', exact: true }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await page.getByLabel('New note *').fill('Called the member about the rejected claim.');
  await page.getByRole('button', { name: 'Add note', exact: true }).click();
  const notes = page.getByRole('region', { name: 'Notes' });
  await expect(notes.getByText('Called the member about the rejected claim.')).toBeVisible();
  await expect(notes.getByText(/— Naledi Mokoena · /).first()).toBeVisible();
  await notes.getByRole('button', { name: /^Reply to Naledi Mokoena: Called the member/ }).click();
  await page.getByLabel('Reply to Naledi Mokoena *').fill('The hospital account arrived by e-mail.');
  await page.getByRole('button', { name: 'Post reply' }).click();
  const reply = notes.getByRole('listitem', { name: 'Note by Naledi Mokoena' }).first().getByRole('listitem');
  await expect(reply).toContainText('The hospital account arrived by e-mail.');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('note reply');
  const docs = page.getByRole('region', { name: 'Documents' });
  await docs.getByLabel('Attach documents').setInputFiles({
    name: 'statement.pdf',
    mimeType: 'application/pdf',
    buffer: pdfOfSize(1024),
  });
  await expect(docs.getByLabel('Send with the case notification')).toBeChecked();
  await docs.getByRole('button', { name: 'Attach', exact: true }).click();
  const row = docs.getByRole('list', { name: 'Case documents' }).getByRole('listitem').filter({
    hasText: 'statement.pdf',
  });
  await expect(row).toContainText('1 KB · Naledi Mokoena');
  await expect(row).toContainText('sent with the notification');
  await expect(row.getByRole('button', { name: /^Download/ })).toBeVisible();
  await expect(history).toContainText('statement.pdf (sent with the notification)');
});

test('a seeded polling entry is marked Reviewed in the case detail and the trail says so', async ({
  signedInAs,
  baseURL,
  request,
}) => {
  const login = await request.post(`${baseURL}/api/login`, {
    data: { username: 'supervisor', password: demoAccounts.supervisor.password },
  });
  const headers = {
    authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`,
  };
  const page1 = await request.post(`${baseURL}/api/workflow/case/list`, { headers, data: { size: 200 } });
  const rows = ((await page1.json()) as { data: { rows: { id: number }[] } }).data.rows;
  let target: { caseId: number; reference: string } | null = null;
  for (const row of rows) {
    const answer = await request.post(`${baseURL}/api/workflow/case/polling/list`, {
      headers,
      data: { case_id: row.id },
    });
    const entries = ((await answer.json()) as { data: { status: string; reference: string }[] }).data;
    const fresh = entries.find((e) => e.status === 'New');
    if (fresh) {
      target = { caseId: row.id, reference: fresh.reference };
      break;
    }
  }
  if (!target) throw new Error('the seed has no unreviewed polling entry in the supervisor’s tenants');
  const page = await signedInAs('supervisor');
  await page.goto(`/#/case-management/case/${target.caseId}`);
  const polling = page.getByRole('region', { name: 'Polling entries' });
  await chooseOnlyRow(page, 'Polled results', target.reference);
  await polling.getByRole('button', { name: `Mark ${target.reference} reviewed` }).click();
  await expect(polling.getByRole('button', { name: `Mark ${target.reference} reviewed` })).toHaveCount(0);
  await expect(polling).toContainText(`${target.reference}: Reviewed by Pieter van der Merwe`);
  await expect(page.getByRole('region', { name: 'History' })).toContainText('polling reviewed');
});

test('My Calls and the checklists name the case of a record by its number, never by its internal id', async ({
  signedInAs,
  baseURL,
  request,
}) => {
  const { caseNumber, checklist } = await agentCallWithCase(request, baseURL as string, 'Numbers test call');
  const page = await signedInAs('agent');
  await page.goto('/#/telephony/calls');
  await chooseOnlyRow(page, 'My calls', caseNumber);
  await expect(page.getByRole('link', { name: `Open case ${caseNumber}` })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(internalId);

  await page.goto('/#/case-management/checklists');
  await chooseOnlyRow(page, 'Checklists', checklist);
  await expect(kitGrid(page).locator('td', { hasText: caseNumber })).toHaveCount(1);
  await expect(page.getByRole('link', { name: `Open case ${caseNumber}` })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(internalId);
  await page.getByRole('link', { name: /^Open CHK-\d{6}$/ }).click();
  await expect(page.getByText(`For case ${caseNumber}`)).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(internalId);
});
