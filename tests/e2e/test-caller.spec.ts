import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import type { RunningKamailio } from '../../server/telephony/kamailio-process';
import { signIn } from './fixtures';
import type { RunningServer } from './support/server';
import { startTelephonyWorld } from './support/telephony-world';

const sipDomain = 'e2e.test-caller.local';
const agentExtension = '1003'; // the seeded 'agent' (extensions 1001+ in seed order)

type World = { kamailio: RunningKamailio; server: RunningServer };

/** Each test its own Kamailio on a free port and its own service pointing at it (as telephony.spec.ts does). */
const test = base.extend<{ world: World }>({
  world: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const { kamailio, server } = await startTelephonyWorld(sipDomain);
      await provide({ kamailio, server });
      await server.stop();
      await kamailio.stop();
    },
    { timeout: 150_000 },
  ],
});

const badge = (page: Page) => page.getByTestId('agent-state');

const agentReady = async (page: Page, baseURL: string) => {
  await signIn(page, 'agent', { baseURL });
  const toggle = page.getByRole('button', { name: /Phone/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByRole('button', { name: 'Log in to telephony' }).click();
  await expect(badge(page)).toHaveText('Registered, not in queue');
  await page.getByRole('button', { name: 'Log in to queues' }).click();
  await expect(badge(page)).toHaveText('Ready');
};

const serious = (violations: { impact?: string | null; id: string }[]) =>
  violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);

test('a supervisor’s test caller rings the agent, sends DTMF, hangs up; both sides end', async ({
  browser,
  page,
  world,
}) => {
  test.setTimeout(180_000);
  await agentReady(page, world.server.url);

  const supervisorContext = await browser.newContext();
  const supervisor = await supervisorContext.newPage();
  await signIn(supervisor, 'supervisor', { baseURL: world.server.url });
  // From the menu, as a supervisor finds it.
  const main = supervisor.getByRole('navigation', { name: 'Main menu' });
  await main.getByRole('button', { name: 'Telephony', exact: true }).click();
  await supervisor
    .getByRole('navigation', { name: 'Telephony menu' })
    .getByRole('link', { name: 'Test Caller', exact: true })
    .click();
  await expect(supervisor).toHaveURL(/#\/telephony\/test-caller$/);
  const status = supervisor.getByRole('status').filter({ hasText: /connect|ready|call/i });
  await expect(status).toHaveText('Not connected. Connect to place test calls.');
  await supervisor.getByRole('button', { name: 'Connect' }).click();
  await expect(status).toHaveText('Ready to call.');

  // The number is checked before anything is dialled.
  const number = supervisor.getByLabel('Queue number or extension');
  await number.fill('12');
  await supervisor.getByRole('button', { name: 'Call', exact: true }).click();
  await expect(supervisor.getByRole('alert')).toHaveText('Enter 3 to 15 digits');
  await expect(status).toHaveText('Ready to call.');

  // Keyboard first: type the extension and press Enter in the field.
  await number.fill(agentExtension);
  await number.press('Enter');
  await expect(status).toHaveText(new RegExp(`^(Calling|Ringing) ${agentExtension}…$`));

  const banner = page.getByRole('alertdialog', { name: 'Incoming call' });
  await expect(banner).toBeVisible();
  await expect(badge(page)).toHaveText('Ringing');
  await banner.getByRole('button', { name: 'Answer' }).click();
  await expect(badge(page)).toHaveText('On call');
  await expect(status).toHaveText(/^In call with .*1003/);
  await expect(supervisor.getByText(/Call time \d\d:\d\d/)).toBeVisible();

  await supervisor.getByRole('button', { name: 'Digit 1' }).click();
  await supervisor.getByRole('button', { name: 'Digit #' }).focus();
  await supervisor.keyboard.press('Enter');
  await expect(status).toHaveText(/Digits sent: 1#$/);
  // The agent's phone does not show tones; what is visible is that the call stays up on both sides.
  await expect(badge(page)).toHaveText('On call');

  const axe = await new AxeBuilder({ page: supervisor }).analyze();
  expect(serious(axe.violations)).toEqual([]);
  await supervisor.screenshot({ path: '/tmp/test-caller-in-call.png', fullPage: true });

  await supervisor.getByRole('button', { name: 'Hang up' }).click();
  await expect(status).toHaveText(/^Call ended after \d\d:\d\d, answered by .*1003.*Digits sent: 1#\.$/);
  await expect(badge(page)).toHaveText('Wrap-up');
  await expect(supervisor.getByRole('button', { name: 'Digit 1' })).toBeDisabled();
  await supervisorContext.close();
});

test('the agent profile has no Test Caller entry and its address says it is not available', async ({
  page,
  world,
}) => {
  await signIn(page, 'agent', { baseURL: world.server.url });
  const main = page.getByRole('navigation', { name: 'Main menu' });
  await expect(main.getByRole('button', { name: 'Telephony', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Test Caller' })).toHaveCount(0);
  await page.goto(`${world.server.url}/#/telephony/test-caller`);
  const region = page.getByRole('region', { name: 'Not available for your profile' });
  await expect(region).toBeVisible();
  await expect(region).toContainText('the Agent profile');
  await expect(page.getByRole('button', { name: 'Connect' })).toHaveCount(0);
});

test('with no SIP server the test caller says so, and what to do', async ({ page, world }) => {
  await world.kamailio.stop();
  await signIn(page, 'supervisor', { baseURL: world.server.url });
  await page.goto(`${world.server.url}/#/telephony/test-caller`);
  await page.getByRole('button', { name: 'Connect' }).click();
  const status = page.getByRole('status').filter({ hasText: /Test caller/ });
  await expect(status).toHaveText(
    `Test caller unavailable: No SIP server at ${world.kamailio.wsUrl}. Check that the SIP server runs, then connect again.`,
  );
  await expect(page.getByRole('button', { name: 'Connect again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Call', exact: true })).toBeDisabled();
});
