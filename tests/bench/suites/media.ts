import type { Browser, Page } from '@playwright/test';
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { issueSipCredentials } from '../../../server/domain/telephony/credentials';
import { freeTcpPort, startKamailio } from '../../../server/telephony/kamailio-process';
import {
  defaultMediaAddress,
  rtpengineInstalled,
  startRtpengine,
} from '../../../server/telephony/rtpengine-process';
import { mediaHoldCalls } from '../../support/sipp-media';
import { printTable, type Row } from '../lib/report';
import type { PeerConnectionEvent } from 'jssip/lib/RTCSession';
import type { RTCSessionEvent } from 'jssip/lib/UA';

/**
 * Issue 35: calls held at once by one SIP server with its media relay. SIPp places `calls` plain PCMU trunk calls
 * (RTP echoed back by SIPp) through Kamailio and rtpengine to one WebRTC extension, a JsSIP UA in Chromium that
 * answers every call; each call is a DTLS-SRTP + ICE leg to the browser and a plain RTP leg to SIPp. Rows: the
 * calls with media flowing both ways at once, and the CPU of rtpengine and of Kamailio over a window while held.
 */

const domain = 'telephony.local';
const extension = '1999';

/** Clock ticks of a process group (Kamailio: its main process and workers), from /proc. */
const ticksOf = (pids: number[]): number =>
  pids.reduce((sum, pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return sum + Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      return sum;
    }
  }, 0);

/** Kamailio's processes: the group of whoever listens on its WebSocket port (ss names the process). */
const kamailioPids = (port: number): number[] => {
  const listener = Number(
    /pid=(\d+)/.exec(execFileSync('ss', ['-ltnpH', `sport = :${port}`]).toString())?.[1],
  );
  if (!listener) return [];
  const group = readFileSync(`/proc/${listener}/stat`, 'utf8').split(') ')[1].split(' ')[2];
  return execFileSync('ps', ['-eo', 'pid=,pgid='])
    .toString()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, pgid]) => pgid === group)
    .map(([pid]) => Number(pid));
};

async function answeringPage(browser: Browser, wsUrl: string, secret: string): Promise<Page> {
  const bundle = await build({
    entryPoints: ['jssip'],
    bundle: true,
    format: 'iife',
    globalName: 'JsSIP',
    write: false,
    platform: 'browser',
    logLevel: 'silent',
  });
  const credentials = issueSipCredentials(secret, extension, 3600);
  // A page served from loopback (a secure context with the fake microphone, in the SIP server's address space).
  const html = `<!doctype html><title>media bench</title><script>${bundle.outputFiles[0].text}</script>`;
  const server = createServer((_request, response) => response.end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const page = await browser.newPage();
  try {
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  } finally {
    server.close();
  }
  await page.evaluate(
    ({ wsUrl, uri, user, password }) =>
      new Promise<void>((resolve, reject) => {
        const w = window as unknown as Record<string, unknown> & { JsSIP: typeof import('jssip') };
        const peers: RTCPeerConnection[] = [];
        w.benchPeers = peers;
        const ua = new w.JsSIP.UA({
          sockets: [new w.JsSIP.WebSocketInterface(wsUrl)],
          uri,
          authorization_user: user,
          password,
          register: true,
        });
        ua.on('newRTCSession', ({ session, originator }: RTCSessionEvent) => {
          if (originator !== 'remote') return;
          session.on('peerconnection', ({ peerconnection }: PeerConnectionEvent) =>
            peers.push(peerconnection),
          );
          session.answer({ mediaConstraints: { audio: true, video: false }, pcConfig: { iceServers: [] } });
        });
        ua.on('registered', () => resolve());
        ua.on('registrationFailed', (event) => reject(new Error(`not registered: ${event.cause}`)));
        ua.start();
      }),
    {
      wsUrl,
      uri: `sip:${extension}@${domain}`,
      user: credentials.authorizationUser,
      password: credentials.password,
    },
  );
  return page;
}

/** Peer connections whose inbound audio grew over `ms`: calls with media flowing from SIPp to the browser. */
const flowing = (page: Page, ms: number) =>
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  page.evaluate(async (ms) => {
    const peers = (window as unknown as { benchPeers: RTCPeerConnection[] }).benchPeers;
    const packets: number[][] = [];
    for (let round = 0; round < 2; round++) {
      if (round === 1) await new Promise((r) => setTimeout(r, ms));
      packets.push(
        await Promise.all(
          peers.map(async (peer) => {
            let received = 0;
            (await peer.getStats()).forEach((r: { type: string; packetsReceived?: number }) => {
              if (r.type === 'inbound-rtp') received += r.packetsReceived ?? 0;
            });
            return received;
          }),
        ),
      );
    }
    return packets[1].filter((n, i) => n > packets[0][i]).length;
  }, ms);

export async function mediaSuite(
  browser: Browser,
  options: { calls: number; windowMs: number },
): Promise<Row[]> {
  if (!rtpengineInstalled())
    return [
      { metric: 'Calls held at once through rtpengine', unit: 'calls', median: null, note: 'no rtpengine' },
    ];
  const secret = 'media-bench-secret-0123456789';
  const sipPort = await freeTcpPort();
  const mediaAddress = defaultMediaAddress();
  const relay = await startRtpengine({ mediaAddress, portCount: options.calls * 8 + 20 });
  const kamailio = await startKamailio({
    secret,
    sipDomain: domain,
    sipListen: `127.0.0.1:${sipPort}`,
    defines: { RTPENGINE_SOCK: relay.ngSocket, TRUNK_ALLOW: '127.0.0.1', TRUNK_NUMBERS: extension },
  }).catch(async (error: unknown) => {
    await relay.stop();
    throw error;
  });
  const page = await answeringPage(browser, kamailio.wsUrl, secret).catch(async (error: unknown) => {
    await kamailio.stop();
    await relay.stop();
    throw error;
  });
  const hold = mediaHoldCalls({
    target: `127.0.0.1:${sipPort}`,
    number: extension,
    calls: options.calls,
    holdMs: options.calls * 100 + options.windowMs + 15_000,
    mediaAddress,
    mediaPort: await freeTcpPort(),
    localPort: await freeTcpPort(),
  });
  try {
    // Every call placed (10 a second) and answered, and ICE and DTLS settled, before the window.
    await new Promise((r) => setTimeout(r, options.calls * 100 + 8_000));
    const sipPids = kamailioPids(kamailio.port);
    const relayBefore = ticksOf([relay.pid]);
    const sipBefore = ticksOf(sipPids);
    const started = Date.now();
    const held = await flowing(page, options.windowMs);
    const seconds = (Date.now() - started) / 1000;
    // Clock ticks are 1/100 s on Linux: ticks per second is the percentage of one core.
    const relayCpu = (ticksOf([relay.pid]) - relayBefore) / seconds;
    const sipCpu = (ticksOf(sipPids) - sipBefore) / seconds;
    await hold.done;
    return [
      {
        metric: 'Calls held at once through rtpengine (PCMU trunk ↔ WebRTC)',
        unit: 'calls',
        median: held,
        higherIsBetter: true,
        note: `of ${options.calls} placed; SIPp echoes the browser's RTP, so audio at the browser is both ways`,
      },
      {
        metric: `rtpengine CPU with ${held} calls held`,
        unit: '% of a core',
        median: Math.round(relayCpu * 10) / 10,
        note: `over ${Math.round(seconds)} s; userspace forwarding, SRTP on the browser legs`,
      },
      {
        metric: `Kamailio CPU with ${held} calls held`,
        unit: '% of a core',
        median: Math.round(sipCpu * 10) / 10,
        note: `${sipPids.length} processes`,
      },
    ];
  } finally {
    await hold.stop();
    await page.close();
    await kamailio.stop();
    await relay.stop();
  }
}

/** `--only=media`: 40 calls (10 with --quick), printed as a table. */
export async function mediaOnly(launch: () => Promise<Browser>, quick: boolean): Promise<void> {
  const calls = quick ? 10 : 40;
  process.stdout.write(`· media relay (${calls} SIPp PCMU calls to one WebRTC extension in Chromium)\n`);
  const browser = await launch();
  try {
    const rows = await mediaSuite(browser, { calls, windowMs: quick ? 5000 : 10_000 });
    console.log(`\n${printTable(rows)}\n`);
  } finally {
    await browser.close();
  }
}
