import { expect, type Page } from '@playwright/test';
import { badge, openPhone } from '../../support/softphone';
import type { FarEnd } from './telephony-rig';

/** The dock's panel, opened if it is closed (answering a call may fold it). */
export const panel = async (page: Page) => {
  await openPhone(page);
  return page.locator('[data-softphone-panel]');
};

// Connection trouble is what the badge names first (agent-label.ts): an agent state is read beside it.
const trouble = 'Disconnected|Reconnecting…|Unavailable';
export const badgeSays = async (page: Page, text: string) =>
  expect(badge(page)).toHaveText(new RegExp(`^(${text}|${trouble})$`));

const button = async (page: Page, name: string) =>
  (await panel(page)).getByRole('button', { name, exact: true });
const agentGroup = async (page: Page) => (await panel(page)).getByRole('group', { name: 'Agent state' });
const wrapUpForm = async (page: Page) => (await panel(page)).getByRole('form', { name: 'Wrap-up' });
export const incoming = (page: Page) => page.getByRole('alertdialog', { name: 'Incoming call' });

/** What a person sees in each state node of the telephony machine (the softphone dock and its banner). */
export const views = {
  preLogin: async (page: Page) => {
    await expect(badge(page)).toHaveText('Offline');
    await expect(await button(page, 'Log in to telephony')).toBeVisible();
  },
  loading: async (page: Page) => {
    await expect(badge(page)).toHaveText('Connecting…');
    await expect((await panel(page)).getByText('Please wait…')).toBeVisible();
  },
  loggingOut: async (page: Page) => {
    await expect(badge(page)).toHaveText('Connecting…');
    await expect(await button(page, 'Log out of telephony')).toBeHidden();
  },
  session: async (page: Page) => {
    await expect((await panel(page)).getByText('Extension 1003')).toBeVisible();
  },
  connectionUp: async (page: Page) => {
    await expect(badge(page)).not.toHaveText(new RegExp(`^(${trouble})$`));
    await expect(await button(page, 'Reconnect')).toBeHidden();
  },
  reconnecting: async (page: Page) => {
    const p = await panel(page);
    await expect(
      p.getByText(/Reconnecting to the telephony server|SIP server restarting|Telephony unavailable/).first(),
    ).toBeVisible();
  },
  failed: async (page: Page) => {
    await expect(await button(page, 'Reconnect')).toBeVisible();
  },
  registering: async (page: Page) => {
    await badgeSays(page, 'Registering…');
    await expect(await button(page, 'Log in to queues')).toBeHidden();
    await expect(await agentGroup(page)).toBeHidden();
  },
  registered: async (page: Page) => {
    await badgeSays(page, 'Registered, not in queue');
    await expect(await button(page, 'Log in to queues')).toBeEnabled();
  },
  queueLogin: async (page: Page) => {
    await badgeSays(page, 'Registered, not in queue');
    await expect(await button(page, 'Log in to queues')).toBeHidden();
    await expect(await agentGroup(page)).toBeHidden();
  },
  queueLogout: async (page: Page) => {
    await badgeSays(page, 'Leaving the queues…');
    await expect(await agentGroup(page)).toBeHidden();
    await expect(await button(page, 'Log in to queues')).toBeHidden();
  },
  inQueue: async (page: Page) => {
    await expect(await agentGroup(page)).toBeVisible();
    await expect((await panel(page)).getByTestId('offer-counters')).toBeVisible();
  },
  ready: async (page: Page) => {
    await badgeSays(page, 'Ready');
    await expect((await agentGroup(page)).getByRole('button', { name: 'Ready', exact: true })).toBeEnabled();
  },
  /** Waiting for the service to save a state: the choice is disabled meanwhile. */
  saving: async (page: Page) => {
    await badgeSays(page, 'Not ready(: .+)?|Ready');
    await expect((await agentGroup(page)).getByRole('button', { name: 'Ready', exact: true })).toBeDisabled();
    await expect((await panel(page)).getByRole('form', { name: 'Dial pad' })).toBeHidden();
  },
  notReady: async (page: Page) => {
    await badgeSays(page, 'Not ready(: .+)?');
    await expect((await agentGroup(page)).getByRole('button', { name: 'Ready', exact: true })).toBeEnabled();
  },
  ringing: async (page: Page) => {
    await expect(badge(page)).toHaveText(/^(Ringing|Disconnected)$/);
    await expect(incoming(page)).toBeVisible();
  },
  offered: async (page: Page) => {
    await expect(incoming(page).getByRole('button', { name: 'Answer' })).toBeEnabled();
  },
  answering: async (page: Page) => {
    await expect(incoming(page)).toBeVisible();
    await expect(incoming(page).getByRole('button', { name: 'Answer' })).toBeEnabled();
  },
  dialing: async (page: Page) => {
    await expect(badge(page)).toHaveText(/^(Dialling|Disconnected)$/);
    await expect((await panel(page)).getByText('Calling…', { exact: true })).toBeVisible();
  },
  talking: async (page: Page) => {
    await expect(await button(page, 'Hang up')).toBeVisible();
  },
  onCall: async (page: Page) => {
    await expect(badge(page)).toHaveText(/^(On call|Disconnected)$/);
    await expect(await button(page, 'Hold')).toBeVisible();
  },
  onHold: async (page: Page) => {
    await expect(badge(page)).toHaveText(/^(On hold|Disconnected)$/);
    await expect(await button(page, 'Resume')).toBeVisible();
  },
  transferring: async (page: Page) => {
    await expect((await panel(page)).getByText(/^Transferring to \d+…$/)).toBeVisible();
  },
  consulting: async (page: Page) => {
    await expect(await button(page, 'Cancel transfer')).toBeVisible();
  },
  consultRinging: async (page: Page) => {
    await expect((await panel(page)).getByText(/^Calling \d+; the caller is on hold$/)).toBeVisible();
    await expect(await button(page, 'Complete transfer')).toBeDisabled();
  },
  consultConnected: async (page: Page) => {
    await expect((await panel(page)).getByText(/^Talking to \d+; the caller is on hold$/)).toBeVisible();
    await expect(await button(page, 'Complete transfer')).toBeEnabled();
  },
  wrapUp: async (page: Page) => {
    // Also entered by a transfer nobody confirmed, after its 10 s wait (transferConfirmWait).
    await expect(badge(page)).toHaveText(/^(Wrap-up|Disconnected)$/, { timeout: 20_000 });
    await expect(await wrapUpForm(page)).toBeVisible();
  },
  codeOpen: async (page: Page) => {
    await expect((await wrapUpForm(page)).getByRole('button', { name: 'Save disposition' })).toBeEnabled();
  },
  codeSaving: async (page: Page) => {
    await expect((await wrapUpForm(page)).getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
  codeSaved: async (page: Page) => {
    await expect((await wrapUpForm(page)).getByText(/^Wrap-up code saved/)).toBeVisible();
  },
  countdownRunning: async (page: Page) => {
    await expect((await wrapUpForm(page)).getByRole('timer')).toContainText('After-call work');
  },
  // The enforced after-call work may take its full time to end: the wait is for what the agent sees.
  countdownOver: async (page: Page) => {
    await expect((await wrapUpForm(page)).getByRole('timer')).toBeHidden({ timeout: 40_000 });
  },
};

export const click = async (page: Page, name: string) =>
  (await panel(page)).getByRole('button', { name, exact: true }).click();

export const transferTo = async (page: Page, target: string, how: 'Blind transfer' | 'Consult first') => {
  await click(page, 'Transfer');
  const form = (await panel(page)).getByRole('form', { name: 'Transfer' });
  await form.getByLabel(/Transfer to/).fill(target);
  await form.getByRole('button', { name: how }).click();
};

/** Answers the offer; the case form stays closed (it would fold the dock these paths watch). */
export const answer = async (page: Page) => {
  const flowOnAnswer = (await panel(page)).getByLabel('Open the case form when I answer');
  if (await flowOnAnswer.isChecked()) await flowOnAnswer.uncheck();
  await incoming(page).getByRole('button', { name: 'Answer' }).click();
};

// An offered call: JsSIP's own 180 Ringing turns 'ringing' into 'progress' at once.
export const ringingFar = async (end: FarEnd) =>
  expect.poll(() => end.status()).toMatch(/^(ringing|progress)$/);
