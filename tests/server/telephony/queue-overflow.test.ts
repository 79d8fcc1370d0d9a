import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { taskDocuments, tasks, telephonyCallbacks, telephonyQueues } from '../../../server/db/schema';
import { paths } from '../../../src/contracts/paths';
import { promptPaths } from '../../../src/contracts/telephony/prompts';
import { decodeUlaw, encodeUlaw } from '../../../server/telephony/media/g711';
import { pcmSamples, pcmWav, readWav } from '../../../server/telephony/media/wav';
import { freeTcpPort, startKamailio } from '../../../server/telephony/kamailio-process';
import { freeUdpPort } from '../../../server/telephony/rtpengine-process';
import { startRtpPeer } from '../../support/rtp-peer';
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
    const uploaded = await post(
      t.app,
      promptPaths.upload,
      { kind: 'voicemail', document_name: 'hi.wav', document_data },
      admin.token,
    );
    expect(uploaded.body.errCode).toBe(0);
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
      // What the caller heard first is the greeting, byte for byte as the endpoint encodes it (PCMU).
      expect(rtp.pcmu().subarray(0, greeting.length)).toEqual(Buffer.from(encodeUlaw(greeting)));
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
      // The offer plays once answered: the key goes when the caller hears it.
      await expect.poll(() => rtp.count(0), { timeout: 15_000 }).toBeGreaterThan(0);
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
});
