import { expect, type Page } from '@playwright/test';
import { type DemoAccount } from './fixtures';
import { badge, openPhone, readyAgent, testCaller } from './support/softphone';
import { telephonyTest } from './support/telephony-world';
import { axeOf } from './support/axe';

const sipDomain = 'e2e.transfer.local';
// Staff get 1001, 1002, … in the seed's order: admin, supervisor, agent.
const firstAgent = { account: 'agent' as DemoAccount, extension: '1003' };
const secondAgent = { account: 'admin' as DemoAccount, extension: '1001' };

const test = telephonyTest(sipDomain, { embedded: true });

const panel = (page: Page) => page.locator('[data-softphone-panel]');

const serious = (violations: { impact?: string | null; id: string }[]) =>
  violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);

test('warm transfer: the caller ends up with agent 2, agent 1 does after-call work that needs a code', async ({
  browser,
  world,
}) => {
  test.setTimeout(240_000);
  const contexts = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()]);
  try {
    const [one, two, caller] = await Promise.all(contexts.map((c) => c.newPage()));
    if (!one || !two || !caller) throw new Error('pages did not open');
    await readyAgent(one, firstAgent.account, world.server.url);
    await readyAgent(two, secondAgent.account, world.server.url);

    const { status, dial } = await testCaller(caller, world.server.url);
    await dial(firstAgent.extension);

    await one
      .getByRole('alertdialog', { name: 'Incoming call' })
      .getByRole('button', { name: 'Answer' })
      .click();
    await expect(badge(one)).toHaveText('On call');
    // Answering opened the case form and folded the dock: transfer is in the phone's panel, one click away.
    await expect(one).toHaveURL(/#\/telephony\/call$/);
    await openPhone(one);

    // Agent 1 consults agent 2 while the caller waits on hold.
    await panel(one).getByRole('button', { name: 'Transfer' }).click();
    const transfer = panel(one).getByRole('form', { name: 'Transfer' });
    // A pick from the colleagues with an extension (/telephony/details/all_user) fills the target.
    await transfer.getByLabel('Or pick a colleague').selectOption(secondAgent.extension);
    await expect(transfer.getByLabel(/Transfer to/)).toHaveValue(secondAgent.extension);
    await transfer.getByRole('button', { name: 'Consult first' }).click();
    await expect(badge(one)).toHaveText('On hold');
    const complete = panel(one).getByRole('button', { name: 'Complete transfer' });
    await expect(complete).toBeDisabled();

    await two
      .getByRole('alertdialog', { name: 'Incoming call' })
      .getByRole('button', { name: 'Answer' })
      .click();
    await expect(badge(two)).toHaveText('On call');
    await expect(complete).toBeEnabled();
    const axe = await axeOf(one).include('[data-softphone-panel]').analyze();
    expect(serious(axe.violations)).toEqual([]);
    await complete.click();

    // The caller now talks to agent 2; agent 1 is in after-call work.
    await expect(badge(one)).toHaveText('Wrap-up');
    await expect(status).toHaveText(new RegExp(`^In call with .*${secondAgent.extension}`));
    await expect(badge(two)).toHaveText('On call');

    const wrapUp = panel(one).getByRole('form', { name: 'Wrap-up' });
    await wrapUp.getByRole('button', { name: 'Save disposition' }).click();
    await expect(wrapUp.getByRole('alert')).toHaveText('This field is required');
    await expect(badge(one)).toHaveText('Wrap-up');
    await wrapUp.getByLabel('Disposition *').selectOption({ label: 'Query resolved on the call' });
    await wrapUp.getByRole('button', { name: 'Save disposition' }).click();
    await expect(badge(one)).toHaveText('Ready');

    await caller.getByRole('button', { name: 'Hang up' }).click();
    await expect(badge(two)).toHaveText('Wrap-up');
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});
