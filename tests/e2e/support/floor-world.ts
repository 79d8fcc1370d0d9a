import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { queueOverflowPath } from '../../../src/contracts/telephony/callbacks';
import type { TelephonyUser } from '../../../src/contracts/telephony/details';
import { telephonyPaths } from '../../../src/contracts/telephony/paths';
import { recordingPaths, type RecordingMode } from '../../../src/contracts/telephony/recordings';
import { pcmWav } from '../../../server/telephony/media/wav';
import { freePort, startServer, type RunningServer } from './server';
import { serviceAs } from './service-as';
import { badge, classifyMedicalClaims, openPhone } from './softphone';
import { signIn } from '../fixtures';

export type FloorWorld = { url: string; sipPort: number; domain: string; secret: string };

/**
 * The contact-centre floor's browser tests (issue 39) share one service with its own Kamailio and rtpengine
 * (embedded SIP), started once for the calling spec file: each start costs seconds that CI pays per file. What
 * the tests set differently (a queue's recording mode, wait limit and overflow) each test sets first through the
 * administrator's own calls (`floorQueue`), so they do not depend on each other's order.
 *
 * The prompts are short ones of the world's own (TELEPHONY_PROMPTS_DIR, one set per service, read at start): the
 * shipped ones speak for several seconds that a test would wait through. No other floor test hears them.
 */
export function floorWorld(domain: string): () => FloorWorld {
  const secret = randomBytes(24).toString('hex');
  let server: RunningServer | undefined;
  let sipPort = 0;
  let prompts = '';
  test.beforeAll(async () => {
    test.setTimeout(150_000); // a server start with Kamailio and rtpengine: allow for a busy machine
    prompts = mkdtempSync(join(tmpdir(), 'floor-prompts-'));
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
    if (prompts) rmSync(prompts, { recursive: true, force: true });
  });
  return () => {
    if (!server) throw new Error('the floor’s service did not start');
    return { url: server.url, sipPort, domain, secret };
  };
}

export type QueueSettings = {
  recording: RecordingMode;
  /** The wait limit and overflow; by default the service's limit and the call ends there. */
  overflow?: { max_wait_seconds: number; overflow: 'callback' | 'voicemail' };
};

/**
 * Sets queue `number`'s recording mode and overflow as its administrator would, and logs the seeded agent out as
 * the console's own Log out does: a previous test's closed browser may have left the agent Ready, and a caller
 * rung to it would make the agent "Not ready: Missed". Answers the queue.
 */
export async function floorQueue(
  request: APIRequestContext,
  url: string,
  number: string,
  settings: QueueSettings,
) {
  const admin = await serviceAs(request, url, 'admin');
  const users = await admin<TelephonyUser[]>(telephonyPaths.allUsers, {});
  const queue = users.flatMap((u) => u.telephony_details.live_queues ?? []).find((q) => q.number === number);
  if (!queue) throw new Error(`no queue ${number} in the seed`);
  await admin(recordingPaths.queueMode, { queue_id: queue.id, mode: settings.recording });
  await admin(queueOverflowPath, {
    queue_id: queue.id,
    max_wait_seconds: settings.overflow?.max_wait_seconds ?? null,
    overflow: settings.overflow?.overflow ?? 'end',
    overflow_queue_id: null,
  });
  const agent = await serviceAs(request, url, 'agent');
  await agent(telephonyPaths.setAgentStatus, { state: 'logged_out' });
  return queue;
}

/** The agent's call with `number` (the last nine digits: stored as dialled), from the agent's own call log. */
export async function callLogNamed(request: APIRequestContext, url: string, number: string) {
  const agentCalls = await serviceAs(request, url, 'agent');
  const calls = await agentCalls<{ call_log_table_id: number; number: string }[]>(telephonyPaths.callLog, {});
  const call = calls.find((c) => c.number.replace(/\D/g, '').endsWith(number.slice(-9)));
  if (!call) throw new Error(`no call with ${number} in the agent’s call log`);
  return { call, agentCalls };
}

/**
 * The supervisor signed in with the phone registered: the monitor leg rings the supervisor's own phone. Not in a
 * queue, so no caller of its own; the dock's panel is closed again.
 */
export async function registeredSupervisor(page: Page, url: string) {
  await signIn(page, 'supervisor', { baseURL: url });
  await openPhone(page);
  await page.getByRole('button', { name: 'Log in to telephony' }).click();
  await expect(badge(page)).toHaveText(/Registered, not in queue/);
  await page.getByRole('button', { name: /Phone/ }).click();
}

/** The case from the agent's call, through the dock's guided flow (an unknown number: Unidentified-Customer). */
export async function caseFromCall(page: Page, subject: string) {
  const flow = page.getByRole('region', { name: /Call to case/ });
  await flow.getByRole('form', { name: 'Caller' }).getByRole('button', { name: 'Continue' }).click();
  await classifyMedicalClaims(flow);
  const details = flow.getByRole('form', { name: 'Case details' });
  await details.getByLabel('Subject *').fill(subject);
  await details.getByRole('button', { name: 'Create case' }).click();
  const made = flow.getByRole('group', { name: 'Disposition' });
  await expect(made).toContainText(/Case CAS-\d{6} created/);
  return made;
}
