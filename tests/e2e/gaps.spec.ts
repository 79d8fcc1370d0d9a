import type { APIRequestContext, Page, Request } from '@playwright/test';
import { pdfBytes, pngBytes, textBytes, toDataUrl } from '../fixtures/upload-files';
import { agentCase } from './support/agent-case';
import { demoAccounts, expect, signIn, test } from './fixtures';

/** The bearer token the console sends, read off its requests. */
const watchToken = (page: Page) => {
  const seen = { token: '' };
  page.on('request', (r) => {
    const header = r.headers()['authorization'];
    if (header?.startsWith('Bearer ')) seen.token = header.slice(7);
  });
  return seen;
};

test.describe('§8: a screen whose code fails to load', () => {
  test('shows an alert with Reload instead of a blank area, and Reload brings the screen', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    // The FSP register's chunk fails, as after a dropped connection or a release that replaced the file.
    await page.route('**/assets/fsp-list-page-*.js', (route) => route.abort());
    await page.goto('/#/fsp/fsp-list');
    const alert = page.getByRole('alert').filter({ hasText: 'This screen could not be loaded' });
    await expect(alert).toBeVisible();
    // The frame stays: the header and menu are still there to leave by.
    await expect(page.getByRole('banner')).toContainText(demoAccounts.admin.fullName);
    await page.unroute('**/assets/fsp-list-page-*.js');
    const reload = alert.getByRole('button', { name: 'Reload' });
    await reload.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Financial Service Providers' })).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
});

test.describe('§8: quiet calls still obey errCode 96', () => {
  test('a tree load met with an invalid session removes the token and lands on sign-in', async ({
    page,
    request,
  }) => {
    const seen = watchToken(page);
    // Calls of the service still unanswered: the home page's pollers never leave the network idle for long.
    const open = new Set<Request>();
    page.on('request', (r) => void (r.url().includes('/api/') && open.add(r)));
    page.on('requestfinished', (r) => void open.delete(r));
    page.on('requestfailed', (r) => void open.delete(r));
    // The push channel would hear of the revocation first: it stays closed in this test (it retries quietly).
    await page.route('**/api/workflow/events**', (route) => route.abort());
    await signIn(page, 'agent');
    // From here only the tree load reaches the service: every other call fails in transit, which never signs
    // anyone out, so it is the quiet tree load's 96 that must take the console to sign-in.
    const treeCodes: number[] = [];
    await page.route('**/api/**', async (route) => {
      if (!route.request().url().includes('/get_tree_biz')) return route.abort();
      const answer = await route.fetch();
      treeCodes.push(((await answer.json()) as { errCode: number }).errCode);
      return route.fulfill({ response: answer });
    });
    // Calls sent before that route must not come back with the 96 first: wait until each has answered.
    await expect.poll(() => open.size).toBe(0);
    const revoked = await request.post('/api/logout', {
      headers: { Authorization: `Bearer ${seen.token}` },
      data: {},
    });
    expect((await revoked.json()).errCode).toBe(0);
    await page.goto('/#/busorg/bus-home/div');
    await expect(page).toHaveURL(/#\/sessions\/signin/);
    expect(treeCodes[0]).toBe(96);
    expect(await page.evaluate(() => localStorage.getItem('wh_token'))).toBeNull();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('a reload while the service is unreachable says so on the sign-in page', async ({ page }) => {
    await signIn(page, 'agent');
    await page.route('**/api/**', (route) => route.abort());
    await page.reload();
    await expect(page).toHaveURL(/#\/sessions\/signin/);
    await expect(page.getByRole('alert').filter({ hasText: 'Some Internal Error Occurred' })).toBeVisible();
  });
});

test.describe('§5: a searched table with no match', () => {
  test('says no match for search text, and no records without it', async ({ signedInAs }) => {
    const page = await signedInAs('admin');
    await page.goto('/#/fsp/fsp-list');
    const table = page.getByRole('region', { name: 'FSP register' });
    await expect(table.getByText(/^\d+–\d+ of \d+$/)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search the FSP register' }).fill('Zzyzx Nonexistent Brokers');
    await expect(
      table.getByText('No records matched for entered search criteria. Please try a new search.'),
    ).toBeVisible();
    await expect(table.getByText('There are no records.')).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search the FSP register' }).fill('');
    await expect(table.getByText('No records matched', { exact: false })).toHaveCount(0);
  });
});

/** Attaches documents to a case through the service, as the agent. */
async function attach(request: APIRequestContext, baseURL: string, caseId: number) {
  const login = await request.post(`${baseURL}/api/login`, {
    data: { username: 'agent', password: demoAccounts.agent.password },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const answer = await request.post(`${baseURL}/api/workflow/case/document/add`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      case_id: caseId,
      send_with_notification: false,
      documents: [
        { document_name: 'hospital-account.pdf', document_data: toDataUrl(pdfBytes, 'application/pdf') },
        { document_name: 'x-ray.png', document_data: toDataUrl(pngBytes, 'image/png') },
        { document_name: 'member-list.csv', document_data: toDataUrl(textBytes, 'text/csv') },
      ],
    },
  });
  expect((await answer.json()).errCode).toBe(0);
}

test.describe('§9: case documents', () => {
  test('open a pdf in the viewer, see an image’s thumbnail, download a csv and remove a document', async ({
    signedInAs,
    request,
    baseURL,
  }) => {
    const made = await agentCase(request, baseURL as string, `Documents ${Date.now()}`);
    await attach(request, baseURL as string, made.id);
    const page = await signedInAs('agent');
    await page.goto(`/#/case-management/case/${made.id}`);
    const list = page.getByRole('list', { name: 'Case documents' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    // The image has a thumbnail drawn from its content.
    const thumb = list.getByRole('listitem').filter({ hasText: 'x-ray.png' }).locator('img');
    await expect(thumb).toBeVisible();
    expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await list.getByRole('button', { name: 'Open hospital-account.pdf' }).click();
    const viewer = page.getByRole('dialog', { name: 'hospital-account.pdf' });
    await expect(viewer.locator('iframe[title="hospital-account.pdf"]')).toBeVisible();
    await expect(viewer.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute('target', '_blank');
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);

    const download = page.waitForEvent('download');
    await list.getByRole('button', { name: 'Download member-list.csv' }).first().click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('member-list.csv');
    const stream = await saved.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe(textBytes.toString());

    await list.getByRole('button', { name: 'Remove hospital-account.pdf' }).click();
    await expect(list.getByText('Are you sure you want to remove this document ?')).toBeVisible();
    await list.getByRole('button', { name: 'Yes' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByText('hospital-account.pdf')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Case documents' }).getByRole('listitem')).toHaveCount(2);
  });
});

test.describe('§5: uniqueEmail', () => {
  test('a new contact cannot take an address a colleague already has; a free one saves', async ({
    signedInAs,
  }) => {
    const page = await signedInAs('admin');
    await page.goto('/#/busorg/bus-home/site');
    const tree = page.getByRole('region', { name: /tree$/ }).first();
    await tree.getByPlaceholder('Search within Hierarchy').fill('Hatfield Head Office');
    await tree
      .getByRole('treeitem', { name: /Hatfield Head Office/ })
      .first()
      .click({ button: 'right' });
    await page.getByRole('menu').getByRole('menuitem', { name: 'Add Contact' }).click();
    const contact = page.getByRole('form', { name: 'Contact information' });
    await contact.getByLabel('First name').fill('Refilwe');
    await contact.getByLabel('Last name').fill('Maseko');
    // The agent's own address: a user of the administrator's tenants.
    await contact.getByLabel('E-mail').fill('naledi.mokoena@ubuntubenefits.co.za');
    await contact.getByRole('button', { name: 'Save' }).click();
    await expect(
      contact.getByText('This e-mail address is already used by another user, contact or employee').first(),
    ).toBeVisible();
    await contact.getByLabel('E-mail').fill(`refilwe.maseko.${Date.now()}@jacarandalogistics.co.za`);
    await contact.getByRole('button', { name: 'Save' }).click();
    await expect(tree.getByRole('treeitem', { name: /Refilwe Maseko/ }).first()).toBeVisible();
  });
});
