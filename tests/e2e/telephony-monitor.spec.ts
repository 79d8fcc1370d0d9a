import { test, expect, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { baresipCaller } from '../support/baresip';
import { toneEnergy } from '../support/tone';
import { signIn } from './fixtures';
import { noBlockingViolations } from './support/axe';
import { freePort, startServer, type RunningServer } from './support/server';
import { badge, openPhone, readyAgent } from './support/softphone';

/**
 * Issue 39: a supervisor listens to, whispers to and barges into a call between a plain SIP caller (Debian's
 * baresip through the service's own Kamailio and rtpengine) and a browser agent. Each party speaks a tone of its
 * own, so what each one hears can be told apart: the caller 600 Hz, the agent 900 Hz, the supervisor 1500 Hz.
 */
const tone = { caller: 600, agent: 900, supervisor: 1500 };
const queueNumber = '5001'; // Member Services – Pretoria: the seeded agent (1003)

/** The fake microphone device: getUserMedia answers a WebAudio oscillator at a known frequency instead. */
const fakeMicrophone = (hz: number) => {
  navigator.mediaDevices.getUserMedia = async () => {
    const context = new AudioContext();
    const oscillator = context.createOscillator();
    oscillator.frequency.value = hz;
    const gain = context.createGain();
    gain.gain.value = 0.3;
    const out = context.createMediaStreamDestination();
    oscillator.connect(gain).connect(out);
    oscillator.start();
    await context.resume().catch(() => undefined);
    return out.stream;
  };
};

/** Keeps the page's peer connections (RTP counts) and every stream an audio element was given (what is heard). */
const keepMedia = () => {
  const w = window as unknown as {
    keptPeers: RTCPeerConnection[];
    played: [HTMLMediaElement, MediaStream][];
  };
  w.keptPeers = [];
  w.played = [];
  const Native = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Native {
    constructor(configuration?: RTCConfiguration) {
      super(configuration);
      w.keptPeers.push(this);
    }
  };
  const field = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'srcObject')!;
  Object.defineProperty(HTMLMediaElement.prototype, 'srcObject', {
    ...field,
    set(this: HTMLMediaElement, stream: MediaStream | null) {
      if (stream) w.played.push([this, stream]);
      field.set!.call(this, stream);
    },
  });
};

const rtpReceived = (page: Page) =>
  page.evaluate(async () => {
    let received = 0;
    for (const peer of (window as unknown as { keptPeers: RTCPeerConnection[] }).keptPeers)
      (await peer.getStats()).forEach((r: { type: string; kind?: string; packetsReceived?: number }) => {
        if (r.type === 'inbound-rtp' && r.kind === 'audio') received += r.packetsReceived ?? 0;
      });
    return received;
  });

/**
 * What the page's listener hears now (the stream last given to an audible element), in dB above the speech band's
 * median, at each frequency: a spoken tone stands 40 dB or more above it, an absent one near 0.
 */
const heard = (page: Page, frequencies: number[]) =>
  page.evaluate(async (hz) => {
    const played = (window as unknown as { played: [HTMLMediaElement, MediaStream][] }).played;
    const last = [...played].reverse().find(([element]) => !element.muted);
    if (!last) return hz.map(() => 0);
    const context = new AudioContext();
    await context.resume();
    const analyser = context.createAnalyser();
    analyser.fftSize = 8192;
    context.createMediaStreamSource(last[1]).connect(analyser);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const bins = new Float32Array(analyser.frequencyBinCount);
    analyser.getFloatFrequencyData(bins);
    await context.close();
    const perBin = context.sampleRate / analyser.fftSize;
    const band = [...bins.slice(Math.round(200 / perBin), Math.round(3800 / perBin))].sort((a, b) => a - b);
    const floor = band[Math.floor(band.length / 2)] ?? -200;
    return hz.map((f) => {
      const at = Math.round(f / perBin);
      return Math.max(...bins.slice(at - 2, at + 3)) - floor;
    });
  }, frequencies);

const domain = 'telephony.local';
let server: RunningServer;
let sipPort: number;

test.beforeAll(async () => {
  sipPort = await freePort();
  server = await startServer({
    env: {
      TELEPHONY_EMBEDDED_SIP: 'on',
      TELEPHONY_WS_URL: `ws://127.0.0.1:${await freePort()}`,
      TELEPHONY_SIP_DOMAIN: domain,
      TELEPHONY_SHARED_SECRET: randomBytes(24).toString('hex'),
      TELEPHONY_SIP_LISTEN: `127.0.0.1:${sipPort}`,
      TELEPHONY_TRUNK_ALLOW: '127.0.0.1',
      TELEPHONY_RETRY_INTERVAL_MS: '1000',
    },
  });
});

// Here rather than in the test's finally: after a test timeout the test's own code never resumes, and the caller
// would outlive the run.
let caller: Awaited<ReturnType<typeof baresipCaller>> | undefined;
test.afterEach(async () => {
  await caller?.stop();
  caller = undefined;
});

test.afterAll(async () => {
  await server?.stop();
});

test('a supervisor listens to, whispers to and barges into a baresip caller’s call with a browser agent', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const agentContext = await browser.newContext();
  const supervisorContext = await browser.newContext();
  try {
    const agent = await agentContext.newPage();
    await agent.addInitScript(fakeMicrophone, tone.agent);
    await agent.addInitScript(keepMedia);
    await readyAgent(agent, 'agent', server.url);

    const supervisor = await supervisorContext.newPage();
    await supervisor.addInitScript(fakeMicrophone, tone.supervisor);
    await supervisor.addInitScript(keepMedia);
    await signIn(supervisor, 'supervisor', { baseURL: server.url });
    // The monitor leg rings the supervisor's own phone, so it is registered (not in a queue: no caller of its own).
    await openPhone(supervisor);
    await supervisor.getByRole('button', { name: 'Log in to telephony' }).click();
    await expect(badge(supervisor)).toHaveText(/Registered, not in queue/);
    await supervisor.getByRole('button', { name: /Phone/ }).click(); // closes the panel again

    caller = await baresipCaller({
      from: '27825551001',
      dial: `sip:${queueNumber}@127.0.0.1:${sipPort}`,
      toneHz: tone.caller,
      sipPort: await freePort(),
    });
    const banner = agent.getByRole('alertdialog', { name: 'Incoming call' });
    await expect(banner, caller.output()).toBeVisible({ timeout: 20_000 });
    await banner.getByRole('button', { name: 'Answer' }).click();
    await expect(badge(agent)).toHaveText('On call');

    // Listen, from Queues live on the team home (it refreshes every 5 s).
    const naledi = supervisor
      .getByRole('region', { name: 'Queues live' })
      .getByRole('article', { name: /Member Services – Pretoria/ })
      .getByRole('row', { name: /Naledi Mokoena/ });
    await naledi.getByRole('button', { name: 'Listen to Naledi Mokoena’s call' }).click({ timeout: 20_000 });
    const monitoring = supervisor.getByRole('group', { name: 'Monitoring Naledi Mokoena' });
    await expect(monitoring.getByRole('status')).toHaveText(/^Monitoring Naledi Mokoena/, {
      timeout: 15_000,
    });
    const notice = agent.getByTestId('monitor-notice');
    await expect(notice).toHaveText('Pieter van der Merwe is listening');

    // The supervisor receives RTP and hears both sides; the agent does not hear the supervisor.
    await expect.poll(() => rtpReceived(supervisor), { timeout: 15_000 }).toBeGreaterThan(50);
    await expect
      .poll(async () => Math.min(...(await heard(supervisor, [tone.caller, tone.agent]))), {
        timeout: 15_000,
      })
      .toBeGreaterThan(30);
    expect((await heard(agent, [tone.supervisor]))[0]).toBeLessThan(15);

    // Whisper: the agent hears the supervisor; the caller's recording has the agent's tone and not the supervisor's.
    await monitoring.getByRole('button', { name: 'Whisper' }).click();
    await expect(notice).toHaveText('Pieter van der Merwe is whispering to you');
    await expect
      .poll(async () => (await heard(agent, [tone.supervisor]))[0], { timeout: 10_000 })
      .toBeGreaterThan(30);
    const lastSecond = async () => {
      const { rate, samples } = await caller!.heard();
      const block = samples.subarray(Math.max(0, samples.length - rate));
      return {
        agent: toneEnergy(block, rate, tone.agent),
        supervisor: toneEnergy(block, rate, tone.supervisor),
      };
    };
    await agent.waitForTimeout(2000); // the recording's last second is all whisper
    const whisper = await lastSecond();
    expect(whisper.agent).toBeGreaterThan(1000);
    expect(whisper.supervisor).toBeLessThan(whisper.agent / 100);

    // Barge: the caller hears the supervisor too.
    await monitoring.getByRole('button', { name: 'Barge' }).click();
    await expect(notice).toHaveText('Pieter van der Merwe has joined the call');
    await expect
      .poll(async () => (await lastSecond()).supervisor, { timeout: 10_000 })
      .toBeGreaterThan(whisper.agent / 10);

    // The supervisor's card and the agent's notice: labelled, keyboard reachable, no blocking axe finding.
    await noBlockingViolations(supervisor, '[aria-label="Monitoring Naledi Mokoena"]');
    await noBlockingViolations(agent, '[data-testid="monitor-notice"]');
    // Stop: the agent's notice goes, the call goes on.
    await monitoring.getByRole('button', { name: 'Stop monitoring' }).click();
    await expect(notice).toBeHidden();
    await expect(monitoring).toBeHidden();
    await expect(badge(agent)).toHaveText('On call');
  } finally {
    await agentContext.close();
    await supervisorContext.close();
  }
});
