import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../../../src/contracts/paths';
import { acdPaths } from '../../../src/contracts/telephony/acd';
import { telephonyPaths } from '../../../src/contracts/telephony/paths';
import type { SipReachability } from '../../../src/contracts/telephony/sip-server';
import { demoPassword } from '../../../server/db/seed/demo-accounts';
import { acdKey, issueSipCredentials } from '../../../server/domain/telephony/credentials';
import { secretsFileName } from '../../../server/domain/telephony/secrets';
import { listenersOf, processesWith, runDirOf, type ProcInfo } from '../../support/kamailio-procs';
import { rtpengineInstalled } from '../../../server/telephony/rtpengine-process';
import { sippRegister } from '../../support/sipp';
import { freePort, killAllServices, startService, type ServiceProcess } from '../service-process';
import { pgliteTemplate } from '../test-database';

/**
 * Issue 35, as `npm start` runs it with no TELEPHONY_SHARED_SECRET: the secrets it generated, the Kamailio it
 * started and supervises, real SIPp phones registering against it, and a `kill -9` of the service.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'sc-sip-'));
const domain = 'pbx.realm-test.example';
const oldPublicDefault = 'staff-console-dev-telephony-secret';
let service: ServiceProcess | undefined;
let sipPort = 0;
afterAll(() => {
  killAllServices();
  // Only after a failure is anything left: a Kamailio this test started must not outlive it either way.
  for (const proc of sipPort ? listenersOf(sipPort) : [])
    try {
      process.kill(-proc.pgid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  rmSync(dataDir, { recursive: true, force: true });
});

/** Polls a fact about processes (they take a moment to go or come); the test fails on the deadline. */
async function eventually<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  ms = 15_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const register = (port: number, secret: string, password?: string) => {
  const credential = issueSipCredentials(secret, '1003', 600);
  return sippRegister({
    port,
    ext: '1003',
    domain,
    user: credential.authorizationUser,
    password: password ?? credential.password,
  });
};

describe('the SIP server the service starts', () => {
  it(
    'has secrets no one else knows, restarts after a crash, and dies with the service',
    { timeout: 240_000 },
    async () => {
      sipPort = await freePort();
      // The seeded database from the suite's template: the service skips initdb and the seed, as the other
      // process tests do; the secrets file is not in it, so this is the first start as far as telephony goes.
      await (await PGlite.create(join(dataDir, 'pglite'), { loadDataDir: await pgliteTemplate() })).close();
      service = await startService({
        DATA_DIR: dataDir,
        TELEPHONY_EMBEDDED_SIP: 'on',
        TELEPHONY_WS_URL: `ws://127.0.0.1:${sipPort}`,
        TELEPHONY_SIP_DOMAIN: domain,
        TELEPHONY_SHARED_SECRET: '', // none in the environment: the first start generates them
        TELEPHONY_ACD_KEY: '',
      });
      const url = service.url;

      // Generated into the data directory, readable by this user only.
      const file = join(dataDir, secretsFileName);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const secrets = JSON.parse(readFileSync(file, 'utf8')) as { sharedSecret: string; acdKey: string };
      expect(service.output()).toContain('(secrets: generated)');
      // Kamailio's own output reaches the service log, line by line, after its prefix.
      expect(service.output()).toContain('"msg":"kamailio: Listening on"');

      // Neither secret is on a Kamailio's command line (what `ps` shows); its wrapper configuration is 0600.
      const kamailio = await eventually(
        () => listenersOf(sipPort),
        (found) => found.length > 0,
      );
      expect(kamailio.length).toBeGreaterThan(0);
      for (const proc of kamailio) {
        expect(proc.cmdline).toContain('kamailio');
        expect(proc.cmdline).not.toContain(secrets.sharedSecret);
        expect(proc.cmdline).not.toContain(secrets.acdKey);
      }
      const runDir = runDirOf(kamailio[0] as ProcInfo) as string;
      expect(statSync(join(runDir, 'kamailio.cfg')).mode & 0o777).toBe(0o600);

      // Real SIPp phones: a forged password and the old public default are refused; the realm is the domain.
      const forged = await register(sipPort, secrets.sharedSecret, 'Zm9yZ2VkLXBhc3N3b3JkPQ==');
      expect(forged.realm).toBe(domain);
      expect([401, 403]).toContain(forged.answer);
      const oldDefault = await register(sipPort, oldPublicDefault);
      expect([401, 403]).toContain(oldDefault.answer);
      // The generated secret is the one Kamailio checks: the service's own credential registers.
      expect(await register(sipPort, secrets.sharedSecret)).toMatchObject({ realm: domain, answer: 200 });
      // That phone's connection closed when it quit: the next phone of the extension finds its contact gone, as
      // a reopened tab must (stale contacts took every call's branches, and past twelve lookup() lost the live one).
      const next = await eventually(
        () => register(sipPort, secrets.sharedSecret),
        (outcome) => outcome.bindings === 1,
        5_000,
      );
      expect(next).toMatchObject({ answer: 200, bindings: 1 });

      // The internal routing calls take the generated key, not one derived from a secret.
      const offer = (key: string) =>
        fetch(`${url}/api${acdPaths.offer}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-acd-key': key },
          body: JSON.stringify({ queue_number: '5001', call_id: 'supervision-1' }),
        });
      expect((await offer(acdKey(oldPublicDefault))).status).toBe(403);
      expect((await offer(acdKey(secrets.sharedSecret))).status).toBe(403);
      expect((await offer(secrets.acdKey)).status).toBe(200);

      // A crash: the group killed; logged, restarted on the same port, and the status says so meanwhile.
      const login = await fetch(`${url}/api${paths.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'agent', password: demoPassword }),
      });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const status = async () => {
        const answer = await fetch(`${url}/api${telephonyPaths.sipReachable}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: '{}',
        });
        return ((await answer.json()) as { data: SipReachability }).data;
      };
      expect(await status()).toEqual({ reachable: true, sip_server: 'running' });
      process.kill(-(kamailio[0] as ProcInfo).pgid, 'SIGKILL');
      const restarted = await eventually(
        () => listenersOf(sipPort),
        (found) => found.length > 0 && found.every((p) => !kamailio.some((old) => old.pid === p.pid)),
      );
      expect(restarted.length).toBeGreaterThan(0);
      // Each log line is written before what it tells of, but it reaches us down the stdout pipe, which a new
      // listener or a status answer over HTTP can overtake: the lines are waited for, as the relay's are below.
      const log = () => service?.output() ?? '';
      const killed = /kamailio: killed by SIGKILL; restarting in 0\.5 s/;
      expect(await eventually(log, (output) => killed.test(output))).toMatch(killed);
      expect(await eventually(status, (s) => s.sip_server === 'running')).toEqual({
        reachable: true,
        sip_server: 'running',
      });
      expect(await eventually(log, (output) => output.includes('kamailio: restarted'))).toContain(
        'kamailio: restarted',
      );
      expect(await register(sipPort, secrets.sharedSecret)).toMatchObject({ answer: 200 });

      // `kill -9` of the service process itself: no handler runs, and still no Kamailio is left behind.
      const newRunDir = runDirOf(restarted[0] as ProcInfo) as string;
      // Nor its media relay (issue 35), where rtpengine is installed: found by its control port.
      const control = /Media relay: rtpengine, .*control udp:(127\.0\.0\.1:\d+)/.exec(service.output())?.[1];
      const relay = control ? `--listen-ng=${control}` : '--listen-ng=none';
      if (rtpengineInstalled()) {
        // The relay is supervised too: killed, it comes back on the same control port Kamailio was given.
        const [first] = processesWith(relay) as [ProcInfo];
        process.kill(-first.pgid, 'SIGKILL');
        const back = await eventually(
          () => processesWith(relay),
          (found) => found.length === 1 && found[0]?.pid !== first.pid,
        );
        expect(back).toHaveLength(1);
        const relayKilled = /rtpengine: killed by SIGKILL; restarting in 0\.5 s/;
        expect(await eventually(log, (output) => relayKilled.test(output))).toMatch(relayKilled);
        // Restarted means answering and watched (its watchdog is spawned just after it): only then is the kill
        // below a kill of a service with a relay, not of one caught between starting the relay and guarding it.
        expect(await eventually(log, (output) => output.includes('rtpengine: restarted'))).toContain(
          'rtpengine: restarted',
        );
      }
      process.kill(service.serverPid() as number, 'SIGKILL');
      await service.stop('SIGKILL'); // tsx's CLI above it
      const left = await eventually(
        () => [
          ...listenersOf(sipPort),
          ...processesWith(newRunDir),
          ...processesWith(runDir),
          ...processesWith(relay),
        ],
        (found) => found.length === 0,
      );
      expect(left).toEqual([]);
    },
  );
});
