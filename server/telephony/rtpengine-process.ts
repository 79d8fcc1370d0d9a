import { spawn } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { endGroup, killGroup, exitOf, pipeLines, watchGroup, type ChildExit } from './child-process';

/** Debian's rtpengine-daemon installs the binary here; nothing else is looked for. */
export const rtpengineBinary = '/usr/bin/rtpengine';

export const rtpengineInstalled = (binary = rtpengineBinary): boolean => existsSync(binary);

export type RtpengineOptions = {
  /**
   * The address rtpengine puts in SDP for both sides, so phones, trunks and browsers must all reach it. Chromium
   * leaves loopback out of ICE, so the default is the machine's first non-loopback IPv4 address (loopback only
   * when there is none).
   */
  mediaAddress?: string;
  /** RTP port range; a free range of `portCount` ports when absent (instances run side by side in tests). */
  portMin?: number;
  portCount?: number;
  /** The control port; a free one when absent. A supervisor's restart keeps it, since Kamailio was told it. */
  ngPort?: number;
  log?: (line: string) => void;
};

export type RunningRtpengine = {
  /** What Kamailio's rtpengine module is given: `udp:127.0.0.1:<port>`. */
  ngSocket: string;
  mediaAddress: string;
  pid: number;
  /** Settles when the process exits, asked or not (what a supervisor waits on). */
  exited: Promise<ChildExit>;
  /** SIGTERM to the process group, SIGKILL after a grace; removes the run directory. Safe to call twice. */
  stop: () => Promise<void>;
  /** SIGKILL the whole process group. */
  kill: () => Promise<void>;
};

/** TELEPHONY_RTP_PORTS ("20000-20199"): a fixed range for a firewall; a random free-looking range when unset. */
export function portRange(value: string | undefined): { portMin: number; portCount: number } | undefined {
  if (!value) return undefined;
  const match = /^(\d{4,5})-(\d{4,5})$/.exec(value.trim());
  const [low, high] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (!match || low < 1024 || high > 65535 || high - low < 3)
    throw new Error('TELEPHONY_RTP_PORTS must be a range like 20000-20199 (at least 4 ports, above 1023)');
  return { portMin: low, portCount: high - low + 1 };
}

export const defaultMediaAddress = (): string => {
  for (const addresses of Object.values(networkInterfaces()))
    for (const address of addresses ?? [])
      if (address.family === 'IPv4' && !address.internal) return address.address;
  return '127.0.0.1';
};

export const freeUdpPort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createSocket('udp4');
    probe.once('error', reject);
    probe.bind(0, '127.0.0.1', () => {
      const port = probe.address().port;
      probe.close(() => resolve(port));
    });
  });

/**
 * A range nobody else in this machine's tests is likely to take: chosen at random below the kernel's ephemeral
 * ports (32768+), so parallel instances and Kamailio's own free ports do not collide.
 */
export const randomPortRange = (count: number): number => {
  const low = 20_000;
  const slots = Math.floor((32_000 - low) / count);
  return low + Math.floor(Math.random() * slots) * count;
};

/** One ng "ping" (bencoded, after a cookie) over UDP; true when rtpengine answers "pong" in time. */
export const pingRtpengine = (port: number, timeoutMs = 500): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = createSocket('udp4');
    const done = (answer: boolean) => {
      clearTimeout(timer);
      socket.close();
      resolve(answer);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    socket.on('message', (message) => done(message.toString().endsWith('d6:result4:ponge')));
    socket.on('error', () => done(false));
    socket.send('ping1 d7:command4:pinge', port, '127.0.0.1');
  });

export const rtpengineStopGraceMs = 3000;

/**
 * Starts rtpengine in userspace (no kernel table) in the foreground, in its own process group, with its control
 * (ng) port on loopback only; resolves once it answers a ping.
 */
export async function startRtpengine(options: RtpengineOptions = {}): Promise<RunningRtpengine> {
  const ngPort = options.ngPort ?? (await freeUdpPort());
  const count = options.portCount ?? 200;
  const portMin = options.portMin ?? randomPortRange(count);
  const mediaAddress = options.mediaAddress ?? defaultMediaAddress();
  const runDir = mkdtempSync(join(tmpdir(), 'rtpengine-'));
  const child = spawn(
    rtpengineBinary,
    [
      // Debian's /etc/rtpengine/rtpengine.conf is for the system service, not for this instance.
      '--config-file=none',
      '--foreground',
      '--log-stderr',
      '--no-log-timestamps',
      // Notices and worse: at "info" it logs every offer and answer, which the service log does not need.
      '--log-level=5',
      '--table=-1',
      `--interface=${mediaAddress}`,
      `--listen-ng=127.0.0.1:${ngPort}`,
      `--port-min=${portMin}`,
      `--port-max=${portMin + count - 1}`,
      `--pidfile=${join(runDir, 'rtpengine.pid')}`,
      '--num-threads=2',
      '--delete-delay=0',
    ],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const log = options.log ?? (() => {});
  pipeLines(child.stdout, log);
  pipeLines(child.stderr, log);
  const exit = exitOf(child);
  // As for Kamailio: gone with this process however it ends, `kill -9` included (child-process.ts).
  const watchdog = child.pid === undefined ? null : watchGroup(child.pid);
  child.once('exit', () => watchdog?.release());

  const stop = async () => {
    await endGroup(child, exit, rtpengineStopGraceMs);
    rmSync(runDir, { recursive: true, force: true });
  };
  const kill = () => killGroup(child, exit);

  const deadline = Date.now() + 10_000;
  while (!(await pingRtpengine(ngPort))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`rtpengine did not answer on 127.0.0.1:${ngPort}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    ngSocket: `udp:127.0.0.1:${ngPort}`,
    mediaAddress,
    pid: child.pid ?? 0,
    exited: exit,
    stop,
    kill,
  };
}
