import { connect } from 'node:net';
import { test, expect, type Page } from '@playwright/test';
import { listenersOf } from '../support/kamailio-procs';
import { signIn } from './fixtures';
import { freePort, startServer } from './support/server';

/**
 * Issue 20, out of the box: the product started as `npm start` starts it brings up its own Kamailio, and without
 * any SIP server the dock says so once and retries quietly. Each test has its own server and SIP port, so nothing
 * here meets the suite's shared server or another test's Kamailio.
 */

const badge = (page: Page) => page.getByTestId('agent-state');

const openPhone = async (page: Page) => {
  const toggle = page.getByRole('button', { name: /Phone/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
};

const accepts = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Kamailio processes serving this port (the secrets are in its wrapper file, so /proc/net/tcp tells them). */
const kamailiosOn = (port: number): number[] => listenersOf(port).map((proc) => proc.pid);

test('npm start brings up Kamailio: restarted after a crash, the agent reaches Ready, stopping the service stops it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const sipPort = await freePort();
  const server = await startServer({
    env: {
      TELEPHONY_EMBEDDED_SIP: 'on', // the harness turns it off for every other test
      TELEPHONY_WS_URL: `ws://127.0.0.1:${sipPort}`,
      TELEPHONY_RETRY_INTERVAL_MS: '1000',
    },
  });
  let stopped = false;
  try {
    expect(await accepts(sipPort)).toBe(true);
    expect(kamailiosOn(sipPort).length).toBeGreaterThan(0);

    await signIn(page, 'agent', { baseURL: server.url });
    await openPhone(page);
    await page.getByRole('button', { name: 'Log in to telephony' }).click();
    await expect(badge(page)).toHaveText('Registered, not in queue', { timeout: 15_000 });

    // Kamailio crashes (its whole group killed): the service restarts it on the same port, and the agent's
    // console, which lost its socket, registers again by itself.
    const crashed = listenersOf(sipPort);
    const group = crashed[0]?.pgid;
    if (!group) throw new Error(`no Kamailio listens on ${sipPort}`);
    process.kill(-group, 'SIGKILL');
    await expect(badge(page)).toHaveText('Reconnecting…');
    await expect(badge(page)).toHaveText('Registered, not in queue', { timeout: 15_000 });
    expect(kamailiosOn(sipPort).some((pid) => crashed.some((old) => old.pid === pid))).toBe(false);

    await page.getByRole('button', { name: 'Log in to queues' }).click();
    await expect(badge(page)).toHaveText('Ready');
    await expect(page.getByText(/Telephony unavailable/)).toHaveCount(0);

    // Stopped with the agent's browser still registered, as Ctrl-C on `npm start` would be: Kamailio goes too.
    await server.stop();
    stopped = true;
    expect(await accepts(sipPort)).toBe(false);
    expect(kamailiosOn(sipPort)).toEqual([]);
    await page.close();
  } finally {
    if (!stopped) await server.stop();
  }
});

test('no SIP server: the dock says so once with what to do, retries quietly, no console error per attempt', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const sipPort = await freePort(); // nothing listens there
  const wsUrl = `ws://127.0.0.1:${sipPort}`;
  const server = await startServer({
    env: {
      TELEPHONY_EMBEDDED_SIP: 'off',
      TELEPHONY_WS_URL: wsUrl,
      TELEPHONY_RETRY_INTERVAL_MS: '500',
      TELEPHONY_RETRY_LIMIT_MS: '60000',
    },
  });
  try {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    let probes = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/telephony/sip/reachable')) probes += 1;
    });

    await signIn(page, 'agent', { baseURL: server.url });
    await openPhone(page);
    await page.getByRole('button', { name: 'Log in to telephony' }).click();
    await expect(page.getByText(`Telephony unavailable: no SIP server at ${wsUrl}.`)).toBeVisible();
    await expect(page.getByText(/npm start on a machine with Kamailio installed/)).toBeVisible();
    await expect(badge(page)).toHaveText('Unavailable');

    // Several retry intervals: the schedule goes on (one reachability question per attempt), the text stays one.
    await expect.poll(() => probes, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
    await expect(page.getByText(/Telephony unavailable: no SIP server/)).toHaveCount(1);
    // Home's My phone line says the same as the badge, not "Reconnecting…".
    await expect(page.getByTestId('my-phone-state')).toHaveText('Telephony unavailable');
    await expect(page.getByText(/Reconnecting to the telephony server/)).toHaveCount(0);
    expect(errors).toEqual([]);
  } finally {
    await server.stop();
  }
});
