import { expect, type Page } from '@playwright/test';
import { signIn } from './fixtures';
import { badge, openPhone } from './support/softphone';
import { telephonyTest } from './support/telephony-world';

const sipDomain = 'e2e.tabs.local';

const test = telephonyTest(sipDomain, { embedded: true });

const elsewhere = (page: Page) => page.getByTestId('phone-elsewhere');

/** Counts the page's microphone requests: a tab that does not own the phone must make none. */
const countMicrophone = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { micRequests: number };
    w.micRequests = 0;
    const devices = navigator.mediaDevices;
    if (!devices) return;
    const original = devices.getUserMedia.bind(devices);
    devices.getUserMedia = (constraints) => {
      w.micRequests += 1;
      return original(constraints);
    };
  });
const micRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as { micRequests: number }).micRequests);

test('a second tab of the same agent mirrors the phone without taking it, and takes it over on request', async ({
  browser,
  world,
}) => {
  const context = await browser.newContext();
  try {
    const one = await context.newPage();
    await signIn(one, 'agent', { baseURL: world.server.url });
    await openPhone(one);
    await one.getByRole('button', { name: 'Log in to telephony' }).click();
    await expect(badge(one)).toHaveText('Registered, not in queue');
    await one.getByRole('button', { name: 'Log in to queues' }).click();
    await expect(badge(one)).toHaveText('Ready');

    // A second tab restores the same session through the refresh cookie, with a token of its own: the first
    // tab's token stays good, so neither signs the other out.
    const two = await context.newPage();
    const sipSockets: string[] = [];
    two.on('websocket', (ws) => {
      if (ws.url().startsWith(world.kamailio.wsUrl)) sipSockets.push(ws.url());
    });
    await countMicrophone(two);
    await two.goto(`${world.server.url}/#/dashboard/v1`);
    await expect(elsewhere(two)).toHaveText('Phone active in another tab — Ready');
    await expect(two.getByRole('button', { name: 'Log in to telephony' })).toHaveCount(0);
    // Home's My phone line says where the phone is, not "Not logged in to the phone".
    await expect(two.getByTestId('my-phone-state')).toHaveText('Phone active in another tab — Ready');
    expect(sipSockets).toEqual([]);
    expect(await micRequests(two)).toBe(0);

    // The phone moves: the first tab logs out of SIP and follows; the second logs in on its own.
    await two.getByRole('button', { name: 'Use the phone here' }).click();
    await expect(badge(two)).toHaveText('Registered, not in queue');
    expect(sipSockets.length).toBeGreaterThan(0);
    await openPhone(two);
    await two.getByRole('button', { name: 'Log in to queues' }).click();
    await expect(badge(two)).toHaveText('Ready');
    await expect(elsewhere(one)).toHaveText('Phone active in another tab — Ready');
    await expect(one.getByTestId('agent-state')).toHaveCount(0);
    // Both tabs are still signed in to the one session after all of it.
    for (const page of [one, two]) await expect(page.getByRole('banner')).toContainText('Naledi Mokoena');
  } finally {
    await context.close();
  }
});
