import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Runners of Debian's SIPp (3.6.1) against a Kamailio's TCP socket; each helper's scenarios are its own. */
const scenarios = fileURLToPath(new URL('./sipp/', import.meta.url));

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
