import { expect } from '@playwright/test';
import { badge as badgeOf, readyAgent, testCaller } from './support/softphone';
import { telephonyTest } from './support/telephony-world';

const test = telephonyTest('e2e.network.local', { embedded: true });

test('back online after a network change, the phone registers again on a new socket at once and stays Ready', async ({
  page,
  context,
  world,
}) => {
  const sipSockets: string[] = [];
  page.on('websocket', (ws) => {
    if (ws.url().startsWith(world.kamailio.wsUrl)) sipSockets.push(ws.url());
  });
  await readyAgent(page, 'agent', world.server.url);
  const badge = badgeOf(page);
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
  await readyAgent(page, 'agent', world.server.url);
  const badge = badgeOf(page);

  const callerContext = await browser.newContext();
  try {
    const caller = await callerContext.newPage();
    const { status, dial } = await testCaller(caller, world.server.url);
    await dial('1003');
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
