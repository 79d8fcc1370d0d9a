import { expect, type Locator, type Page } from '@playwright/test';
import { signIn, type DemoAccount } from '../fixtures';

export const badge = (page: Page) => page.getByTestId('agent-state');

/** Opens the dock's phone panel unless it is open already. */
export const openPhone = async (page: Page) => {
  const toggle = page.getByRole('button', { name: /Phone/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
};

/** Signs in, logs in to telephony and to the queues: the agent is Ready to take calls. */
export const readyAgent = async (page: Page, account: DemoAccount, baseURL: string) => {
  await signIn(page, account, { baseURL });
  await readyPhone(page);
};

/** A signed-in agent logs in to telephony and to the queues: Ready to take calls. */
export const readyPhone = async (page: Page) => {
  await openPhone(page);
  await page.getByRole('button', { name: 'Log in to telephony' }).click();
  await expect(badge(page)).toHaveText(/Registered, not in queue|Ready/);
  const join = page.getByRole('button', { name: 'Log in to queues' });
  if (await join.isVisible()) await join.click();
  await expect(badge(page)).toHaveText('Ready');
};

/** A supervisor's test caller, connected and ready to dial (#/telephony/test-caller). */
export const testCaller = async (page: Page, baseURL: string) => {
  await signIn(page, 'supervisor', { baseURL });
  await page.goto(`${baseURL}/#/telephony/test-caller`);
  const status = page.getByRole('status').filter({ hasText: /connect|ready|call/i });
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(status).toHaveText('Ready to call.');
  return {
    page,
    status,
    hangup: () => page.getByRole('button', { name: 'Hang up' }).click(),
    dial: async (number: string) => {
      await page.getByLabel('Queue number or extension').fill(number);
      await page.getByRole('button', { name: 'Call', exact: true }).click();
    },
  };
};

/** The call-to-case flow's classification step, by keyboard: Medical Aid, Claims, Continue. */
export const classifyMedicalClaims = async (flow: Locator) => {
  const classification = flow.getByRole('form', { name: 'Classification' });
  const service = classification.getByRole('combobox', { name: 'Service', exact: true });
  await service.fill('Medical Aid');
  await service.press('Enter');
  const category = classification.getByRole('combobox', { name: 'Category', exact: true });
  await category.fill('Claims');
  await category.press('Enter');
  await classification.getByRole('button', { name: 'Continue' }).click();
};
