import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { issueSipCredentials } from '../../server/domain/telephony/credentials';
import { queueCaller } from '../support/sipp';
import { signIn } from './fixtures';
import { freePort, startServer, type RunningServer } from './support/server';
import { badge, openPhone, testCaller } from './support/softphone';

/**
 * Issue 35, queue truth, through the Kamailio that the service started, with real SIP callers (SIPp over TCP on
 * Kamailio's socket, credentials computed from the secret the test gave the service) and real consoles:
 * a caller who gives up leaves the queue at once and is nobody's miss, a caller who waits past the limit is sent
 * away, and an agent whose browser is gone is Offline within 30 s. One service for the file; short timers by env.
 */

const queueNumber = '5001'; // Member Services – Pretoria: the seeded 'agent' (Naledi Mokoena, 1003) and Lerato
const domain = 'queue-truth.test';
const secret = randomBytes(24).toString('hex');
const ringSeconds = 4;
const maxWaitSeconds = 12;
const bannerOf = (page: Page) => page.getByRole('alertdialog', { name: 'Incoming call' });

let server: RunningServer;
let sipPort: number;
let supervisor: { context: BrowserContext; page: Page };
const opened: BrowserContext[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  sipPort = await freePort();
  server = await startServer({
    env: {
      TELEPHONY_EMBEDDED_SIP: 'on',
      TELEPHONY_WS_URL: `ws://127.0.0.1:${sipPort}`,
      TELEPHONY_SIP_DOMAIN: domain,
      TELEPHONY_SHARED_SECRET: secret,
      TELEPHONY_RETRY_INTERVAL_MS: '1000',
      TELEPHONY_ACD_RING_TIMEOUT_SECONDS: String(ringSeconds),
      TELEPHONY_QUEUE_MAX_WAIT_SECONDS: String(maxWaitSeconds),
      // A console not seen for 6 s is gone (its stream beats every 2 s), judged each second.
      TELEPHONY_CONSOLE_TIMEOUT_SECONDS: '6',
      TELEPHONY_CONSOLE_SWEEP_MS: '1000',
    },
  });
  const context = await browser.newContext();
  supervisor = { context, page: await context.newPage() };
  await signIn(supervisor.page, 'supervisor', { baseURL: server.url });
});

test.afterAll(async () => {
  for (const context of opened) await context.close().catch(() => undefined);
  await supervisor?.context.close();
  await server?.stop();
});

/** The supervisor's Queues live card of queue 5001 (it refreshes every 5 s). */
const pretoria = () =>
  supervisor.page
    .getByRole('region', { name: 'Queues live' })
    .getByRole('article', { name: /Member Services – Pretoria/ });
const naledi = () => pretoria().getByRole('row', { name: /Naledi Mokoena/ });

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  opened.push(context);
  return { context, page: await context.newPage() };
}

/** Naledi's console with the phone on, not in the queues. */
async function phoneOn(browser: Browser) {
  const agent = await newPage(browser);
  await signIn(agent.page, 'agent', { baseURL: server.url });
  await openPhone(agent.page);
  await agent.page.getByRole('button', { name: 'Log in to telephony' }).click();
  await expect(badge(agent.page)).toHaveText('Registered, not in queue', { timeout: 15_000 });
  return agent;
}

async function sipCaller(scenario: 'queue-cancel.xml' | 'queue-wait-limit.xml', pauseMs?: number) {
  const caller = '0825550101';
  const credentials = issueSipCredentials(secret, caller, 600);
  return queueCaller({
    scenario,
    port: sipPort,
    domain,
    number: queueNumber,
    caller,
    user: credentials.authorizationUser,
    password: credentials.password,
    localPort: await freePort(),
    mediaPort: await freePort(),
    pauseMs,
    timeoutSeconds: maxWaitSeconds + 20,
  });
}

test('a caller who cancels while queued leaves the queue at once; Ready afterwards, nothing rings and nothing is missed', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const agent = await phoneOn(browser);
  const sipp = await sipCaller('queue-cancel.xml', 8000);
  try {
    // Waiting, seen by the supervisor, then the caller gives up (CANCEL, 487) before the wait limit.
    await expect(pretoria()).toContainText('Waiting: 1', { timeout: 8000 });
    const { code, output } = await sipp.done;
    expect(code, output).toBe(0);
    await expect(pretoria()).toContainText('Waiting: 0', { timeout: 10_000 });

    await agent.page.getByRole('button', { name: 'Log in to queues' }).click();
    await expect(badge(agent.page)).toHaveText('Ready');
    // Past the ring timeout and the service's own backstop: no phantom call rang, nobody counted a miss.
    await agent.page.waitForTimeout((ringSeconds + 5) * 1000);
    await expect(bannerOf(agent.page)).toHaveCount(0);
    await expect(badge(agent.page)).toHaveText('Ready');
    await expect(naledi().getByRole('cell').first()).toHaveText('Ready', { timeout: 10_000 });
    await expect(naledi().getByRole('cell').nth(2)).toHaveText('0');
  } finally {
    await sipp.stop();
    await agent.context.close();
  }
});

test('a caller who waits past the limit is sent away (408) and leaves the queue', async () => {
  test.setTimeout(120_000);
  // Nobody is Ready now (Naledi's console closed; Lerato never logged in): the caller waits the whole limit.
  await expect(naledi().getByRole('cell').first()).toHaveText('Offline', { timeout: 20_000 });
  const sipp = await sipCaller('queue-wait-limit.xml');
  try {
    await expect(pretoria()).toContainText('Waiting: 1', { timeout: 10_000 });
    const { code, output } = await sipp.done;
    expect(code, output).toBe(0); // the scenario's 408 carried "Queue Wait Limit Reached"
    await expect(pretoria()).toContainText('Waiting: 0', { timeout: 10_000 });
  } finally {
    await sipp.stop();
  }
});

test('both browsers closed mid-call: no caller left waiting, and the agent is Offline within 30 s', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const agent = await phoneOn(browser);
  await agent.page.getByRole('button', { name: 'Log in to queues' }).click();
  await expect(badge(agent.page)).toHaveText('Ready');
  const callerPage = await newPage(browser);
  const caller = await testCaller(callerPage.page, server.url);
  await caller.dial(queueNumber);
  await bannerOf(agent.page).getByRole('button', { name: 'Answer' }).click({ timeout: 15_000 });
  await expect(badge(agent.page)).toHaveText('On call');
  await expect(caller.status).toHaveText(/^In call with /);
  await expect(naledi().getByRole('cell').first()).toHaveText('On call', { timeout: 10_000 });

  await agent.context.close();
  await callerPage.context.close();
  await expect(naledi().getByRole('cell').first()).toHaveText('Offline', { timeout: 30_000 });
  await expect(pretoria()).toContainText('Waiting: 0');
});

test('the supervisor sees what the dock says: a reloaded console with its phone off is Offline, Ready again once the phone is back', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const agent = await phoneOn(browser);
  try {
    await agent.page.getByRole('button', { name: 'Log in to queues' }).click();
    await expect(badge(agent.page)).toHaveText('Ready');
    await expect(naledi().getByRole('cell').first()).toHaveText('Ready', { timeout: 10_000 });

    // The recorded choice is still Ready, but the phone went with the page: Kamailio reports its WebSocket gone.
    await agent.page.reload();
    await expect(badge(agent.page)).toHaveText('Offline', { timeout: 15_000 });
    await expect(naledi().getByRole('cell').first()).toHaveText('Offline', { timeout: 10_000 });

    await openPhone(agent.page);
    await agent.page.getByRole('button', { name: 'Log in to telephony' }).click();
    await expect(badge(agent.page)).toHaveText('Ready', { timeout: 15_000 });
    await expect(naledi().getByRole('cell').first()).toHaveText('Ready', { timeout: 10_000 });
  } finally {
    await agent.context.close();
  }
});
