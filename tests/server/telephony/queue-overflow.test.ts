import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../../../src/contracts/paths';
import { telephonyPaths } from '../../../src/contracts/telephony/paths';
import { promptPaths } from '../../../src/contracts/telephony/prompts';
import { taskDocuments, tasks, telephonyCallbacks, telephonyQueues } from '../../../server/db/schema';
import { issueSipCredentials } from '../../../server/domain/telephony/credentials';
import { shippedPromptsDir } from '../../../server/domain/telephony/overflow-config';
import { decodeUlaw, encodeUlaw } from '../../../server/telephony/media/g711';
import { pcmSamples, pcmWav, readWav } from '../../../server/telephony/media/wav';
import { freeTcpPort, startKamailio } from '../../../server/telephony/kamailio-process';
import { freeUdpPort } from '../../../server/telephony/rtpengine-process';
import { startRtpPeer } from '../../support/rtp-peer';
import { mediaPhone } from '../../support/sipp-media';
import { overflowCaller } from '../../support/sipp-overflow';
import { toneShare } from '../../support/tone';
import { tone, wavDataUrl, wavFile } from '../../support/wav-file';
import { createTestApp, post, signIn } from '../helpers';
import { createTestDatabase } from '../test-database';

/**
 * Issue 39, "no caller waits forever", through a real Kamailio and real SIPp callers whose RTP the test owns: past
 * the queue's limit (2 s here) one caller reaches voicemail, speaks a tone and hangs up, and a task carries the
 * recording; another presses 1 and a callback request is stored.
 */
const secret = 'queue-overflow-test-secret-of-enough-length';
const toneHz = 1000;

describe('a queue caller at the limit (real Kamailio, SIPp callers)', async () => {
  const database = await createTestDatabase();
  const prompts = mkdtempSync(join(tmpdir(), 'overflow-prompts-'));
  afterAll(async () => {
    await database.drop();
    rmSync(prompts, { recursive: true, force: true });
  });
  // Short prompts of their own (TELEPHONY_PROMPTS_DIR): a low hum the caller's tone is told from.
  const hum = Int16Array.from({ length: 1600 }, (_, i) => 3000 * Math.sin((2 * Math.PI * 300 * i) / 8000));
  for (const name of ['voicemail', 'callback-offer', 'callback-thanks', 'beep'])
    writeFileSync(join(prompts, `${name}.wav`), pcmWav(hum));
  const [sales] = await database.db
    .update(telephonyQueues)
    .set({ maxWaitSeconds: 2, overflow: 'voicemail' })
    .where(eq(telephonyQueues.number, '5001'))
    .returning();
  const [claims] = await database.db
    .update(telephonyQueues)
    .set({ maxWaitSeconds: 2, overflow: 'callback' })
    .where(eq(telephonyQueues.number, '5002'))
    .returning();
  const mediaPort = await freeUdpPort();
  const t = await createTestApp({
    database,
    env: {
      TELEPHONY_SHARED_SECRET: secret,
      TELEPHONY_OVERFLOW_PORT: String(mediaPort),
      TELEPHONY_PROMPTS_DIR: prompts,
      TELEPHONY_VOICEMAIL_MAX_SECONDS: '20',
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const sipPort = await freeTcpPort();
  const kamailio = await startKamailio({
    secret,
    sipDomain: 'overflow.test',
    acd: {
      url: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`,
      key: t.config.telephony.acdKey,
    },
    sipListen: `127.0.0.1:${sipPort}`,
    defines: { TRUNK_ALLOW: '127.0.0.1', MEDIA_ENDPOINT: `127.0.0.1:${mediaPort}` },
  });
  afterAll(() => kamailio.stop());

  it("hears its tenant's own greeting, speaks and hangs up: a task of the queue's tenant holds the tone", async () => {
    // The queue's tenant replaces the shipped greeting (the folder's hum) with its own: 0.2 s of 700 Hz.
    const greeting = tone(700, 8000, 1600);
    const admin = await signIn(t.app, 'admin');
    await post(t.app, paths.tenantSelect, { tenant_id: sales?.tenantId }, admin.token);
    const document_data = wavDataUrl(wavFile({ rate: 8000, channels: 1, frames: greeting }));
    const body = { kind: 'voicemail', document_name: 'hi.wav', document_data };
    expect((await post(t.app, promptPaths.upload, body, admin.token)).body.errCode).toBe(0);
    const rtp = await startRtpPeer('127.0.0.1', { toneHz });
    try {
      const caller = overflowCaller({
        target: `127.0.0.1:${sipPort}`,
        number: '5001',
        callerId: '0821234567',
        rtp: { address: '127.0.0.1', port: rtp.port },
        localPort: await freeTcpPort(),
        speakMs: 2500,
      });
      const { code, output } = await caller.done;
      expect(code, output).toBe(0);
      // After the waiting music (its own port), the greeting: byte for byte as the endpoint encodes it (PCMU).
      const answeredBy = rtp.sources()[1] ?? 0;
      expect(rtp.audioFrom(answeredBy).subarray(0, greeting.length)).toEqual(
        Buffer.from(encodeUlaw(greeting)),
      );
    } finally {
      rtp.close();
    }
    const voicemailTask = async () =>
      (await database.db.select().from(tasks).where(like(tasks.title, 'Voicemail from 0821234567%')))[0];
    await expect.poll(voicemailTask).toBeDefined();
    const task = await voicemailTask();
    expect(task).toMatchObject({
      title: `Voicemail from 0821234567 (${sales?.name} queue)`,
      tenantId: sales?.tenantId,
      status: 'Open',
      ownerUserId: null,
    });
    const [document] = await database.db
      .select()
      .from(taskDocuments)
      .where(eq(taskDocuments.taskId, task?.id ?? 0));
    expect(document?.name).toMatch(/^voicemail-0821234567-\d{8}-\d{6}\.wav$/);
    expect(document?.data).toMatch(/^data:audio\/wav;base64,/);
    const wav = Buffer.from(document?.data.split(',')[1] ?? '', 'base64');
    const samples = pcmSamples(readWav(wav), decodeUlaw);
    // About the 2.5 s spoken (the prompt is not part of it), and the caller's tone, not silence or the prompt.
    expect(samples.length / 8000).toBeGreaterThan(1.5);
    expect(samples.length / 8000).toBeLessThan(3.5);
    expect(toneShare(samples, 8000, toneHz)).toBeGreaterThan(0.8);
    expect(toneShare(samples, 8000, 300)).toBeLessThan(0.05);
    expect(toneShare(samples, 8000, 700)).toBeLessThan(0.05);
  });

  it('presses 1 at the callback offer: the call ends and the callback waits in the queue by first arrival', async () => {
    const rtp = await startRtpPeer('127.0.0.1');
    const calledAt = Date.now();
    try {
      const caller = overflowCaller({
        target: `127.0.0.1:${sipPort}`,
        number: '5002',
        callerId: '0827654321',
        rtp: { address: '127.0.0.1', port: rtp.port },
        localPort: await freeTcpPort(),
      });
      // The offer plays once answered, from another port than the waiting music: the key goes when the caller hears it.
      await expect.poll(() => rtp.sources().length, { timeout: 15_000 }).toBe(2);
      expect(await rtp.sendDigit('1')).toBeGreaterThan(0);
      const { code, output } = await caller.done;
      expect(code, output).toBe(0);
    } finally {
      rtp.close();
    }
    const rows = await database.db
      .select()
      .from(telephonyCallbacks)
      .where(eq(telephonyCallbacks.callerNumber, '0827654321'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ queueId: claims?.id, tenantId: claims?.tenantId, state: 'waiting' });
    // Its place is the caller's first arrival, before the 2 s wait, not when 1 was pressed.
    const arrived = rows[0]?.arrivedAt.getTime() ?? 0;
    expect(arrived).toBeGreaterThanOrEqual(calledAt - 1000);
    expect(arrived).toBeLessThan(calledAt + 1500);
  });

  it('plays a queued caller their place, then music, until an agent answers or they hang up', async () => {
    // The shipped prompts as μ-law, which is deterministic: their exact bytes are in what a caller was sent.
    const ulaw = (name: string) =>
      Buffer.from(
        encodeUlaw(pcmSamples(readWav(readFileSync(join(shippedPromptsDir, `${name}.wav`))), decodeUlaw)),
      );
    const [first, second] = [await startRtpPeer('127.0.0.1'), await startRtpPeer('127.0.0.1')];
    const [firstSip, secondSip] = [await freeTcpPort(), await freeTcpPort()];
    const agentRtp = await startRtpPeer('127.0.0.1');
    const call = (
      rtpPort: number,
      localPort: number,
      callerId: string,
      more: { speakMs?: number; cancelAfterMs?: number },
    ) =>
      overflowCaller({
        target: `127.0.0.1:${sipPort}`,
        number: '5004', // no limit; nobody Ready yet
        callerId,
        rtp: { address: '127.0.0.1', port: rtpPort },
        localPort,
        ...more,
      });
    const musicSource = (peer: typeof first) => peer.sources()[0] ?? 0;
    const callers = [call(first.port, firstSip, '0821110001', { speakMs: 500 })];
    // An agent of the queue whose phone registers while the callers wait; never Ready until told (no status yet).
    const agent = await signIn(t.app, 'johan.botha');
    const ext = (await post<{ sip_ext: string }>(t.app, telephonyPaths.sessionDetails, {}, agent.token)).body
      .data.sip_ext;
    const credentials = issueSipCredentials(secret, ext, 600);
    const registering = mediaPhone({
      target: `127.0.0.1:${sipPort}`,
      ext,
      domain: 'overflow.test',
      user: credentials.authorizationUser,
      password: credentials.password,
      rtp: { address: '127.0.0.1', port: agentRtp.port },
      localPort: await freeTcpPort(),
    });
    let phone: Awaited<ReturnType<typeof mediaPhone>> | undefined;
    try {
      await expect.poll(() => first.sources().length, { timeout: 10_000 }).toBe(1);
      // Second in the queue: "You are number two in the queue", the hold music from its start after it.
      callers.push(call(second.port, secondSip, '0821110002', { cancelAfterMs: 5500 }));
      const heardByFirst = () => first.audioFrom(musicSource(first));
      const heardBySecond = () => second.audioFrom(musicSource(second));
      const sentence = (n: number) =>
        Buffer.concat([ulaw('position-intro'), ulaw(`number-${n}`), ulaw('position-outro')]);
      const music = ulaw('hold-music').subarray(0, 2400);
      // The sentence's last packet ends in silence; the music follows in the next.
      const musicAfter = (heard: Buffer, said: Buffer) => {
        const at = heard.indexOf(said);
        return at < 0 ? -1 : heard.indexOf(music, at + said.length) - (at + said.length);
      };
      await expect
        .poll(() => musicAfter(heardBySecond(), sentence(2)), { timeout: 10_000 })
        .toBeGreaterThanOrEqual(0);
      expect(musicAfter(heardBySecond(), sentence(2))).toBeLessThan(160);
      expect(heardByFirst().indexOf(sentence(1))).toBeGreaterThanOrEqual(0);
      expect(heardBySecond().indexOf(ulaw('number-1'))).toBe(-1);

      // The second caller hangs up while waiting: their stream stops.
      const cancelled = await callers[1]?.done;
      expect(cancelled?.code, cancelled?.output).toBe(0);
      const secondSent = second.countFrom(musicSource(second));

      // The agent goes Ready: the first caller is connected to their phone, and hears no more music.
      phone = await registering;
      await post(t.app, telephonyPaths.setAgentStatus, { state: 'ready' }, agent.token);
      const answered = await callers[0]?.done; // the caller hangs up half a second after the agent's 200
      expect(answered?.code, answered?.output).toBe(0);
      const firstSent = first.countFrom(musicSource(first));
      const counted = Date.now();
      const agentDone = await phone.done;
      expect(agentDone.code, agentDone.output).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() - counted)));
      expect(first.countFrom(musicSource(first))).toBe(firstSent);
      expect(second.countFrom(musicSource(second))).toBe(secondSent);
    } finally {
      await Promise.all([
        ...callers.map((c) => c.stop()),
        (phone ?? (await registering.catch(() => null)))?.stop(),
      ]);
      for (const peer of [first, second, agentRtp]) peer.close();
    }
  });

  it('stays on the line at the callback offer (no 1): taken to voicemail, and a task holds the tone', async () => {
    const rtp = await startRtpPeer('127.0.0.1', { toneHz });
    try {
      // The offer (0.2 s), its 2 s grace for a 1, the beep (0.2 s), then about 0.6 s of message.
      const caller = overflowCaller({
        target: `127.0.0.1:${sipPort}`,
        number: '5002',
        callerId: '0825550199',
        rtp: { address: '127.0.0.1', port: rtp.port },
        localPort: await freeTcpPort(),
        speakMs: 3000,
      });
      const { code, output } = await caller.done;
      expect(code, output).toBe(0);
    } finally {
      rtp.close();
    }
    const voicemailTask = async () =>
      (await database.db.select().from(tasks).where(like(tasks.title, 'Voicemail from 0825550199%')))[0];
    await expect.poll(voicemailTask).toBeDefined();
    const task = await voicemailTask();
    expect(task).toMatchObject({
      title: `Voicemail from 0825550199 (${claims?.name} queue)`,
      tenantId: claims?.tenantId,
    });
    const [document] = await database.db
      .select()
      .from(taskDocuments)
      .where(eq(taskDocuments.taskId, task?.id ?? 0));
    const samples = pcmSamples(
      readWav(Buffer.from(document?.data.split(',')[1] ?? '', 'base64')),
      decodeUlaw,
    );
    // The message after the beep only: neither the offer nor the grace, and the caller's tone, not the prompts.
    expect(samples.length / 8000).toBeGreaterThan(0.3);
    expect(samples.length / 8000).toBeLessThan(2);
    expect(toneShare(samples, 8000, toneHz)).toBeGreaterThan(0.8);
    expect(toneShare(samples, 8000, 300)).toBeLessThan(0.05);
    const requests = await database.db
      .select()
      .from(telephonyCallbacks)
      .where(eq(telephonyCallbacks.callerNumber, '0825550199'));
    expect(requests).toEqual([]);
  });
});
