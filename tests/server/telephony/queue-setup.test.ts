import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/contracts/paths';
import { promptPaths, type PromptMedia, type PromptRow } from '../../../src/contracts/telephony/prompts';
import { decodeUlaw } from '../../../server/telephony/media/g711';
import { pcmSamples, readWav } from '../../../server/telephony/media/wav';
import { pngBytes } from '../../fixtures/upload-files';
import { toneShare } from '../../support/tone';
import { tone, wavDataUrl, wavFile } from '../../support/wav-file';
import {
  queueSetupPaths,
  type QueueSetupList,
  type QueueSetupRow,
} from '../../../src/contracts/telephony/queue-setup';
import type { TenantConfig } from '../../../src/contracts/internal-org/entities';
import { internalOrgPaths } from '../../../src/contracts/internal-org/paths';
import { auditLog, tenantConfigs, telephonyQueues, tenants } from '../../../server/db/schema';
import { createTestApp, post, signIn } from '../helpers';

// Issue 39: the Call queues screen's calls: the queues of the caller's scope, and one save for a queue's wait
// limit, overflow and recording mode that is all or nothing.
const t = await createTestApp();
const admin = await signIn(t.app, 'admin');
const supervisor = await signIn(t.app, 'supervisor');
const agent = await signIn(t.app, 'agent');
const list = (token: string) => post<QueueSetupList>(t.app, queueSetupPaths.list, {}, token);
const save = (body: object, token: string) => post<unknown>(t.app, queueSetupPaths.save, body, token);
const row = (answer: QueueSetupList, number: string): QueueSetupRow | undefined =>
  answer.queues.find((q) => q.number === number);

describe('the Call queues screen’s calls', () => {
  it('list the queues in the caller’s scope with their setup, and refuse a profile without the key', async () => {
    const answer = (await list(admin.token)).body;
    expect(answer.errCode).toBe(0);
    expect(row(answer.data, '5002')).toMatchObject({
      name: 'Claims Support – Johannesburg',
      tenant_name: 'Johannesburg Office',
      wrap_up_seconds: 30,
      max_wait_seconds: null,
      overflow: 'end',
      recording_mode: 'never',
    });
    expect(answer.data.default_max_wait_seconds).toBe(180);
    expect(answer.data.can_set_recording).toBe(true);
    expect((await list(agent.token)).body.errCode).not.toBe(0);
  });

  it('save wait limit, overflow and recording together, and the list shows them', async () => {
    const id = row((await list(admin.token)).body.data, '5002')?.queue_id;
    const saved = await save(
      {
        queue_id: id,
        max_wait_seconds: 45,
        overflow: 'voicemail',
        overflow_queue_id: null,
        recording_mode: 'always',
      },
      admin.token,
    );
    expect(saved.body.errCode).toBe(0);
    expect(row((await list(admin.token)).body.data, '5002')).toMatchObject({
      max_wait_seconds: 45,
      overflow: 'voicemail',
      recording_mode: 'always',
    });
  });

  it('save nothing when a part is refused: a supervisor may set the overflow but not the recording', async () => {
    const answer = (await list(supervisor.token)).body.data;
    expect(answer.can_set_recording).toBe(false);
    const queue = answer.queues[0];
    const before = queue.max_wait_seconds;
    const body = {
      queue_id: queue.queue_id,
      max_wait_seconds: 77,
      overflow: 'callback',
      overflow_queue_id: null,
    };
    const other = queue.recording_mode === 'always' ? 'never' : 'always';
    const refused = await save({ ...body, recording_mode: other }, supervisor.token);
    expect(refused.body.errCode).not.toBe(0);
    const [kept] = await t.database.db
      .select()
      .from(telephonyQueues)
      .where(eq(telephonyQueues.id, queue.queue_id));
    expect(kept).toMatchObject({ maxWaitSeconds: before, recordingMode: queue.recording_mode });
    const allowed = await save({ ...body, recording_mode: queue.recording_mode }, supervisor.token);
    expect(allowed.body.errCode).toBe(0);
  });

  it('answer a wait limit out of range with the field’s message', async () => {
    const id = row((await list(admin.token)).body.data, '5002')?.queue_id;
    const bad = await save(
      {
        queue_id: id,
        max_wait_seconds: 0,
        overflow: 'end',
        overflow_queue_id: null,
        recording_mode: 'never',
      },
      admin.token,
    );
    expect(bad.body.errCode).toBe(1);
    expect(bad.body.msg).toMatch(/^max_wait_seconds: /);
  });
});

describe('the monitoring notice in the tenant’s configuration (phone section)', () => {
  it('is read and saved with the service-level target, and kept by a save that does not name it', async () => {
    const [row] = await t.database.db
      .select()
      .from(telephonyQueues)
      .where(eq(telephonyQueues.number, '5002'));
    const tenant_id = row?.tenantId ?? 0;
    const read = async () =>
      (await post<TenantConfig>(t.app, internalOrgPaths.configGet, { tenant_id }, admin.token)).body.data;
    const { knowledge, notifications, dispatch, email_templates, user_roles, phone } = await read();
    expect(phone.monitor_notice).toBe(true);
    const body = { tenant_id, knowledge, notifications, dispatch, email_templates, user_roles };
    const off = await post<TenantConfig>(
      t.app,
      internalOrgPaths.configSave,
      { ...body, phone: { ...phone, monitor_notice: false } },
      admin.token,
    );
    expect(off.body.data.phone.monitor_notice).toBe(false);
    const [stored] = await t.database.db
      .select()
      .from(tenantConfigs)
      .where(eq(tenantConfigs.tenantId, tenant_id));
    expect(stored?.monitorNotice).toBe(false);
    const older = { service_level_percent: 85, service_level_seconds: 20 };
    await post<TenantConfig>(t.app, internalOrgPaths.configSave, { ...body, phone: older }, admin.token);
    expect((await read()).phone).toEqual({ ...older, monitor_notice: false });
  });
});

describe('a tenant’s own prompts (issue 39)', async () => {
  const tenantId = async (name: string) =>
    (await t.database.db.select().from(tenants).where(eq(tenants.name, name)))[0]?.id ?? 0;
  const johannesburg = await tenantId('Johannesburg Office');
  const capeTown = await tenantId('Cape Town Office');
  const select = (tenant_id: number) => post(t.app, paths.tenantSelect, { tenant_id }, admin.token);
  const prompts = async (token = admin.token) =>
    (await post<PromptRow[]>(t.app, promptPaths.list, {}, token)).body;
  const voicemail = async () => (await prompts()).data.find((p) => p.kind === 'voicemail');
  const upload = (document_name: string, data: string) =>
    post<PromptRow[]>(
      t.app,
      promptPaths.upload,
      { kind: 'voicemail', document_name, document_data: data },
      admin.token,
    );
  const played = async () => {
    const media = (await post<PromptMedia>(t.app, promptPaths.play, { kind: 'voicemail' }, admin.token)).body;
    const wav = readWav(Buffer.from(media.data.data_url.split(',')[1] ?? '', 'base64'));
    return { wav, samples: pcmSamples(wav, decodeUlaw) };
  };

  it('takes a 16 kHz stereo WAV, converts it to 8 kHz mono, and plays it back (audited)', async () => {
    await select(johannesburg);
    expect(await voicemail()).toMatchObject({
      label: 'Voicemail greeting',
      source: 'shipped',
      uploaded_by: null,
    });
    // 1.5 s of 600 Hz on both channels, at 16 kHz.
    const left = tone(600, 16000, 24000);
    const frames = Int16Array.from({ length: 48000 }, (_, i) => left[i >> 1] ?? 0);
    const answer = await upload(
      'Greeting (final).wav',
      wavDataUrl(wavFile({ rate: 16000, channels: 2, frames })),
    );
    expect(answer.body.errCode).toBe(0);
    expect(answer.body.data.find((p) => p.kind === 'voicemail')).toMatchObject({
      source: 'own',
      seconds: 1.5,
      uploaded_by: 'Thandiwe Nkosi',
    });
    const { wav, samples } = await played();
    expect(wav).toMatchObject({ format: 'pcm16', rate: 8000 });
    expect(samples.length).toBe(12000);
    expect(toneShare(samples, 8000, 600)).toBeGreaterThan(0.95);
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, johannesburg), eq(auditLog.entity, 'tenant')));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['telephony.prompt_upload', 'telephony.prompt_play']),
    );
  });

  it('refuses a PNG named .wav and a float WAV by their content, naming what it accepts', async () => {
    await select(johannesburg);
    const png = await upload('greeting.wav', `data:audio/wav;base64,${pngBytes.toString('base64')}`);
    expect(png.body.errCode).toBe(1);
    expect(png.body.msg).toMatch(/The content is not a WAV file/);
    const float = await upload(
      'greeting.wav',
      wavDataUrl(wavFile({ rate: 44100, channels: 1, frames: tone(440, 44100, 4410), format: 'float32' })),
    );
    expect(float.body.errCode).toBe(1);
    expect(float.body.msg).toMatch(
      /floating-point audio: a prompt must be a WAV file of 16-bit PCM or μ-law/,
    );
    // The earlier recording is still the one callers hear.
    expect(await voicemail()).toMatchObject({ source: 'own', seconds: 1.5 });
  });

  it('keeps another tenant’s prompts apart, and refuses a profile without the tenant configuration key', async () => {
    await select(capeTown);
    expect(await voicemail()).toMatchObject({ source: 'shipped' });
    const revert = await post(t.app, promptPaths.revert, { kind: 'voicemail' }, admin.token);
    expect(revert.body.errCode).toBe(4);
    expect((await prompts(supervisor.token)).errCode).toBe(7);
    const play = await post(t.app, promptPaths.play, { kind: 'voicemail' }, supervisor.token);
    expect(play.body.errCode).toBe(7);
  });

  it('reverts to the shipped recording', async () => {
    await select(johannesburg);
    const answer = await post<PromptRow[]>(t.app, promptPaths.revert, { kind: 'voicemail' }, admin.token);
    expect(answer.body.data.find((p) => p.kind === 'voicemail')).toMatchObject({
      source: 'shipped',
      uploaded_by: null,
    });
    const { samples } = await played();
    expect(toneShare(samples, 8000, 600)).toBeLessThan(0.2);
  });
});
