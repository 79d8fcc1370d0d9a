import { expect, test } from './fixtures';
import { chooseOnlyRow, kitGrid } from './support/kit-grid';

test('an administrator sees a lock made by failed sign-ins, lifts it, and it is gone', async ({
  signedInAs,
  baseURL,
  request,
}) => {
  // A name of its own, so no other test's sign-ins share this lock.
  const name = `locked.${Date.now()}`;
  for (let n = 0; n < 5; n += 1) {
    const answer = await request.post(`${baseURL}/api/login`, {
      data: { username: name, password: 'Wrong@2026' },
    });
    expect((await answer.json()).errCode).toBe(n < 4 ? 2 : 5);
  }
  const page = await signedInAs('admin');
  await page.goto('/#/system/sign-in-locks');
  await expect(page).toHaveURL(/#\/system\/sign-in-locks$/);
  const locks = page.getByRole('region', { name: 'Sign-in locks', exact: true });
  await chooseOnlyRow(page, 'Sign-in locks', name);
  const row = kitGrid(locks).locator('tbody tr');
  await expect(row).toContainText('Account from this address');
  await expect(row).toContainText('5');
  await page
    .getByRole('button', { name: new RegExp(`^Lift the lock on ${name.replace('.', '\\.')}`) })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Lift this sign-in lock?' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Lift lock' }).click();
  await expect(page.getByText(`Sign-in lock lifted: ${name} from`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
