import { test, expect, type Page } from '@playwright/test';
import { defaultMediaAddress } from '../../server/telephony/rtpengine-process';
import { randomBytes } from 'node:crypto';
import { issueSipCredentials } from '../../server/domain/telephony/credentials';
import { startRtpPeer, dtmfEvent } from '../support/rtp-peer';
import { mediaCaller, mediaPhone, type SippRun } from '../support/sipp-media';
import { freePort, startServer, type RunningServer } from './support/server';
import { badge, openPhone, readyAgent, testCaller } from './support/softphone';

/**
 * Issue 35: a plain SIP phone or trunk (SIPp from Debian: PCMU and telephone-event over RTP/AVP, no ICE, no DTLS)
 * calls a queue through the service's own Kamailio and rtpengine, with no credentials, from an allowed address.
 * The browser agent answers, and audio flows both ways (counted at both ends); DTMF goes both ways as RFC 4733.
 * And the reverse: a browser calls a plain SIP phone (SIPp registered over UDP). One service for both tests.
 */

const queueNumber = '5001'; // Member Services – Pretoria: the seeded agent (1003)

/** Keeps every RTCPeerConnection the page makes, so the test can read its RTP statistics. */
const keepPeerConnections = () => {
  const Native = window.RTCPeerConnection;
  const kept: RTCPeerConnection[] = [];
  (window as unknown as { keptPeers: RTCPeerConnection[] }).keptPeers = kept;
  window.RTCPeerConnection = class extends Native {
    constructor(configuration?: RTCConfiguration) {
      super(configuration);
      kept.push(this);
    }
  };
};

/** Audio RTP packets the agent's browser received and sent, over all its peer connections. */
const browserRtp = (page: Page) =>
  page.evaluate(async () => {
    const totals = { received: 0, sent: 0 };
    for (const peer of (window as unknown as { keptPeers: RTCPeerConnection[] }).keptPeers)
      (await peer.getStats()).forEach((report: { type: string; kind?: string } & Record<string, number>) => {
        if (report.kind !== 'audio') return;
        if (report.type === 'inbound-rtp') totals.received += report.packetsReceived ?? 0;
        if (report.type === 'outbound-rtp') totals.sent += report.packetsSent ?? 0;
      });
    return totals;
  });

const domain = 'telephony.local';
const secret = randomBytes(24).toString('hex');
let server: RunningServer;
let sipPort: number;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const wsPort = await freePort();
  sipPort = await freePort();
  server = await startServer({
    env: {
      TELEPHONY_EMBEDDED_SIP: 'on',
      TELEPHONY_WS_URL: `ws://127.0.0.1:${wsPort}`,
      TELEPHONY_SIP_DOMAIN: domain,
      TELEPHONY_SHARED_SECRET: secret,
      TELEPHONY_SIP_LISTEN: `127.0.0.1:${sipPort}`,
      TELEPHONY_TRUNK_ALLOW: '127.0.0.1',
      TELEPHONY_RETRY_INTERVAL_MS: '1000',
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test('a plain RTP trunk caller talks to a browser agent through rtpengine; DTMF both ways as RFC 4733', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const sippPort = await freePort();
  const context = await browser.newContext();
  const rtp = await startRtpPeer(defaultMediaAddress());
  let caller: ReturnType<typeof mediaCaller> | undefined;
  try {
    const agent = await context.newPage();
    await agent.addInitScript(keepPeerConnections);
    await readyAgent(agent, 'agent', server.url);

    caller = mediaCaller({
      target: `127.0.0.1:${sipPort}`,
      number: queueNumber,
      callerId: '27825551001',
      rtp: { address: defaultMediaAddress(), port: rtp.port },
      localPort: sippPort,
    });
    const banner = agent.getByRole('alertdialog', { name: 'Incoming call' });
    await expect(banner).toBeVisible({ timeout: 15_000 });
    await banner.getByRole('button', { name: 'Answer' }).click();
    await expect(badge(agent)).toHaveText('On call');

    // Audio both ways: PCMU at the caller's socket, and the agent's browser receiving and sending RTP.
    await expect.poll(() => rtp.count(0), { timeout: 15_000 }).toBeGreaterThan(50);
    await expect
      .poll(async () => (await browserRtp(agent)).received, { timeout: 15_000 })
      .toBeGreaterThan(50);
    expect((await browserRtp(agent)).sent).toBeGreaterThan(50);
    await expect(badge(agent)).toHaveText('On call'); // not "Missed call": the answer stood

    // The agent's keypad: telephone-events at the caller's end, the digits pressed.
    await openPhone(agent);
    const keypad = agent.getByRole('group', { name: 'Keypad: send tones' });
    await keypad.getByRole('button', { name: 'Send tone 7' }).click();
    await keypad.getByRole('button', { name: 'Send tone #' }).click();
    await expect
      .poll(() => rtp.events().sort((a, b) => a - b), { timeout: 10_000 })
      .toEqual([dtmfEvent('7'), dtmfEvent('#')]);

    // The caller's digits: with its audio paused, every packet the agent's browser still receives is a digit's.
    rtp.setTalking(false);
    let settled = -1;
    await expect
      .poll(async () => {
        const now = (await browserRtp(agent)).received;
        const steady = now === settled;
        settled = now;
        return steady;
      })
      .toBe(true);
    const digitPackets = (await rtp.sendDigit('5')) + (await rtp.sendDigit('9'));
    expect(digitPackets).toBe(22);
    await expect
      .poll(async () => (await browserRtp(agent)).received, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(settled + digitPackets);
    rtp.setTalking(true);

    // The agent hangs up: the caller gets the BYE and SIPp finishes its scenario.
    await agent.getByRole('group', { name: 'Current call' }).getByRole('button', { name: 'Hang up' }).click();
    const result = await caller.done;
    expect(result.code, result.output).toBe(0);
  } finally {
    await caller?.stop();
    rtp.close();
    await context.close();
  }
});

test('a browser calls a plain SIP phone through rtpengine: RTP both ways, its keypad as RFC 4733', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const rtp = await startRtpPeer(defaultMediaAddress());
  const ext = '1090';
  const credentials = issueSipCredentials(secret, ext, 600);
  let phone: SippRun | undefined;
  try {
    phone = await mediaPhone({
      target: `127.0.0.1:${sipPort}`,
      ext,
      domain,
      user: credentials.authorizationUser,
      password: credentials.password,
      rtp: { address: defaultMediaAddress(), port: rtp.port },
      localPort: await freePort(),
    });
    const page = await context.newPage();
    await page.addInitScript(keepPeerConnections);
    const caller = await testCaller(page, server.url);
    await caller.dial(ext);
    await expect(caller.status).toHaveText(/^In call with /, { timeout: 15_000 });

    await expect.poll(() => rtp.count(0), { timeout: 15_000 }).toBeGreaterThan(50);
    await expect.poll(async () => (await browserRtp(page)).received, { timeout: 15_000 }).toBeGreaterThan(50);
    await page.getByRole('button', { name: 'Digit 4' }).click();
    await expect.poll(() => rtp.events(), { timeout: 10_000 }).toEqual([dtmfEvent('4')]);

    await caller.hangup();
    const result = await phone.done;
    expect(result.code, result.output).toBe(0);
  } finally {
    await phone?.stop();
    rtp.close();
    await context.close();
  }
});
