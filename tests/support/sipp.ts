import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Runners of Debian's SIPp (3.6.1) against a Kamailio's TCP socket; each helper's scenarios are its own. */
const scenarios = fileURLToPath(new URL('./sipp/', import.meta.url));

/**
 * The realm the first REGISTER was challenged with, the final answer to the one with the credential, and how many
 * contacts the registrar's 200 lists for the extension (this run's among them).
 */
export type RegisterOutcome = {
  realm: string | null;
  answer: number | null;
  bindings: number | null;
  exitCode: number | null;
};

/** What a run's action log (-trace_logs, in its directory) says; empty when SIPp never got that far. */
export const actionLog = (dir: string): { log: string } => {
  const file = join(dir, 'actions.log');
  return { log: existsSync(file) ? readFileSync(file, 'utf8') : '' };
};

/**
 * One REGISTER of `ext` with the given credential (user and password of the ephemeral scheme, right or forged),
 * through tests/support/sipp/register-outcome.xml. SIPp gives up after 15 s.
 */
export async function sippRegister(options: {
  port: number;
  ext: string;
  domain: string;
  user: string;
  password: string;
}): Promise<RegisterOutcome> {
  const run = sippRun(
    'sipp-register-',
    (dir) => [
      `127.0.0.1:${options.port}`,
      ...['-t', 't1', '-i', '127.0.0.1', '-m', '1', '-trace_logs', '-log_file', join(dir, 'actions.log')],
      ...['-sf', join(scenarios, 'register-outcome.xml')],
      ...['-key', 'ext', options.ext, '-key', 'domain', options.domain],
      ...['-au', options.user, '-ap', options.password],
      ...['-timeout', '15s', '-timeout_error'],
    ],
    { read: actionLog },
  );
  const { code, log } = await run.done;
  const answer = /answer=(\d{3})/.exec(log)?.[1];
  const bindings = /bindings=(.*)$/m.exec(log)?.[1];
  return {
    realm: /realm=([^\s"]+)$/m.exec(log)?.[1] ?? null,
    answer: answer ? Number(answer) : null,
    bindings: bindings === undefined ? null : (bindings.match(/<sip:/g) ?? []).length,
    exitCode: code,
  };
}

/** A SIPp run: `done` has its exit code (0: every call went as the scenario says) and output for the message. */
export type SippRun<Extra = object> = {
  done: Promise<{ code: number | null; output: string } & Extra>;
  /** Ends SIPp (SIGKILL) if it still runs; resolves once it has exited and its directory is gone. */
  stop: () => Promise<void>;
};

/** SIPp's own error log (-trace_err), kept in the run's directory, for the test's failure message. */
const errorLogs = (dir: string): string =>
  readdirSync(dir)
    .filter((name) => name.endsWith('_errors.log'))
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .join('\n');

/**
 * Runs SIPp in a directory of its own (its logs go there; `args` may name files in it) until it ends or is stopped.
 * `read` takes what a caller needs from that directory before it is removed.
 */
export function sippRun<Extra = object>(
  prefix: string,
  args: (dir: string) => string[],
  options: { env?: NodeJS.ProcessEnv; read?: (dir: string) => Extra } = {},
): SippRun<Extra> {
  const cwd = mkdtempSync(join(tmpdir(), prefix));
  const child = spawn('sipp', [...args(cwd), '-nostdin', '-trace_err'], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: options.env ?? process.env,
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const done = new Promise<{ code: number | null; output: string } & Extra>((resolve) =>
    child.once('exit', (code) => {
      output += errorLogs(cwd);
      const extra = options.read?.(cwd) ?? ({} as Extra);
      rmSync(cwd, { recursive: true, force: true });
      resolve({ ...extra, code, output });
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
 * A caller over TCP on Kamailio's socket (`port`) to `number`, with the ephemeral credentials the test computed
 * (`user` is "<expiry>:<caller>"), from its own SIP and media ports.
 */
export type SipCaller = {
  port: number;
  domain: string;
  number: string;
  caller: string;
  user: string;
  password: string;
  localPort: number;
  mediaPort: number;
};

/**
 * Issue 35: one caller of a queue number over TCP on Kamailio's socket, with ephemeral credentials the test
 * computed (`user` is "<expiry>:<caller>"), following tests/support/sipp/<scenario>. `pauseMs` is the scenario's
 * default pause (queue-cancel.xml waits that long before its CANCEL). SIPp gives up after `timeoutSeconds`.
 */
export const queueCaller = (
  options: SipCaller & {
    scenario: 'queue-cancel.xml' | 'queue-wait-limit.xml';
    pauseMs?: number;
    timeoutSeconds?: number;
  },
): SippRun =>
  sippRun('sipp-queue-', () => [
    `127.0.0.1:${options.port}`,
    ...['-sf', join(scenarios, options.scenario), '-s', options.number],
    ...['-key', 'domain', options.domain, '-key', 'caller', options.caller],
    ...['-au', options.user, '-ap', options.password],
    ...['-t', 't1', '-i', '127.0.0.1', '-p', String(options.localPort), '-mp', String(options.mediaPort)],
    ...['-m', '1', '-d', String(options.pauseMs ?? 1000)],
    ...['-timeout', `${options.timeoutSeconds ?? 60}s`, '-timeout_error'],
  ]);
