import { expect, signIn, test } from './fixtures';

const metadataLinks = [
  ['Search Graph', '/ls-metadata/search-graph'],
  ['Message Type', '/ls-metadata/message-type'],
  ['JSON Transform', '/ls-metadata/json-transform'],
  ['Search Index Mapping', '/ls-metadata/search-idx'],
  ['Query', '/ls-metadata/query'],
  ['Search Index Attribute', '/ls-metadata/manage-search-index-attributes'],
  ['Message History', '/ls-metadata/message-history'],
  ['Load GUID', '/ls-metadata/load-guid'],
];

test.describe('admin layout', () => {
  test('the sidebar is open at 1280 px, closed at 375 px, and the toggle cycles', async ({ page }) => {
    await signIn(page, 'admin');
    const sidebar = page.getByRole('navigation', { name: 'Main menu' });
    const toggle = page.getByRole('button', { name: 'Toggle menu' });
    await expect(sidebar).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar).toBeHidden();
    await toggle.click();
    await expect(sidebar).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Only main open → close main; both closed → open main.
    await toggle.click();
    await expect(sidebar).toBeHidden();
    await toggle.click();
    await expect(sidebar).toBeVisible();
  });

  test('the metadata menu has its eight links in order, and the active item follows the address', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const links = menu.locator('a[href*="/ls-metadata/"]');
    await expect(links).toHaveCount(8);
    const seen = await links.evaluateAll((as) =>
      as.map((a) => [a.textContent?.trim() ?? '', (a.getAttribute('href') ?? '').replace(/^.*#/, '')]),
    );
    expect(seen).toEqual(metadataLinks);
    await links.nth(4).click();
    await expect(page).toHaveURL(/#\/ls-metadata\/query$/);
    await expect(menu.locator('a[aria-current="page"]')).toHaveText('Query');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
  });

  test('the footer shows © and the current year; the dashboard shows user, tenant, profile and live counts', async ({
    page,
  }) => {
    await signIn(page, 'agent');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
    const main = page.getByRole('main');
    await expect(main).toContainText('Naledi Mokoena');
    await expect(main).toContainText('Agent');
    await expect(main).toContainText(/Pretoria Office|Johannesburg Office/);
    // An agent's home is their own work (issue 18); the system counts are the administrator's (home.spec.ts).
    await expect(main.getByRole('heading', { name: 'My work' })).toBeVisible();
    await expect(main.getByRole('link', { name: /Overdue cases/ })).toBeVisible();
  });

  test('the console page is served with a CSP and hardening headers', async ({ request }) => {
    const answer = await request.get('/');
    const headers = answer.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
  });

  test('the home and the case desk run under that CSP without a violation', async ({ page }) => {
    // A violation is reported even when the script catches what the browser refused (zod's eval probe did).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
      );
    });
    const violations = () =>
      page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    await signIn(page, 'admin');
    await expect(page.getByRole('main')).toContainText('Staff with access');
    expect(await violations()).toEqual([]);
    // Loaded afresh (a new document), as a link opened in a new tab would be.
    await page.goto('/#/case-management/case-management');
    await page.reload();
    await expect(page.getByRole('tab', { name: /My cases/ }).first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
