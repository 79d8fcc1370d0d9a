import type { Page } from '@playwright/test';
import { toneEnergy } from '../../support/tone';

/** The fake microphone device: getUserMedia answers a WebAudio oscillator at a known frequency instead. */
export const fakeMicrophone = (hz: number) => {
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
export const keepMedia = () => {
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

export const rtpReceived = (page: Page) =>
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
export const heard = (page: Page, frequencies: number[]) =>
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

/**
 * Decodes a recording in the page (the console's CSP keeps a script from reading the player's blob, so the bytes
 * come as the service answers them) and measures it: its RMS, its length, and per frequency the tone's share
 * (Goertzel): the power at the tone over the power just beside it. Over seconds a steady tone's power is all in its
 * own bin; speech (the consent announcement) spreads its over both, so without the tone the ratio stays near 1.
 */
export const measureRecording = (page: Page, dataUrl: string, frequencies: number[]) =>
  page.evaluate(
    async ({ dataUrl, frequencies }) => {
      const text = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
      const bytes = Uint8Array.from(text, (c) => c.charCodeAt(0)).buffer;
      const decoded = await new OfflineAudioContext(1, 1, 48_000).decodeAudioData(bytes);
      const samples = decoded.getChannelData(0);
      let sum = 0;
      for (const s of samples) sum += s * s;
      const power = (f: number) => {
        const k = 2 * Math.cos((2 * Math.PI * f) / decoded.sampleRate);
        let a = 0;
        let b = 0;
        for (const s of samples) [a, b] = [s + k * a - b, a];
        return a * a + b * b - k * a * b;
      };
      return {
        rms: Math.sqrt(sum / samples.length),
        seconds: decoded.duration,
        toneRatios: frequencies.map((f) => power(f) / Math.max(power(f + 37), 1e-12)),
        powers: frequencies.map(power),
      };
    },
    { dataUrl, frequencies },
  );

/** How much of the agent's and the supervisor's tones a baresip caller heard in its last second. */
export async function lastSecondHeard(
  caller: { heard: () => Promise<{ rate: number; samples: Int16Array }> },
  tone: { agent: number; supervisor: number },
) {
  const { rate, samples } = await caller.heard();
  const block = samples.subarray(Math.max(0, samples.length - rate));
  return { agent: toneEnergy(block, rate, tone.agent), supervisor: toneEnergy(block, rate, tone.supervisor) };
}
