import { expect, type Browser, type Page } from '@playwright/test';
import type { DemoAccount } from '../../fixtures';
import { badge, openPhone, readyAgent } from '../../support/softphone';
import type { TelephonyWorld } from '../../support/telephony-world';

/**
 * The product with a SIP server of its own that phone-paths.spec.ts starts for the phone models, and what a path
 * leaves behind on it (the other people's pages: an agent who answers, a customer who calls).
 */
let world: TelephonyWorld | null = null;
const cleanups: (() => Promise<void>)[] = [];

export const sipDomain = 'e2e.model-paths.local';
/** The seeded agent's extension (staff get 1001, 1002, … in the seed's order: admin, supervisor, agent). */
export const agentExtension = '1003';
export const adminExtension = '1001';

export const setPhoneWorld = (running: TelephonyWorld | null): void => {
  world = running;
};

export const phoneWorld = (): TelephonyWorld => {
  if (!world)
    throw new Error('The phone models run from tests/e2e/model/phone-paths.spec.ts (it starts Kamailio)');
  return world;
};

/** Runs at the end of the path (phone-paths.spec.ts's afterEach), in order: the caller hangs up before the agent signs off. */
export const atPathEnd = (cleanup: () => Promise<void>): void => {
  cleanups.push(cleanup);
};

export const endPath = async (): Promise<void> => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
};

const browserOf = (page: Page): Browser => {
  const browser = page.context().browser();
  if (!browser) throw new Error('The page has no browser to open another person’s window in');
  return browser;
};

/**
 * Leaves an agent's phone as a person would at the end of the day: the call hung up, its after-call work saved,
 * logged out of telephony (the SIP server forgets the registration, so the next path's agent is the only one).
 */
export const signOffPhone = async (page: Page): Promise<void> => {
  const bar = page.getByRole('group', { name: 'Call in progress' });
  if (await bar.isVisible()) await bar.getByRole('button', { name: 'Hang up' }).click();
  await expect(badge(page)).not.toHaveText(/Ringing|On call|On hold/);
  await openPhone(page);
  if ((await badge(page).textContent()) === 'Wrap-up') {
    const wrapUp = page.getByRole('form', { name: 'Wrap-up' }).first();
    await wrapUp.getByLabel('Disposition *').selectOption({ label: 'Query resolved on the call' });
    await wrapUp.getByRole('button', { name: 'Save disposition' }).click();
    await expect(badge(page)).not.toHaveText('Wrap-up');
  }
  await page.getByRole('button', { name: 'Log out of telephony' }).click();
  await expect(page.getByRole('button', { name: 'Log in to telephony' })).toBeVisible();
};

/** Another person at their desk for this path: signed in, phone Ready; signed off and closed when the path ends. */
export const otherAgent = async (page: Page, account: DemoAccount): Promise<Page> => {
  const context = await browserOf(page).newContext();
  const agent = await context.newPage();
  atPathEnd(async () => {
    try {
      await signOffPhone(agent);
    } finally {
      await context.close();
    }
  });
  await readyAgent(agent, account, phoneWorld().server.url);
  return agent;
};

export const incomingBanner = (page: Page) => page.getByRole('alertdialog', { name: 'Incoming call' });
