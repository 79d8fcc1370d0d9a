import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Runners of Debian's SIPp (3.6.1) against a Kamailio's TCP socket; each helper's scenarios are its own. */
const scenarios = fileURLToPath(new URL('./sipp/', import.meta.url));

/** The realm the first REGISTER was challenged with, and the final answer to the one with the credential. */
export type RegisterOutcome = { realm: string | null; answer: number | null; exitCode: number | null };

/**
 * One REGISTER of `ext` with the given credential (user and password of the ephemeral scheme, right or forged),
 * through tests/support/sipp/register-outcome.xml. SIPp is stopped after 20 s at most.
 */
export async function sippRegister(options: {
  port: number;
  ext: string;
  domain: string;
  user: string;
  password: string;
}): Promise<RegisterOutcome> {
  const dir = mkdtempSync(join(tmpdir(), 'sipp-register-'));
  const logFile = join(dir, 'actions.log');
  try {
    const child = spawn(
      'sipp',
      [
        `127.0.0.1:${options.port}`,
        ...['-t', 't1', '-i', '127.0.0.1', '-m', '1', '-nostdin', '-trace_logs', '-log_file', logFile],
        ...['-sf', join(scenarios, 'register-outcome.xml')],
        ...['-key', 'ext', options.ext, '-key', 'domain', options.domain],
        ...['-au', options.user, '-ap', options.password],
        ...['-timeout', '15s', '-timeout_error'],
      ],
      { cwd: dir, stdio: 'ignore' },
    );
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    const exitCode = await new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    clearTimeout(timer);
    let log = '';
    try {
      log = readFileSync(logFile, 'utf8');
    } catch {
      // no log: SIPp never got an answer
    }
    const answer = /answer=(\d{3})/.exec(log)?.[1];
    return {
      realm: /realm=([^\s"]+)$/m.exec(log)?.[1] ?? null,
      answer: answer ? Number(answer) : null,
      exitCode,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A SIPp run: `done` has its exit code (0: the call went as the scenario says) and output for the message. */
export type QueueCallerRun = {
  done: Promise<{ code: number | null; output: string }>;
  /** Ends SIPp (SIGKILL) if it still runs; resolves once it has exited and its directory is gone. */
  stop: () => Promise<void>;
};

/**
 * Issue 35: one caller of a queue number over TCP on Kamailio's socket, with ephemeral credentials the test
 * computed (`user` is "<expiry>:<caller>"), following tests/support/sipp/<scenario>. `pauseMs` is the scenario's
 * default pause (queue-cancel.xml waits that long before its CANCEL). SIPp gives up after `timeoutSeconds`.
 */
export function queueCaller(options: {
  scenario: 'queue-cancel.xml' | 'queue-wait-limit.xml';
  port: number;
  domain: string;
  number: string;
  caller: string;
  user: string;
  password: string;
  localPort: number;
  mediaPort: number;
  pauseMs?: number;
  timeoutSeconds?: number;
}): QueueCallerRun {
  const cwd = mkdtempSync(join(tmpdir(), 'sipp-queue-'));
  const child = spawn(
    'sipp',
    [
      `127.0.0.1:${options.port}`,
      ...['-sf', join(scenarios, options.scenario), '-s', options.number],
      ...['-key', 'domain', options.domain, '-key', 'caller', options.caller],
      ...['-au', options.user, '-ap', options.password],
      ...['-t', 't1', '-i', '127.0.0.1', '-p', String(options.localPort), '-mp', String(options.mediaPort)],
      ...['-m', '1', '-d', String(options.pauseMs ?? 1000), '-nostdin', '-trace_err'],
      ...['-timeout', `${options.timeoutSeconds ?? 60}s`, '-timeout_error'],
    ],
    { cwd, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const done = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => {
      for (const name of readdirSync(cwd).filter((n) => n.endsWith('_errors.log')))
        output += readFileSync(join(cwd, name), 'utf8');
      rmSync(cwd, { recursive: true, force: true });
      resolve({ code, output });
    }),
  );
  return {
    done,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await done;
    },
  };
}

// Issue 35, the media relay (telephony-media.spec.ts, bench --only=media): scenarios media-*.xml.

/** SIPp's own error log (-trace_err), kept in the run's directory, for the test's failure message. */
const errorLogs = (dir: string): string =>
  readdirSync(dir)
    .filter((name) => name.endsWith('_errors.log'))
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .join('\n');

export type SippRun = {
  /** SIPp's exit code (0: every call went through the scenario) and what it printed. */
  done: Promise<{ code: number | null; output: string }>;
  /** Ends SIPp (SIGKILL) if it still runs; resolves once it has exited. */
  stop: () => Promise<void>;
};

/**
 * Issue 35: SIPp as a plain SIP phone or trunk calling `number` through the listener at `target` (host:port) over
 * UDP, without credentials, with PCMU + telephone-event media at `rtp` (the test's own socket, see rtp-peer.ts).
 * One call; it ends when the far end hangs up.
 */
export function mediaCaller(options: {
  target: string;
  number: string;
  callerId: string;
  rtp: { address: string; port: number };
  localPort: number;
}): SippRun {
  const cwd = mkdtempSync(join(tmpdir(), 'sipp-media-'));
  const child = spawn(
    'sipp',
    [
      options.target,
      '-sf',
      join(scenarios, 'media-uac.xml'),
      '-s',
      options.number,
      '-key',
      'caller',
      options.callerId,
      '-key',
      'rtp_ip',
      options.rtp.address,
      '-key',
      'rtp_port',
      String(options.rtp.port),
      '-t',
      'u1',
      '-i',
      '127.0.0.1',
      '-p',
      String(options.localPort),
      '-m',
      '1',
      '-l',
      '1',
      '-timeout',
      '180s',
      '-timeout_error',
      '-nostdin',
      '-trace_err',
    ],
    { cwd, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const done = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => {
      output += errorLogs(cwd);
      rmSync(cwd, { recursive: true, force: true });
      resolve({ code, output });
    }),
  );
  return {
    done,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await done;
    },
  };
}

/**
 * Issue 35's media bench: `calls` trunk calls to `number` at once (SIPp at 10 calls/s), each held `holdMs` with
 * RTP echoed by SIPp from `mediaAddress` (its media port is `mediaPort`), then hung up.
 */
export function mediaHoldCalls(options: {
  target: string;
  number: string;
  calls: number;
  holdMs: number;
  mediaAddress: string;
  mediaPort: number;
  localPort: number;
}): SippRun {
  const cwd = mkdtempSync(join(tmpdir(), 'sipp-hold-'));
  const args = [
    options.target,
    '-sf',
    join(scenarios, 'media-hold-uac.xml'),
    '-s',
    options.number,
    '-t',
    'u1',
    '-i',
    '127.0.0.1',
    '-p',
    String(options.localPort),
    '-mi',
    options.mediaAddress,
    '-mp',
    String(options.mediaPort),
    '-rtp_echo',
    '-m',
    String(options.calls),
    '-l',
    String(options.calls),
    '-r',
    '10',
    '-d',
    String(options.holdMs),
    '-timeout',
    `${Math.ceil(options.holdMs / 1000) + 120}s`,
    '-nostdin',
  ];
  const child = spawn('sipp', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const done = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => {
      rmSync(cwd, { recursive: true, force: true });
      resolve({ code, output });
    }),
  );
  return {
    done,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await done;
    },
  };
}

/** Runs SIPp to its end in a directory of its own; its output and error log come back with the exit code. */
function sippRun(prefix: string, args: string[]): SippRun {
  const cwd = mkdtempSync(join(tmpdir(), prefix));
  const child = spawn('sipp', [...args, '-nostdin', '-trace_err'], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const done = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => {
      output += errorLogs(cwd);
      rmSync(cwd, { recursive: true, force: true });
      resolve({ code, output });
    }),
  );
  return {
    done,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await done;
    },
  };
}

/**
 * Issue 35: SIPp as a plain SIP phone: registers `ext` over UDP at `target` with the extension's ephemeral
 * credentials (media-register.xml), then answers one call on the same port with PCMU + telephone-event media at
 * `rtp`, the test's own socket (media-uas.xml); it ends when the caller hangs up. Resolves once registered.
 */
export async function mediaPhone(options: {
  target: string;
  ext: string;
  domain: string;
  user: string;
  password: string;
  rtp: { address: string; port: number };
  localPort: number;
}): Promise<SippRun> {
  const common = [
    ...[options.target, '-t', 'u1', '-i', '127.0.0.1', '-p', String(options.localPort), '-m', '1'],
    ...['-key', 'ext', options.ext, '-key', 'domain', options.domain],
  ];
  const registration = sippRun('sipp-register-', [
    ...common,
    ...['-sf', join(scenarios, 'media-register.xml'), '-timeout', '20s', '-timeout_error'],
    ...['-au', options.user, '-ap', options.password],
  ]);
  const registered = await registration.done;
  if (registered.code !== 0) throw new Error(`SIPp did not register ${options.ext}: ${registered.output}`);
  return sippRun('sipp-phone-', [
    ...common,
    ...['-sf', join(scenarios, 'media-uas.xml'), '-timeout', '180s', '-timeout_error'],
    ...['-key', 'rtp_ip', options.rtp.address, '-key', 'rtp_port', String(options.rtp.port)],
  ]);
}
