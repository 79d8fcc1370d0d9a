import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { CallCase } from '../../../src/contracts/telephony/call-case';
import type { CallLogEntry } from '../../../src/contracts/telephony/calls';
import { telephonyPaths as paths } from '../../../src/contracts/telephony/paths';
import {
  recordingPaths as rec,
  type CaseRecording,
  type RecordingBegin,
  type RecordingMedia,
} from '../../../src/contracts/telephony/recordings';
import { sweepRecordings } from '../../../server/domain/jobs/recording-retention';
import { recordingStore } from '../../../server/domain/telephony/recording-files';
import {
  auditLog,
  telephonyRecordings,
  telephonyRecordingSettings,
  tenants,
  users,
} from '../../../server/db/schema';
import { createTestApp, post, signIn } from '../helpers';

const dataDir = mkdtempSync(join(tmpdir(), 'recordings-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const t = await createTestApp({ env: { DATA_DIR: dataDir } });
const { db } = t.database;
const store = recordingStore(dataDir);
const agent = await signIn(t.app, 'agent');
const colleague = await signIn(t.app, 'lerato.khumalo');
const supervisor = await signIn(t.app, 'supervisor');
const capeTown = await signIn(t.app, 'ayesha.patel');

const [office] = await db.select().from(tenants).where(eq(tenants.name, 'Pretoria Office'));
// Direct calls of the agent's tenant are always recorded, so no queue router is needed to decide.
await db.insert(telephonyRecordingSettings).values({ tenantId: office.id, directMode: 'always' });

const webmStart = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);
const b64 = (bytes: Buffer) => bytes.toString('base64');

let calls = 0;
/** A connected inbound call of the agent's, with a case made from it. */
async function connectedCall(token = agent.token) {
  calls += 1;
  const number = `08255500${String(calls).padStart(2, '0')}`;
  const started = await post<CallLogEntry>(
    t.app,
    paths.callStart,
    { direction: 'inbound', number, sip_call_id: `rec-${calls}@test` },
    token,
  );
  const id = started.body.data.call_log_table_id;
  await post(t.app, paths.callEvent, { call_log_table_id: id, event: 'answered' }, token);
  return id;
}
const withCase = async (id: number) =>
  (
    await post<CallCase>(
      t.app,
      paths.callCase,
      {
        call_log_table_id: id,
        party: null,
        subject: 'Card payment',
        classification: { classification_l1: 1, classification_l2: 2 },
      },
      agent.token,
    )
  ).body.data;
const append = (id: number, offset: number, chunk: Buffer, token = agent.token) =>
  post(t.app, rec.append, { call_log_table_id: id, offset, chunk: b64(chunk), duration_ms: 3000 }, token);

describe('recording uploads', () => {
  it('starts on an always call, with the consent announcement, and appends WebM chunks to one file', async () => {
    const id = await connectedCall();
    const begun = await post<RecordingBegin>(t.app, rec.begin, { call_log_table_id: id }, agent.token);
    expect(begun.body.data).toEqual({
      mode: 'always',
      recording: true,
      consent_url: '/announcements/recording-consent-8k.wav',
    });
    expect((await append(id, 0, webmStart)).body.errCode).toBe(0);
    const more = Buffer.from('opus cluster bytes');
    expect((await append(id, webmStart.length, more)).body.data).toEqual({
      size_bytes: webmStart.length + more.length,
      ended: false,
    });
    // The same chunk again (its answer was lost): acknowledged, not written twice.
    expect((await append(id, webmStart.length, more)).body.errCode).toBe(0);
    const [row] = await db.select().from(telephonyRecordings).where(eq(telephonyRecordings.callLogId, id));
    expect(await store.read(row.bytesPath)).toEqual(Buffer.concat([webmStart, more]));
  });

  it('refuses a first chunk that is not WebM', async () => {
    const id = await connectedCall();
    await post(t.app, rec.begin, { call_log_table_id: id }, agent.token);
    const answer = await append(id, 0, Buffer.from('RIFF....WAVEfmt '));
    expect(answer.body).toMatchObject({ errCode: 1, msg: 'A recording must be WebM audio' });
  });

  it('refuses another agent’s chunks for the call', async () => {
    const id = await connectedCall();
    await post(t.app, rec.begin, { call_log_table_id: id }, agent.token);
    const answer = await append(id, 0, webmStart, colleague.token);
    expect(answer.body.errCode).toBe(4);
    const [row] = await db.select().from(telephonyRecordings).where(eq(telephonyRecordings.callLogId, id));
    expect(row.sizeBytes).toBe(0);
  });

  it('takes nothing more once the recording has ended', async () => {
    const id = await connectedCall();
    await post(t.app, rec.begin, { call_log_table_id: id }, agent.token);
    await append(id, 0, webmStart);
    expect(
      (await post(t.app, rec.end, { call_log_table_id: id, duration_ms: 4000 }, agent.token)).body.errCode,
    ).toBe(0);
    const late = await append(id, webmStart.length, Buffer.from('late'));
    expect(late.body).toMatchObject({ errCode: 3, msg: 'That recording has ended: it takes no more audio' });
  });

  it('audits the agent’s pause and resume', async () => {
    const id = await connectedCall();
    await post(t.app, rec.begin, { call_log_table_id: id }, agent.token);
    await post(t.app, rec.pause, { call_log_table_id: id, paused: true }, agent.token);
    await post(t.app, rec.pause, { call_log_table_id: id, paused: false }, agent.token);
    const trail = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(trail.map((a) => a.action)).toEqual(
      expect.arrayContaining(['telephony.recording_pause', 'telephony.recording_resume']),
    );
  });
});

describe('listening to a case’s recording', async () => {
  const id = await connectedCall();
  await post(t.app, rec.begin, { call_log_table_id: id }, agent.token);
  await append(id, 0, webmStart);
  const made = await withCase(id);
  const [supervisorUser] = await db.select().from(users).where(eq(users.loginName, 'supervisor'));

  it('lists it on the case and plays it to someone who sees the case, audited', async () => {
    const list = await post<CaseRecording[]>(t.app, rec.ofCase, { case_id: made.case_id }, agent.token);
    expect(list.body.data).toEqual([
      expect.objectContaining({ call_log_table_id: id, agent_name: 'Naledi Mokoena', can_download: false }),
    ]);
    const played = await post<RecordingMedia>(t.app, rec.play, { call_log_table_id: id }, supervisor.token);
    expect(played.body.data.data_url).toBe(`data:audio/webm;base64,${b64(webmStart)}`);
    expect(played.body.data.file_name).toMatch(new RegExp(`^${made.reference}-call-\\d{8}-\\d{6}\\.webm$`));
    const [trail] = await db.select().from(auditLog).where(eq(auditLog.action, 'telephony.recording_play'));
    expect(trail).toMatchObject({ userId: supervisorUser.id, entityId: String(id) });
  });

  it('refuses a download without the key and gives it with the key, audited', async () => {
    expect((await post(t.app, rec.download, { call_log_table_id: id }, agent.token)).body.errCode).toBe(7);
    const list = await post<CaseRecording[]>(t.app, rec.ofCase, { case_id: made.case_id }, supervisor.token);
    expect(list.body.data[0].can_download).toBe(true);
    const got = await post<RecordingMedia>(t.app, rec.download, { call_log_table_id: id }, supervisor.token);
    expect(got.body.errCode).toBe(0);
    const trail = await db.select().from(auditLog).where(eq(auditLog.action, 'telephony.recording_download'));
    expect(trail.map((a) => a.userId)).toEqual([supervisorUser.id]);
  });

  it('is absent for another tenant’s user', async () => {
    expect((await post(t.app, rec.ofCase, { case_id: made.case_id }, capeTown.token)).body.errCode).toBe(4);
    expect((await post(t.app, rec.play, { call_log_table_id: id }, capeTown.token)).body.errCode).toBe(4);
  });
});

describe('retention', () => {
  it('deletes a file older than the tenant’s retention days and keeps a newer one', async () => {
    await db
      .update(telephonyRecordingSettings)
      .set({ retentionDays: 30 })
      .where(eq(telephonyRecordingSettings.tenantId, office.id));
    const old = await connectedCall();
    const fresh = await connectedCall();
    for (const id of [old, fresh]) {
      await post(t.app, rec.begin, { call_log_table_id: id }, agent.token);
      await append(id, 0, webmStart);
    }
    const day = 24 * 60 * 60 * 1000;
    await db
      .update(telephonyRecordings)
      .set({ createdAt: new Date(Date.now() - 31 * day) })
      .where(eq(telephonyRecordings.callLogId, old));
    await db
      .update(telephonyRecordings)
      .set({ createdAt: new Date(Date.now() - 29 * day) })
      .where(eq(telephonyRecordings.callLogId, fresh));
    const rows = async (id: number) =>
      (await db.select().from(telephonyRecordings).where(eq(telephonyRecordings.callLogId, id)))[0];
    const oldPath = join(store.root, (await rows(old)).bytesPath);
    const freshPath = join(store.root, (await rows(fresh)).bytesPath);

    await sweepRecordings(db, store);
    expect(existsSync(oldPath)).toBe(false);
    expect((await rows(old)).deletedAt).not.toBeNull();
    expect(existsSync(freshPath)).toBe(true);
    expect((await rows(fresh)).deletedAt).toBeNull();
    expect((await post(t.app, rec.play, { call_log_table_id: old }, supervisor.token)).body.errCode).toBe(4);
  });
});

describe('recording modes', () => {
  const directMode = (mode: 'always' | 'never' | 'on_demand') =>
    db
      .update(telephonyRecordingSettings)
      .set({ directMode: mode })
      .where(eq(telephonyRecordingSettings.tenantId, office.id));
  afterAll(() => directMode('always'));

  it('records an on-demand call only when the agent asks, without the consent announcement', async () => {
    await directMode('on_demand');
    const id = await connectedCall();
    const offered = await post<RecordingBegin>(t.app, rec.begin, { call_log_table_id: id }, agent.token);
    expect(offered.body.data).toEqual({ mode: 'on_demand', recording: false, consent_url: null });
    expect((await append(id, 0, webmStart)).body.errCode).toBe(4); // nothing to append to yet
    const asked = await post<RecordingBegin>(
      t.app,
      rec.begin,
      { call_log_table_id: id, start: true },
      agent.token,
    );
    expect(asked.body.data).toEqual({ mode: 'on_demand', recording: true, consent_url: null });
    expect((await append(id, 0, webmStart)).body.errCode).toBe(0);
  });

  it('never records a call of a "never" mode, even when asked', async () => {
    await directMode('never');
    const id = await connectedCall();
    const asked = await post<RecordingBegin>(
      t.app,
      rec.begin,
      { call_log_table_id: id, start: true },
      agent.token,
    );
    expect(asked.body.data).toEqual({ mode: 'never', recording: false, consent_url: null });
    expect((await append(id, 0, webmStart)).body.errCode).toBe(4);
  });
});
