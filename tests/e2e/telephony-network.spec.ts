import { test as base, expect } from '@playwright/test';
import { signIn } from './fixtures';
import { startTelephonyWorld, type TelephonyWorld } from './support/telephony-world';

const test = base.extend<{ world: TelephonyWorld }>({
  world: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const world = await startTelephonyWorld('e2e.network.local');
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
