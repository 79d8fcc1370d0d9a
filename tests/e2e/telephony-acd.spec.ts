import { test, expect, type Browser, type Page } from '@playwright/test';
import { demoPassword } from '../../server/db/seed/demo-accounts';
import { freePort, startServer } from './support/server';

/**
 * Issue 20, queue routing through the Kamailio that the service itself started: a call to a queue's number rings
 * the longest-idle Ready agent; unanswered, it moves on to the next agent and the first goes Not ready "Missed".
 * The ring timeout is shortened for the test only (TELEPHONY_ACD_RING_TIMEOUT_SECONDS); queues keep their own.
 */

const queueNumber = '5001'; // Member Services – Pretoria: the seeded 'agent' (1003) and Lerato Khumalo (1005)
const ringSeconds = 6;

const badge = (page: Page) => page.getByTestId('agent-state');
const banner = (page: Page) => page.getByRole('alertdialog', { name: 'Incoming call' });

async function signInAs(browser: Browser, baseURL: string, username: string, fullName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseURL}/#/sessions/signin`);
  await page.getByLabel('Username').fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/#\/sessions\/tenant/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('banner')).toContainText(fullName);
  return { context, page };
}

/**
 * Registers and joins the queues. With a call already waiting, the router offers it within a second of Ready, so
 * the badge may pass Ready between two looks: `then` lets that caller accept the ring as well.
 */
async function goReady(page: Page, then: string | RegExp = 'Ready') {
  const toggle = page.getByRole('button', { name: /Phone/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByRole('button', { name: 'Log in to telephony' }).click();
  await expect(badge(page)).toHaveText('Registered, not in queue', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Log in to queues' }).click();
  await expect(badge(page)).toHaveText(then);
}

/** The product as `npm start` runs it, with its own Kamailio on a free port. */
async function startProduct() {
  const sipPort = await freePort();
  return startServer({
    env: {
      TELEPHONY_EMBEDDED_SIP: 'on',
      TELEPHONY_WS_URL: `ws://127.0.0.1:${sipPort}`,
      TELEPHONY_RETRY_INTERVAL_MS: '1000',
      TELEPHONY_ACD_RING_TIMEOUT_SECONDS: String(ringSeconds),
    },
  });
}

async function testCaller(browser: Browser, baseURL: string) {
  const caller = await signInAs(browser, baseURL, 'supervisor', 'Pieter van der Merwe');
  await caller.page.goto(`${baseURL}/#/telephony/test-caller`);
  const status = caller.page.getByRole('status').filter({ hasText: /connect|ready|call|ringing/i });
  await caller.page.getByRole('button', { name: 'Connect' }).click();
  await expect(status).toHaveText('Ready to call.');
  const dial = async (number: string) => {
    await caller.page.getByLabel('Queue number or extension').fill(number);
    await caller.page.getByRole('button', { name: 'Call', exact: true }).click();
  };
  return { ...caller, status, dial };
}

test('a queue call rings the longest-idle agent, then the next one; the first goes Not ready "Missed"', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const server = await startProduct();
  const contexts: { close: () => Promise<void> }[] = [];
  try {
    const first = await signInAs(browser, server.url, 'agent', 'Naledi Mokoena');
    contexts.push(first.context);
    await goReady(first.page); // Ready first: the longest idle
    const second = await signInAs(browser, server.url, 'lerato.khumalo', 'Lerato Khumalo');
    contexts.push(second.context);
    await goReady(second.page);

    const caller = await testCaller(browser, server.url);
    contexts.push(caller.context);
    const { status } = caller;
    const dialledAt = Date.now();
    await caller.dial(queueNumber);

    await expect(banner(first.page)).toBeVisible({ timeout: 10_000 });
    console.log(`queue call: first agent's console rang ${Date.now() - dialledAt} ms after the dial`);
    await expect(badge(first.page)).toHaveText('Ringing');
    await expect(banner(second.page)).toHaveCount(0);

    // Nobody answers: after the ring timeout the next agent rings, and the first is Not ready "Missed".
    await expect(banner(second.page)).toBeVisible({ timeout: (ringSeconds + 10) * 1000 });
    await expect(banner(first.page)).toHaveCount(0);
    await expect(badge(first.page)).toHaveText(/Not ready/);
    await expect(first.page.getByText('Missed').first()).toBeVisible();

    await banner(second.page).getByRole('button', { name: 'Answer' }).click();
    await expect(badge(second.page)).toHaveText('On call');
    await expect(status).toHaveText(/^In call with /);

    await caller.page.getByRole('button', { name: 'Hang up' }).click();
    await expect(badge(second.page)).toHaveText('Wrap-up');
  } finally {
    for (const context of contexts) await context.close();
    await server.stop();
  }
});

test('a caller waits while nobody is Ready, rings the first agent to become Ready, again after a reject, and may hang up first', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const server = await startProduct();
  const contexts: { close: () => Promise<void> }[] = [];
  try {
    const agent = await signInAs(browser, server.url, 'agent', 'Naledi Mokoena');
    contexts.push(agent.context);
    const caller = await testCaller(browser, server.url);
    contexts.push(caller.context);
    await caller.dial(queueNumber);
    // Nobody is Ready: the caller waits (Kamailio asks the service again each second), nothing rings.
    // Longer than ten waits, so the wait also goes on in a fresh transaction (kamailio-acd.cfg, ACD_WAIT).
    await caller.page.waitForTimeout(14_000);
    await expect(caller.status).toHaveText(`Ringing ${queueNumber}…`);
    await expect(banner(agent.page)).toHaveCount(0);

    await goReady(agent.page, /^(Ready|Ringing)$/);
    await expect(banner(agent.page)).toBeVisible({ timeout: 10_000 });
    // Rejected, the call is offered again (the agent stays Ready and is the only one), a second later.
    await banner(agent.page).getByRole('button', { name: 'Reject' }).click();
    await expect(banner(agent.page)).toHaveCount(0);
    await expect(badge(agent.page)).toHaveText('Ready');
    await expect(banner(agent.page)).toBeVisible({ timeout: 10_000 });
    // The caller gives up before the answer: the agent's phone stops ringing and the agent stays Ready.
    await caller.page.getByRole('button', { name: 'Hang up' }).click();
    await expect(banner(agent.page)).toHaveCount(0, { timeout: 10_000 });
    await expect(badge(agent.page)).toHaveText('Ready');
    await agent.page.waitForTimeout((ringSeconds + 4) * 1000); // past any ring timer: no Missed for a cancelled call
    await expect(badge(agent.page)).toHaveText('Ready');
  } finally {
    for (const context of contexts) await context.close();
    await server.stop();
  }
});
