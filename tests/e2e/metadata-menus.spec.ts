import { expect, signIn, test, type DemoAccount } from './fixtures';
import { watchCalls } from './support/menu-walk';

// Issue 41: a supervisor's eight Metadata links led to screens of which five said "There are no records" (the
// demo set lived only in the group tenant, outside the region's scope). A profile sees only what it may use, and
// what it may use has records.
for (const account of ['admin', 'supervisor'] as const satisfies DemoAccount[]) {
  test(`every Metadata link in the ${account}'s menu leads to a screen with records`, async ({ page }) => {
    await signIn(page, account);
    const links = page.getByRole('navigation').locator('a[href*="/ls-metadata/"]');
    await expect(links.first()).toBeAttached();
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs).toHaveLength(8);
    const watch = watchCalls(page);
    for (const href of hrefs) {
      await page.goto(`/${href}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await watch.settled();
      await expect(page.getByText('There are no records.'), href).toHaveCount(0);
      await expect(page.getByText(/^0–0 of 0$/), href).toHaveCount(0);
    }
  });
}

test("the agent's menu offers no Metadata link", async ({ page }) => {
  await signIn(page, 'agent');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('navigation').locator('a[href*="/ls-metadata/"]')).toHaveCount(0);
});
