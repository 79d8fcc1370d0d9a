import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { startKamailio } from '../../server/telephony/kamailio-process';
import type { CallLogEntry } from '../../src/contracts/telephony/calls';
import { telephonyPaths } from '../../src/contracts/telephony/paths';
import { demoAccounts, signIn } from './fixtures';
import { openCustomerPhone } from './support/customer-phone';
import { classifyMedicalClaims } from './support/softphone';
import { startTelephonyWorld, type TelephonyWorld } from './support/telephony-world';

const sipDomain = 'e2e.telephony.local';
const agentExtension = '1003'; // the seeded 'agent' (extensions 1001+ in seed order)
// The switchboard of a seeded employer (Jacaranda Logistics, 012 345 6100): the lookup identifies the caller.
const caller = '0123456100';
/** How the console writes that number (src/rules/phone-number.ts). */
const callerShown = '012 345 6100';
const callerName = 'Jacaranda Logistics (Pty) Ltd';

type World = TelephonyWorld;

/** Each test its own Kamailio on a free port and its own service pointing at it (short retry timers). */
const test = base.extend<{ world: World }>({
  world: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const world = await startTelephonyWorld(sipDomain);
      const { kamailio } = world;
      await provide(world);
      await world.server.stop();
      // A test may have replaced the instance it killed: stop whichever runs now (and the killed one's directory).
      await world.kamailio.stop();
      if (world.kamailio !== kamailio) await kamailio.stop();
    },
    // Kamailio and a service of its own: a separate, longer budget than the test, for a busy machine.
    { timeout: 150_000 },
  ],
});

const callLogOf = async (url: string, username: string): Promise<CallLogEntry[]> => {
  const post = async (path: string, body: object, token?: string) => {
    const response = await fetch(`${url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { errCode: number; data: unknown };
  };
  const login = await post('/login', { username, password: demoAccounts.agent.password });
  const { token } = login.data as { token: string };
  return (await post(telephonyPaths.callLog, {}, token)).data as CallLogEntry[];
};

const openPhone = async (page: Page) => {
  const toggle = page.getByRole('button', { name: /Phone/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
};

/** A customer's own JsSIP phone on the test's Kamailio, in a browser context of its own. */
const phoneOf = (context: BrowserContext, world: World, number: string, options: { answer?: boolean } = {}) =>
  openCustomerPhone(context, {
    pageUrl: `${world.server.url}/api/version`,
    wsUrl: world.kamailio.wsUrl,
    sipDomain,
    secret: world.secret,
    number,
    answer: options.answer,
  });

const badge = (page: Page) => page.getByTestId('agent-state');

const agentReady = async (page: Page, baseURL: string) => {
  await signIn(page, 'agent', { baseURL });
  await openPhone(page);
  await page.getByRole('button', { name: 'Log in to telephony' }).click();
  await expect(badge(page)).toHaveText('Registered, not in queue');
  await page.getByRole('button', { name: 'Log in to queues' }).click();
  await expect(badge(page)).toHaveText('Ready');
};

test('a customer calls the agent: ring, answer, the guided flow creates a case linked to the call, hang up, disposition, Ready; refused while Not ready', async ({
  browser,
  page,
  world,
}) => {
  await agentReady(page, world.server.url);
  await expect(page.getByRole('table', { name: 'Queue statistics' })).toBeVisible({ timeout: 15_000 });

  const customerContext = await browser.newContext({ bypassCSP: true });
  const customer = await phoneOf(customerContext, world, caller);
  await customer.call(agentExtension);

  const banner = page.getByRole('alertdialog', { name: 'Incoming call' });
  await expect(banner).toContainText(callerShown);
  await expect(badge(page)).toHaveText('Ringing');
  await expect(banner.getByTestId('caller-identity')).toHaveText(`${callerName}, ${callerName}`);
  // Answer from the keyboard: the banner takes focus when the call rings.
  await expect(banner.getByRole('button', { name: 'Answer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(badge(page)).toHaveText('On call');
  await expect.poll(() => customer.status()).toBe('confirmed');
  // Answering opened the guided flow; the dock folded into the header's call bar (caller, time, hold, hang up).
  await expect(page).toHaveURL(/#\/telephony\/call$/);
  const bar = page.getByRole('group', { name: 'Call in progress' });
  await expect(bar).toContainText(/\d\d:\d\d/);

  await bar.getByRole('button', { name: 'Hold' }).click();
  await expect(badge(page)).toHaveText('On hold');
  await bar.getByRole('button', { name: 'Resume' }).click();
  await expect(badge(page)).toHaveText('On call');

  // The guided flow: caller → classification → case → disposition, each step by keyboard.
  const flow = page.getByRole('region', { name: /Call to case/ });
  const party = flow.getByRole('radio', { name: new RegExp(callerName.replace(/[()]/g, '.')) });
  await expect(party).toBeChecked();
  await party.press('Enter');
  await classifyMedicalClaims(flow);
  const details = flow.getByRole('form', { name: 'Case details' });
  await expect(details).toContainText(`Company: ${callerName}`);
  // Leaving half-way keeps what was entered.
  await details.getByLabel('Subject *').fill('Rejected hospital claim for an employee');
  await page.goto(`${world.server.url}/#/dashboard/v1`);
  await page.goto(`${world.server.url}/#/telephony/call`);
  await expect(details.getByLabel('Subject *')).toHaveValue('Rejected hospital claim for an employee');
  await details.getByLabel('Description').fill('PMB claim rejected twice; asked for a review.');
  await details.getByRole('button', { name: 'Create case' }).click();
  const disposition = flow.getByRole('group', { name: 'Disposition' });
  await expect(disposition).toContainText(
    new RegExp(`Case CAS-\\d{6} created for ${callerName.replace(/[()]/g, '.')}`),
  );

  await bar.getByRole('button', { name: 'Hang up' }).click();
  await expect(badge(page)).toHaveText('Wrap-up');
  await expect.poll(() => customer.status()).toMatch(/^ended/);
  const wrapUp = disposition.getByRole('form', { name: 'Wrap-up' });
  await wrapUp.getByRole('button', { name: 'Save disposition' }).click();
  await expect(wrapUp.getByRole('alert')).toHaveText('This field is required');
  await wrapUp.getByLabel('Disposition *').selectOption({ label: 'Case logged for follow-up' });
  await wrapUp.getByLabel('Note').fill('Member asked about the claim review');
  await wrapUp.getByRole('button', { name: 'Save disposition' }).click();
  await expect(badge(page)).toHaveText('Ready');
  await expect(disposition).toContainText('The call is complete.');

  // The service's call log holds the call, Completed with its disposition and linked to the case.
  const calls = await callLogOf(world.server.url, 'agent');
  expect(calls[0]).toMatchObject({
    direction: 'inbound',
    number: caller,
    status: 'Completed',
    disposition_code: 'CASE_LOGGED',
    hold_count: 1,
  });
  expect(calls[0].answered_at).not.toBeNull();
  expect(calls[0].case_id).toEqual(expect.any(Number));

  // Not ready with a reason: the next call is refused, and the agent is told why.
  await openPhone(page);
  await page.getByLabel('Pause reason').selectOption({ label: 'Lunch' });
  await page.getByRole('button', { name: 'Not ready', exact: true }).click();
  await expect(badge(page)).toHaveText('Not ready: Lunch');
  await customer.call(agentExtension);
  await expect(page.getByRole('status').filter({ hasText: 'refused' })).toContainText(
    `Call from ${callerShown} was refused: you are Not ready (Lunch)`,
  );
  await expect.poll(() => customer.status()).toMatch(/^failed/);
  await expect(badge(page)).toHaveText('Not ready: Lunch');
  await customerContext.close();
});

test('Kamailio dies mid-session: the console shows reconnecting, retries on the interval and recovers', async ({
  page,
  world,
}) => {
  await agentReady(page, world.server.url);
  const port = world.kamailio.port;
  await world.kamailio.kill();
  await expect(badge(page)).toHaveText('Reconnecting…');
  await expect(
    page.getByText(/Reconnecting to the telephony server \(attempt [2-9]\d*, every 1 s\)/),
  ).toBeVisible();
  world.kamailio = await startKamailio({ secret: world.secret, sipDomain, port });
  // Re-registered and reconciled with the service, which still has the agent Ready.
  await expect(badge(page)).toHaveText('Ready', { timeout: 15_000 });
  await expect(page.getByText(/Reconnecting/)).toHaveCount(0);
});

test('click-to-call from a contact: the agent dials the saved number, the contact answers, hang-up and wrap-up', async ({
  browser,
  page,
  world,
}) => {
  const contactNumber = '27825551001'; // Jacaranda Logistics' first contact (README: +27 82 555 1001)
  await agentReady(page, world.server.url);
  const customerContext = await browser.newContext({ bypassCSP: true });
  const contact = await phoneOf(customerContext, world, contactNumber, { answer: true });
  const parties = await page.evaluate(
    async ({ url, number }) => {
      const token = await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'agent', password: 'Console@2026' }),
      }).then(async (r) => ((await r.json()) as { data: { token: string } }).data.token);
      const answer = await fetch(`${url}/api/busorg/party/by_phone`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ phone: number }),
      });
      return ((await answer.json()) as { data: { kind: string; id: number; name: string }[] }).data;
    },
    { url: world.server.url, number: contactNumber },
  );
  const person = parties.find((p) => p.kind === 'contact');
  expect(person).toBeDefined();

  await page.goto(`${world.server.url}/#/busorg/contact-details/${person?.id}`);
  await page.getByRole('button', { name: new RegExp(`^Call ${person?.name}`) }).click();
  await expect(badge(page)).toHaveText('On call');
  await expect.poll(() => contact.status()).toBe('confirmed');
  await openPhone(page);
  await page.getByRole('button', { name: 'Hang up' }).first().click();
  await expect(badge(page)).toHaveText('Wrap-up');
  await expect.poll(() => contact.status()).toMatch(/^ended/);

  const calls = await callLogOf(world.server.url, 'agent');
  expect(calls[0]).toMatchObject({ direction: 'outbound', number: contactNumber });
  expect(calls[0].answered_at).not.toBeNull();
  await customerContext.close();
});
