import { test as base, expect, type Page } from '@playwright/test';
import type { RunningKamailio } from '../../server/telephony/kamailio-process';
import { signIn } from './fixtures';
import type { RunningServer } from './support/server';
import { testCaller } from './support/softphone';
import { startTelephonyWorld } from './support/telephony-world';
import { axeOf } from './support/axe';

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
  // What may be dialled shows before connecting (issue 41: only after Connect).
  const pick = supervisor.getByLabel('Pick an agent');
  await expect(pick.getByRole('option', { name: new RegExp(`\\(${agentExtension}\\)`) })).toHaveCount(1);
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

  const axe = await axeOf(supervisor).analyze();
  expect(serious(axe.violations)).toEqual([]);
  await supervisor.screenshot({ path: '/tmp/test-caller-in-call.png', fullPage: true });

  await supervisor.getByRole('button', { name: 'Hang up' }).click();
  await expect(status).toHaveText(/^Call ended after \d\d:\d\d, answered by .*1003.*Digits sent: 1#\.$/);
  await expect(badge(page)).toHaveText('Wrap-up');
  await expect(supervisor.getByRole('button', { name: 'Digit 1' })).toBeDisabled();
  await supervisorContext.close();
});

test('the test caller rings the agent: Answer opens the flow, and a classified case owned by the agent, for the calling customer, exists within 8 clicks and 15 s', async ({
  browser,
  page,
  world,
}) => {
  test.setTimeout(120_000);
  await agentReady(page, world.server.url);
  const supervisorContext = await browser.newContext();
  const caller = await testCaller(await supervisorContext.newPage(), world.server.url);
  await expect(caller.page.getByText('Calls come from 082 555 1001')).toBeVisible();
  await caller.dial(agentExtension);

  const banner = page.getByRole('alertdialog', { name: 'Incoming call' });
  await expect(banner).toBeVisible();
  // From the ring: every pointer press the agent makes counts as a click (keys do not).
  const rang = Date.now();
  await page.evaluate(() => {
    const w = window as unknown as { clicks: number };
    w.clicks = 0;
    document.addEventListener('pointerdown', (e) => e.isTrusted && (w.clicks += 1), true);
  });
  // The seeded customer's number: the lookup names the contact and their employer.
  const identity = banner.getByTestId('caller-identity');
  await expect(identity).toHaveText(/^.+, Jacaranda Logistics \(Pty\) Ltd$/);
  const contact = ((await identity.textContent()) ?? '').split(', ')[0];
  await banner.getByRole('button', { name: 'Answer' }).click();

  // Answer opened the flow, with the caller's history beside it; the dock folded into the header's call bar.
  await expect(page).toHaveURL(/#\/telephony\/call$/);
  const flow = page.getByRole('region', { name: /Call to case/ });
  await expect(flow.getByRole('region', { name: `Recent interactions with ${contact}` })).toBeVisible();
  const bar = page.getByRole('group', { name: 'Call in progress' });
  await expect(bar).toContainText(contact);
  await expect(bar.getByRole('button', { name: 'Hang up' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Softphone' })).toBeHidden();
  await flow.getByRole('form', { name: 'Caller' }).getByRole('button', { name: 'Continue' }).click();

  // Each level by typing: Enter picks; Gap Cover's single category and sub-category fill themselves.
  const classification = flow.getByRole('form', { name: 'Classification' });
  await expect(classification.getByRole('combobox', { name: 'Service', exact: true })).toBeFocused();
  await page.keyboard.type('gap');
  await page.keyboard.press('Enter');
  await expect(classification.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue(
    'Shortfall Claims',
  );
  await expect(classification.getByRole('combobox', { name: 'Sub-category' })).toHaveValue('Specialist');
  const issues = classification.getByRole('combobox', { name: 'Issues' });
  await expect(issues).toBeFocused();
  await page.keyboard.type('co-p');
  await page.keyboard.press('Enter');
  await expect(issues).toHaveValue('Co-payment');
  await page.keyboard.press('Enter');

  const details = flow.getByRole('form', { name: 'Case details' });
  await expect(details.getByLabel('Subject *')).toBeFocused();
  await page.keyboard.type('Specialist co-payment query');
  await expect(details.getByRole('radio', { name: 'I keep it (owner: me)' })).toBeChecked();
  await details.getByRole('button', { name: 'Create case' }).click();
  const link = flow.getByRole('group', { name: 'Disposition' }).getByRole('link', { name: /^CAS-\d{6}$/ });
  await expect(link).toBeVisible();
  const elapsed = Date.now() - rang;
  const clicks = await page.evaluate(() => (window as unknown as { clicks: number }).clicks);
  console.log(`ring to case: ${clicks} clicks, ${elapsed} ms`);
  expect(clicks).toBeLessThanOrEqual(8);
  expect(elapsed).toBeLessThanOrEqual(15_000);
  await page.screenshot({ path: '/tmp/call-case-created.png', fullPage: true });
  expect(serious((await axeOf(page).analyze()).violations)).toEqual([]);

  // The number opens the case: the agent owns it, the caller is its customer.
  const reference = (await link.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(/#\/case-management\/case\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${reference}: Specialist co-payment query`,
  );
  await expect(page.locator('dt:text-is("Owner") + dd')).toHaveText('Naledi Mokoena');
  await expect(page.locator('dt:text-is("Customer") + dd')).toHaveText(contact);
  await caller.hangup();
  await expect(badge(page)).toHaveText('Wrap-up');
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
