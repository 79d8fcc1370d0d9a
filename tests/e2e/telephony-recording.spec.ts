import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { defaultMediaAddress } from '../../server/telephony/rtpengine-process';
import { recordingPaths } from '../../src/contracts/telephony/recordings';
import { telephonyPaths } from '../../src/contracts/telephony/paths';
import { startRtpPeer } from '../support/rtp-peer';
import { mediaCaller } from '../support/sipp-media';
import { demoAccounts, type DemoAccount } from './fixtures';
import { noBlockingViolations } from './support/axe';
import { freePort, startServer, type RunningServer } from './support/server';
import { badge, classifyMedicalClaims, readyAgent } from './support/softphone';

/**
 * Issue 39: a call on a queue recorded "always" is recorded in the agent's browser (both sides mixed, uploaded
 * while it lasts), linked to the case made from the call, and played back from the case page. The caller is a
 * plain SIP trunk (SIPp) whose RTP is a 1330 Hz tone (rtp-peer.ts), through the service's own Kamailio and
 * rtpengine, as in telephony-media.spec.ts.
 */

const queueNumber = '5001'; // Member Services – Pretoria: the seeded agent (1003)
const toneHz = 1330;
let server: RunningServer;
let sipPort: number;

test.beforeAll(async () => {
  const wsPort = await freePort();
  sipPort = await freePort();
  server = await startServer({
    env: {
      TELEPHONY_EMBEDDED_SIP: 'on',
      TELEPHONY_WS_URL: `ws://127.0.0.1:${wsPort}`,
      TELEPHONY_SIP_DOMAIN: 'recording.local',
      TELEPHONY_SHARED_SECRET: randomBytes(24).toString('hex'),
      TELEPHONY_SIP_LISTEN: `127.0.0.1:${sipPort}`,
      TELEPHONY_TRUNK_ALLOW: '127.0.0.1',
      TELEPHONY_RETRY_INTERVAL_MS: '1000',
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

/** A demo account's service calls, each answer checked for errCode 0. */
async function serviceAs(request: APIRequestContext, account: DemoAccount) {
  const login = await request.post(`${server.url}/api/login`, {
    data: { username: account, password: demoAccounts[account].password },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return async <T>(path: string, data: unknown): Promise<T> => {
    const answer = await request.post(`${server.url}/api${path}`, {
      headers: { authorization: `Bearer ${token}` },
      data,
    });
    const body = (await answer.json()) as { errCode: number; msg: string; data: T };
    expect(body.errCode, `${path}: ${body.msg}`).toBe(0);
    return body.data;
  };
}

/**
 * Decodes a recording in the page (the console's CSP keeps a script from reading the player's blob, so the
 * bytes come as the service answers them) and measures it: its RMS, and the tone's share of it (Goertzel).
 */
const measure = (page: Page, dataUrl: string, hz: number) =>
  page.evaluate(
    async ({ dataUrl, toneHz }) => {
      const text = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
      const bytes = Uint8Array.from(text, (c) => c.charCodeAt(0)).buffer;
      const decoded = await new OfflineAudioContext(1, 1, 48_000).decodeAudioData(bytes);
      const samples = decoded.getChannelData(0);
      let sum = 0;
      for (const s of samples) sum += s * s;
      const rms = Math.sqrt(sum / samples.length);
      // Goertzel: the power at the tone's frequency over the power just beside it. Over seconds a steady tone's
      // power is all in its own bin; speech (the consent announcement) and the fake microphone's beep spread
      // theirs over both, so without the caller's audio in the recording the ratio stays near 1.
      const power = (f: number) => {
        const k = 2 * Math.cos((2 * Math.PI * f) / decoded.sampleRate);
        let a = 0;
        let b = 0;
        for (const s of samples) [a, b] = [s + k * a - b, a];
        return a * a + b * b - k * a * b;
      };
      return {
        rms,
        seconds: decoded.duration,
        toneRatio: power(toneHz) / Math.max(power(toneHz + 37), 1e-12),
      };
    },
    { dataUrl, toneHz: hz },
  );

test('an always-recorded queue call is recorded in the agent’s browser and plays back from the case', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const agentCalls = await serviceAs(request, 'agent');
  const admin = await serviceAs(request, 'admin');
  const details = await agentCalls<{ agent_queues: { id: number; name: string }[] }>(
    telephonyPaths.sessionDetails,
    {},
  );
  const queue = details.agent_queues.find((q) => q.name === 'Member Services – Pretoria');
  await admin(recordingPaths.queueMode, { queue_id: queue?.id, mode: 'always' });

  const context = await browser.newContext();
  const rtp = await startRtpPeer(defaultMediaAddress(), { toneHz });
  let caller: ReturnType<typeof mediaCaller> | undefined;
  try {
    const agent = await context.newPage();
    await readyAgent(agent, 'agent', server.url);
    caller = mediaCaller({
      target: `127.0.0.1:${sipPort}`,
      number: queueNumber,
      callerId: '27825551077',
      rtp: { address: defaultMediaAddress(), port: rtp.port },
      localPort: await freePort(),
    });
    const banner = agent.getByRole('alertdialog', { name: 'Incoming call' });
    await expect(banner).toBeVisible({ timeout: 15_000 });
    await banner.getByRole('button', { name: 'Answer' }).click();
    await expect(badge(agent)).toHaveText('On call');

    // The call bar says the call is recorded; Pause and Resume are there for a card number.
    const bar = agent.getByRole('group', { name: 'Call in progress' });
    await expect(bar.getByRole('status')).toHaveText('Recording', { timeout: 15_000 });
    await bar.getByRole('button', { name: 'Pause recording' }).click();
    await expect(bar.getByRole('status')).toHaveText(/^Recording paused$/i);
    await bar.getByRole('button', { name: 'Resume recording' }).click();
    await expect(bar.getByRole('status')).toHaveText('Recording');

    // The case from the call, through the guided flow (an unknown number: Unidentified-Customer).
    const flow = agent.getByRole('region', { name: /Call to case/ });
    await flow.getByRole('form', { name: 'Caller' }).getByRole('button', { name: 'Continue' }).click();
    await classifyMedicalClaims(flow);
    const caseDetails = flow.getByRole('form', { name: 'Case details' });
    await caseDetails.getByLabel('Subject *').fill('Card payment for a gap cover premium');
    await caseDetails.getByRole('button', { name: 'Create case' }).click();
    const made = flow.getByRole('group', { name: 'Disposition' });
    await expect(made).toContainText(/Case CAS-\d{6} created/);
    // Some seconds of both sides in the recording before the agent hangs up.
    await expect(bar).toContainText(/00:(0[6-9]|[1-5]\d)/, { timeout: 20_000 });
    await bar.getByRole('button', { name: 'Hang up' }).click();
    expect((await caller.done).code).toBe(0);

    // The case page: the recording of the call, played with the keyboard.
    await made.getByRole('link', { name: /^CAS-\d{6}$/ }).click();
    const section = agent.getByRole('region', { name: 'Call recordings' });
    await expect(section).toContainText('taken by Naledi Mokoena', { timeout: 15_000 });
    await expect(section.getByRole('button', { name: /^Download/ })).toHaveCount(0); // the agent holds no key
    const play = section.getByRole('button', { name: /^Play recording of the call with/ });
    await play.focus();
    await agent.keyboard.press('Enter');
    await expect(section.getByRole('button', { name: /^Pause recording of the call with/ })).toBeVisible();
    const audio = section.locator('audio');
    await expect
      .poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0.5);
    expect(await audio.evaluate((a: HTMLAudioElement) => a.duration)).toBeGreaterThan(0);
    await noBlockingViolations(agent, '[data-testid="case-recordings"]');

    const calls = await agentCalls<{ call_log_table_id: number; case_id: number | null }[]>(
      telephonyPaths.callLog,
      {},
    );
    const media = await agentCalls<{ data_url: string }>(recordingPaths.play, {
      call_log_table_id: calls[0].call_log_table_id,
    });
    const played = await measure(agent, media.data_url, toneHz);
    expect(played.seconds).toBeGreaterThan(4);
    expect(played.rms).toBeGreaterThan(0.01);
    expect(played.toneRatio).toBeGreaterThan(20);
  } finally {
    await caller?.stop();
    rtp.close();
    await context.close();
  }
});
