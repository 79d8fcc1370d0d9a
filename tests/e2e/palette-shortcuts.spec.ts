import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { agentCase } from './support/agent-case';
import { axeOf } from './support/axe';

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const combobox = (page: Page) => palette(page).getByRole('combobox');

async function openPalette(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(combobox(page)).toBeFocused();
}

/** The names the palette's "Go to" group offers for an empty term (of one sidebar group when `area` is given). */
async function offeredScreens(page: Page, area?: string) {
  await openPalette(page);
  const names = await palette(page)
    .getByRole('group', { name: 'Go to' })
    .getByRole('option')
    .evaluateAll(
      (els, only) =>
        els
          .filter((el) => !only || el.lastElementChild?.textContent === only)
          .map((el) => el.firstElementChild?.textContent ?? ''),
      area,
    );
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  return names;
}

test('the palette finds a case by its number and Enter opens it', async ({ page, baseURL, request }) => {
  const made = await agentCase(
    request,
    baseURL as string,
    'Palette search: member asks for a tax certificate',
  );
  await signIn(page, 'agent', { baseURL: baseURL as string });
  await openPalette(page);
  await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
  await combobox(page).fill(made.number);
  const hit = palette(page)
    .getByRole('group', { name: 'Cases' })
    .getByRole('option', { name: new RegExp(made.number) })
    .first();
  await expect(hit).toBeVisible();
  // The first option is active and named by aria-activedescendant, as a screen reader follows it.
  const activeId = await combobox(page).getAttribute('aria-activedescendant');
  await expect(page.locator(`[id="${activeId}"]`)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(`[id="${activeId}"]`)).toContainText(made.number);
  const axe = await axeOf(page).include('[role="dialog"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/case-management/case/${made.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(made.number);
});

test('the palette offers only screens the profile can open', async ({ page, baseURL, browser }) => {
  const admin = await browser.newPage();
  await signIn(admin, 'admin', { baseURL: baseURL as string });
  const forAdmin = await offeredScreens(admin);
  expect(forAdmin).toContain('Sign-in Locks');
  expect(forAdmin).toContain('Create Workgroup');
  await admin.close();

  await signIn(page, 'agent', { baseURL: baseURL as string });
  const forAgent = await offeredScreens(page);
  expect(forAgent).toContain('Case Management');
  expect(forAgent).toContain('Task Tracker');
  // Administration the agent's profile does not hold: neither in the sidebar nor in the palette.
  for (const name of ['Sign-in Locks', 'Create Workgroup', 'Manage Workgroup Users'])
    expect(forAgent).not.toContain(name);
  const sidebar = page.getByRole('navigation', { name: 'Main menu' });
  await expect(sidebar.getByText('Workgroups', { exact: true })).toHaveCount(0);
  // One group entry for entry: the palette offers exactly what the sidebar's Other list shows this profile.
  await sidebar.getByRole('button', { name: 'Other' }).click();
  const child = page.getByRole('navigation', { name: 'Other menu' });
  const listed = await child.getByRole('link').allInnerTexts();
  expect(listed.length).toBeGreaterThan(0);
  expect(await offeredScreens(page, 'Other')).toEqual(listed.map((t) => t.trim()));

  // The arrows move the active option (aria-activedescendant) with focus kept in the text field; Enter runs it.
  await openPalette(page);
  await combobox(page).fill('task');
  const active = () =>
    combobox(page).evaluate(
      (el) => document.getElementById(el.getAttribute('aria-activedescendant') ?? '')?.textContent,
    );
  await expect.poll(active).toContain('Task Tracker');
  await page.keyboard.press('ArrowDown');
  await expect.poll(active).toContain('Task Admin');
  await page.keyboard.press('ArrowUp');
  await expect.poll(active).toContain('Task Tracker');
  await page.keyboard.press('ArrowDown');
  await expect.poll(active).toContain('Task Admin');
  await expect(combobox(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/task\/task-admin$/);
  await expect(palette(page)).toBeHidden();
});

test('? shows the shortcut sheet; g then d goes to the desk; j and Enter open a case', async ({
  page,
  baseURL,
  request,
}) => {
  const made = await agentCase(request, baseURL as string, 'Shortcut walk: newest case on the desk');
  await signIn(page, 'agent', { baseURL: baseURL as string });
  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('row', { name: /Next row/ })).toContainText('j');
  await expect(sheet.getByRole('row', { name: /Go to the case desk/ })).toContainText('g then d');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  await page.keyboard.press('g');
  await page.keyboard.press('d');
  await expect(page).toHaveURL(/#\/case-management\/case-management$/);
  const grid = page.locator('canvas[data-testid="data-grid-canvas"]');
  await expect(grid).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search My cases' });
  // / jumps to the list's search box; typing there is words, not shortcuts.
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await page.keyboard.type(made.number);
  await expect(search).toHaveValue(made.number);
  await expect(grid.locator('tbody tr')).toHaveCount(1);
  await page.getByRole('heading', { name: 'Case Management' }).click();
  await page.keyboard.press('j');
  await expect(page.getByRole('status').filter({ hasText: made.number })).toHaveCount(1);
  // x puts the row under the cursor into the side panel and takes it out again.
  const panel = page.getByRole('dialog', { name: new RegExp(made.number) });
  await page.keyboard.press('x');
  await expect(panel).toBeVisible();
  await page.keyboard.press('x');
  await expect(panel).toBeHidden();
  await page.getByRole('heading', { name: 'Case Management' }).click();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/case-management/case/${made.id}$`));
});

test('on a case page n, a and Shift+C open the note, assign and close dialogs, and the palette offers the same actions', async ({
  page,
  baseURL,
  request,
}) => {
  const made = await agentCase(request, baseURL as string, 'Record keys: member wants a call back');
  await signIn(page, 'agent', { baseURL: baseURL as string });
  await page.goto(`${baseURL as string}/#/case-management/case/${made.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(made.number);
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('n');
  const note = page.getByRole('dialog', { name: `Add a note to ${made.number}` });
  await expect(note).toBeVisible();
  // Typing a note is words: n, a and c typed there open nothing else.
  await note.getByLabel('Note').pressSequentially('can call');
  await expect(note.getByLabel('Note')).toHaveValue('can call');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(note).toBeHidden();
  await page.keyboard.press('a');
  await expect(page.getByRole('dialog', { name: `Assign ${made.number}` })).toBeVisible();
  await page.keyboard.press('Escape');
  // c is a new case on the desks: on a case page it opens nothing. Her own case: the agent closes it without the
  // close key (17__17002 is 0 for her), so Shift+C and the palette offer it.
  await page.keyboard.press('c');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.keyboard.press('Shift+C');
  await expect(page.getByRole('dialog', { name: `Close ${made.number}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await openPalette(page);
  const actions = palette(page).getByRole('group', { name: `Actions on ${made.number}` });
  await expect(actions.getByRole('option', { name: 'Add note…' })).toBeVisible();
  await expect(actions.getByRole('option', { name: 'Close…' })).toBeVisible();
  await combobox(page).fill('assign');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: `Assign ${made.number}` })).toBeVisible();
});

test('a saved view is offered in the palette and opens its list on the view', async ({
  page,
  baseURL,
  request,
}) => {
  const login = await request.post(`${baseURL as string}/api/login`, {
    data: { username: 'agent', password: 'Console@2026' },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const name = `Palette overdue ${Date.now()}`;
  const saved = await request.post(`${baseURL as string}/api/views/save`, {
    headers: { authorization: `Bearer ${token}` },
    data: { list: 'case', name, state: { filters: { sla: 'overdue' }, sort: null, columns: {} } },
  });
  const view = ((await saved.json()) as { errCode: number; data: { id: number } }).data;
  await signIn(page, 'agent', { baseURL: baseURL as string });
  await openPalette(page);
  await combobox(page).fill(name);
  const option = palette(page)
    .getByRole('group', { name: 'Saved views' })
    .getByRole('option', { name: `${name} (Cases)` });
  await expect(option).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/case-management/case-management\\?.*view=${view.id}`));
  await expect(page.getByLabel('SLA')).toHaveValue('overdue');
});
