import { test as base, expect } from '@playwright/test';
import { signIn } from './fixtures';
import { startTelephonyWorld, type TelephonyWorld } from './support/telephony-world';

const test = base.extend<{ world: TelephonyWorld }>({
  world: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const world = await startTelephonyWorld('e2e.network.local', { embedded: true });
      await provide(world);
      await world.server.stop();
      await world.kamailio.stop();
    },
    { timeout: 150_000 },
  ],
});

test('back online after a network change, the phone registers again on a new socket at once and stays Ready', async ({
  page,
  context,
  world,
}) => {
  const sipSockets: string[] = [];
  page.on('websocket', (ws) => {
    if (ws.url().startsWith(world.kamailio.wsUrl)) sipSockets.push(ws.url());
  });
  await signIn(page, 'agent', { baseURL: world.server.url });
  await page.getByRole('button', { name: /Phone/ }).click();
  await page.getByRole('button', { name: 'Log in to telephony' }).click();
  await page.getByRole('button', { name: 'Log in to queues' }).click();
  const badge = page.getByTestId('agent-state');
  await expect(badge).toHaveText('Ready');
  const before = sipSockets.length;
  await context.setOffline(true);
  await context.setOffline(false);
  // Well inside the retry schedule's first step: the rejoin does not wait for it.
  await expect.poll(() => sipSockets.length, { timeout: 5000 }).toBeGreaterThan(before);
  await expect(badge).toHaveText('Ready');
});

test("a call in progress survives the agent's network change: new socket, re-INVITE, and the far end's hang-up still arrives", async ({
  page,
  context,
  browser,
  world,
}) => {
  test.setTimeout(120_000);
  const sipSockets: string[] = [];
  page.on('websocket', (ws) => {
    if (ws.url().startsWith(world.kamailio.wsUrl)) sipSockets.push(ws.url());
  });
  await signIn(page, 'agent', { baseURL: world.server.url });
  await page.getByRole('button', { name: /Phone/ }).click();
  await page.getByRole('button', { name: 'Log in to telephony' }).click();
  await page.getByRole('button', { name: 'Log in to queues' }).click();
  const badge = page.getByTestId('agent-state');
  await expect(badge).toHaveText('Ready');

  const callerContext = await browser.newContext();
  try {
    const caller = await callerContext.newPage();
    await signIn(caller, 'supervisor', { baseURL: world.server.url });
    await caller.goto(`${world.server.url}/#/telephony/test-caller`);
    const status = caller.getByRole('status').filter({ hasText: /connect|ready|call/i });
    await caller.getByRole('button', { name: 'Connect' }).click();
    await expect(status).toHaveText('Ready to call.');
    await caller.getByLabel('Queue number or extension').fill('1003');
    await caller.getByRole('button', { name: 'Call', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Incoming call' })
      .getByRole('button', { name: 'Answer' })
      .click();
    await expect(badge).toHaveText('On call');
    await expect(status).toHaveText(/^In call with/);

    const before = sipSockets.length;
    await context.setOffline(true);
    await context.setOffline(false);
    await expect.poll(() => sipSockets.length, { timeout: 5000 }).toBeGreaterThan(before);
    // Kept through the new socket: still on the call at both ends, not a lost call in wrap-up.
    await page.waitForTimeout(2000);
    await expect(badge).toHaveText('On call');
    await expect(status).toHaveText(/^In call with/);

    // The caller's hang-up reaches the agent over the new socket: the dialog moved with the re-INVITE.
    await caller.getByRole('button', { name: 'Hang up' }).click();
    await expect(badge).toHaveText('Wrap-up');
    await expect(page.getByText(/connection to the telephony server dropped/i)).toHaveCount(0);
  } finally {
    await callerContext.close();
  }
});
