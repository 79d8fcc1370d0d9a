import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
