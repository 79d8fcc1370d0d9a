import { test, expect } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { queueOverflowPath } from '../../src/contracts/telephony/callbacks';
import type { TelephonyUser } from '../../src/contracts/telephony/details';
import { telephonyPaths } from '../../src/contracts/telephony/paths';
import { issueSipCredentials } from '../../server/domain/telephony/credentials';
import { pcmWav } from '../../server/telephony/media/wav';
import { startRtpPeer } from '../support/rtp-peer';
import { mediaPhone, type SippRun } from '../support/sipp-media';
import { overflowCaller } from '../support/sipp-overflow';
import { noBlockingViolations } from './support/axe';
import { freePort, startServer, type RunningServer } from './support/server';
import { serviceAs } from './support/service-as';
import { badge, readyAgent } from './support/softphone';

/**
 * Issue 39, "no caller waits forever": a SIPp caller of queue 5001 waits its 2 s limit, hears the callback offer and
 * presses 1; the queue's next Ready agent is rung in the dock with the caller's number, dials with one click, and the
 * caller's phone (SIPp registered as that number) receives the agent's INVITE. One service, one Kamailio.
 */
const domain = 'telephony.local';
const secret = randomBytes(24).toString('hex');
const callerNumber = '0821234567';
let server: RunningServer;
let sipPort: number;
let prompts: string;

test.beforeAll(async () => {
  // Short prompts of the test's own (TELEPHONY_PROMPTS_DIR): the shipped ones speak for several seconds.
  prompts = mkdtempSync(join(tmpdir(), 'callback-prompts-'));
  const tone = pcmWav(
    Int16Array.from({ length: 2400 }, (_, i) => 3000 * Math.sin((2 * Math.PI * 440 * i) / 8000)),
  );
  for (const name of ['voicemail', 'callback-offer', 'callback-thanks', 'beep'])
    writeFileSync(join(prompts, `${name}.wav`), tone);
  sipPort = await freePort();
  server = await startServer({
    env: {
      TELEPHONY_EMBEDDED_SIP: 'on',
      TELEPHONY_WS_URL: `ws://127.0.0.1:${await freePort()}`,
      TELEPHONY_SIP_DOMAIN: domain,
      TELEPHONY_SHARED_SECRET: secret,
      TELEPHONY_SIP_LISTEN: `127.0.0.1:${sipPort}`,
      TELEPHONY_TRUNK_ALLOW: '127.0.0.1',
      TELEPHONY_PROMPTS_DIR: prompts,
      TELEPHONY_RETRY_INTERVAL_MS: '1000',
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(prompts, { recursive: true, force: true });
});

test('a caller presses 1 at the limit; the next Ready agent is rung and dials them with one click', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await serviceAs(request, server.url, 'admin');
  const users = await admin<TelephonyUser[]>(telephonyPaths.allUsers, {});
  const queue = users.flatMap((u) => u.telephony_details.live_queues ?? []).find((q) => q.number === '5001');
  expect(queue).toBeDefined();
  await admin(queueOverflowPath, {
    queue_id: queue?.id,
    max_wait_seconds: 2,
    overflow: 'callback',
    overflow_queue_id: null,
  });

  // Nobody is Ready: the caller waits the limit, hears the offer, presses 1 and is thanked and hung up on.
  const rtp = await startRtpPeer('127.0.0.1');
  try {
    const caller = overflowCaller({
      target: `127.0.0.1:${sipPort}`,
      number: '5001',
      callerId: callerNumber,
      rtp: { address: '127.0.0.1', port: rtp.port },
      localPort: await freePort(),
    });
    // The offer comes from another port than the waiting music before it: the key goes when the caller hears it.
    await expect.poll(() => rtp.sources().length, { timeout: 20_000 }).toBe(2);
    expect(await rtp.sendDigit('1')).toBeGreaterThan(0);
    const ended = await caller.done;
    expect(ended.code, ended.output).toBe(0);
  } finally {
    rtp.close();
  }

  // The caller's own phone, registered at their number, to be called back.
  const media = await startRtpPeer('127.0.0.1');
  const credentials = issueSipCredentials(secret, callerNumber, 600);
  let phone: SippRun | undefined;
  const context = await browser.newContext();
  try {
    phone = await mediaPhone({
      target: `127.0.0.1:${sipPort}`,
      ext: callerNumber,
      domain,
      user: credentials.authorizationUser,
      password: credentials.password,
      rtp: { address: '127.0.0.1', port: media.port },
      localPort: await freePort(),
    });
    const agent = await context.newPage();
    await readyAgent(agent, 'agent', server.url);
    const offer = agent.getByRole('alertdialog', { name: /^Call back / });
    await expect(offer).toBeVisible({ timeout: 15_000 });
    await expect(offer).toContainText(queue?.name ?? '');
    await expect(offer.getByRole('button', { name: 'Call back' })).toBeFocused();
    await agent.screenshot({ path: '/tmp/overflow-shots/callback-offer.png' });
    await noBlockingViolations(agent, '[role="alertdialog"]');

    await offer.getByRole('button', { name: 'Call back' }).click();
    await expect(offer).toBeHidden();
    // The caller's phone took the agent's INVITE and answered: the agent is on the call.
    await expect(badge(agent)).toHaveText('On call', { timeout: 15_000 });
    await agent.screenshot({ path: '/tmp/overflow-shots/callback-dialled.png' });
    await agent.getByRole('group', { name: 'Current call' }).getByRole('button', { name: 'Hang up' }).click();
    const result = await phone.done;
    expect(result.code, result.output).toBe(0);
  } finally {
    await phone?.stop();
    media.close();
    await context.close();
  }
});
