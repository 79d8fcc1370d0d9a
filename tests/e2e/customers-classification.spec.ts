import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const tree = (page: Page) => page.getByRole('region', { name: 'Case classification tree' });
const serviceOptions = (page: Page) =>
  page
    .getByRole('group', { name: /Case screens' classification/ })
    .getByLabel('Service')
    .locator('option');

test.describe('Classification administration', () => {
  test('add, rename and drag a value to the top; the case classification dropdowns pick it up', async ({
    signedInAs,
  }) => {
    const page = await signedInAs('admin');
    const suffix = Date.now().toString(36).slice(-5);
    await page.goto('/#/classification/class/-1');
    await expect(tree(page).getByRole('treeitem', { name: 'Medical Aid' })).toBeVisible();

    await page.getByRole('button', { name: 'Add Service' }).click();
    const add = page.getByRole('form', { name: 'New value' });
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add.getByText('This field is required')).toBeVisible();
    await add.getByLabel('Name').fill(`Walk-in ${suffix}`);
    await add.getByRole('button', { name: 'Add' }).click();
    const created = tree(page).getByRole('treeitem', { name: `Walk-in ${suffix}` });
    await expect(created).toBeVisible();
    await expect(serviceOptions(page).last()).toHaveText(`Walk-in ${suffix}`);

    await created.click();
    const rename = page.getByRole('form', { name: 'Rename value' });
    await rename.getByLabel('Name').fill(`Front Desk ${suffix}`);
    await rename.getByRole('button', { name: 'Rename' }).click();
    const renamed = tree(page).getByRole('treeitem', { name: `Front Desk ${suffix}` });
    await expect(renamed).toBeVisible();
    await expect(serviceOptions(page).last()).toHaveText(`Front Desk ${suffix}`);

    // Drag the new Service above the first one; only siblings can be reordered.
    // Collapsed, every Service row is on screen (the tree is virtualised: rows out of view are not rendered).
    await tree(page).getByRole('button', { name: 'Collapse all' }).click();
    await expect(tree(page).getByRole('treeitem')).toHaveCount(6);
    await renamed.dragTo(tree(page).getByRole('treeitem', { name: 'Medical Aid' }), {
      targetPosition: { x: 60, y: 2 },
    });
    await expect(tree(page).getByRole('treeitem').first()).toHaveText(`Front Desk ${suffix}`);
    // The option after "Select Service" is the moved value, once the refreshed cache reaches the dropdowns.
    await expect(serviceOptions(page).nth(1)).toHaveText(`Front Desk ${suffix}`);
    await page.reload();
    await expect(tree(page).getByRole('treeitem').first()).toHaveText(`Front Desk ${suffix}`);

    // Leave the seeded order as it was for other tests: remove the value again.
    await tree(page)
      .getByRole('treeitem', { name: `Front Desk ${suffix}` })
      .click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Remove Classification' }).click();
    await page
      .getByRole('dialog', { name: 'Remove classification' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(tree(page).getByRole('treeitem', { name: `Front Desk ${suffix}` })).toHaveCount(0);
    await expect(serviceOptions(page).nth(1)).toHaveText('Medical Aid');
  });

  test('values inherited from the group cannot be changed from a child tenant', async ({ signedInAs }) => {
    const page = await signedInAs('supervisor');
    await page.goto('/#/classification/class/-1');
    await tree(page).getByRole('treeitem', { name: 'Medical Aid' }).click();
    await expect(
      page.getByText('Medical Aid is inherited from a parent tenant and is changed there.'),
    ).toBeVisible();
    await tree(page).getByRole('treeitem', { name: 'Medical Aid' }).click({ button: 'right' });
    await expect(page.getByRole('menuitem', { name: 'No actions' })).toBeVisible();
  });

  test('an agent reads the classification and is offered no way to add, rename or remove', async ({
    signedInAs,
  }) => {
    const page = await signedInAs('agent');
    await page.goto('/#/classification/class/-1');
    const medicalAid = tree(page).getByRole('treeitem', { name: 'Medical Aid' });
    await expect(medicalAid).toBeVisible();
    // A Service added here would show on every desk: adding one is classification administration.
    await expect(page.getByRole('button', { name: /^Add/ })).toHaveCount(0);
    await medicalAid.click();
    await expect(page.getByText('Your profile may read the classification but not change it.')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Rename value' })).toHaveCount(0);
    await medicalAid.click({ button: 'right' });
    await expect(page.getByRole('menuitem', { name: 'No actions' })).toBeVisible();
  });
});
