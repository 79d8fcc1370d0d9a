import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const tree = (page: Page) => page.getByRole('region', { name: 'Product tree' });
const reveal = async (page: Page, text: string) => {
  await tree(page).getByPlaceholder('Search within Hierarchy').fill(text);
  await expect(tree(page).getByRole('treeitem', { name: text })).toBeVisible();
};

test.describe('Products and offerings', () => {
  test('the catalogue tree, and removing a product after confirming', async ({ signedInAs }) => {
    const page = await signedInAs('admin');
    await page.goto('/#/offerings/offerings');
    await expect(tree(page).getByRole('treeitem', { name: 'Medical schemes' })).toBeVisible();
    await reveal(page, 'Turnberry Gap Cover');
    await tree(page).getByRole('treeitem', { name: 'Turnberry Gap Cover' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Remove Product' }).click();
    await page
      .getByRole('dialog', { name: 'Remove product' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(tree(page).getByRole('treeitem', { name: 'Turnberry Gap Cover' })).toHaveCount(0);
    await page.reload();
    await tree(page).getByPlaceholder('Search within Hierarchy').fill('Turnberry Gap Cover');
    await expect(tree(page).getByText(/0 nodes shown|There are no items/)).toBeVisible();
  });

  test('a role whose map gives 0 for Remove Product House has no such item', async ({ signedInAs }) => {
    const page = await signedInAs('agent');
    await page.goto('/#/offerings/offerings');
    await reveal(page, 'Bonitas');
    await tree(page).getByRole('treeitem', { name: 'Bonitas', exact: true }).click({ button: 'right' });
    await expect(page.getByRole('menuitem', { name: 'No actions' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Remove Product House' })).toHaveCount(0);
  });
});
