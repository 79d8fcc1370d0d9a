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
