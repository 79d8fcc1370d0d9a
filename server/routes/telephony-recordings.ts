import type { FastifyRequest } from 'fastify';
import {
  caseRecordingsRequest,
  queueRecordingModeRequest,
  recordingAppendRequest,
  recordingBeginRequest,
  recordingEndRequest,
  recordingPaths as paths,
  recordingPauseRequest,
  recordingRefRequest,
  recordingSettings,
} from '../../src/contracts/telephony/recordings';
import { recordingSweepMs, sweepRecordings } from '../domain/jobs/recording-retention';
import { recordingStore } from '../domain/telephony/recording-files';
import { caseRecordings, recordingMedia } from '../domain/telephony/recording-playback';
import {
  readRecordingSettings,
  saveRecordingSettings,
  setQueueRecordingMode,
} from '../domain/telephony/recording-settings';
import {
  appendRecording,
  beginRecording,
  endRecording,
  pauseRecording,
} from '../domain/telephony/recordings';
import { access } from '../http/access';
import { callerOf } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

/** A chunk's base64 with its envelope: the contract's chunk limit plus room for the other fields. */
const appendBodyLimit = 300 * 1024;

/**
 * Call recording (issue 39): the agent's browser records and uploads; the service keeps one file per call in the
 * data directory, links it to the call's case, plays it to those who see the case, and sweeps old ones away.
 */
export const telephonyRecordingRoutes: RoutePlugin = async (app, { ctx, config }) => {
  const session = (request: FastifyRequest) => callerOf(ctx, request);
  const store = recordingStore(config.dataDir);
  app.post(paths.begin, { schema: { body: recordingBeginRequest } }, async (r) =>
    ok(await beginRecording(ctx, await session(r), r.body)),
  );
  app.post(
    paths.append,
    { schema: { body: recordingAppendRequest }, bodyLimit: appendBodyLimit },
    async (r) => ok(await appendRecording(ctx, store, await session(r), r.body)),
  );
  app.post(paths.end, { schema: { body: recordingEndRequest } }, async (r) =>
    ok(await endRecording(ctx, await session(r), r.body)),
  );
  app.post(paths.pause, { schema: { body: recordingPauseRequest } }, async (r) =>
    ok(await pauseRecording(ctx, await session(r), r.body)),
  );
  app.post(paths.ofCase, { config: access.signedIn, schema: { body: caseRecordingsRequest } }, async (r) =>
    ok(await caseRecordings(ctx, await session(r), r.body.case_id)),
  );
  app.post(paths.play, { config: access.signedIn, schema: { body: recordingRefRequest } }, async (r) =>
    ok(await recordingMedia(ctx, store, await session(r), r.body.call_log_table_id, 'play')),
  );
  // The access hook refuses this one without the download key (permissions-work.ts).
  app.post(paths.download, { schema: { body: recordingRefRequest } }, async (r) =>
    ok(await recordingMedia(ctx, store, await session(r), r.body.call_log_table_id, 'download')),
  );
  app.post(paths.settings, { config: access.signedIn }, async (r) =>
    ok(await readRecordingSettings(ctx, await session(r))),
  );
  app.post(paths.saveSettings, { schema: { body: recordingSettings } }, async (r) =>
    ok(await saveRecordingSettings(ctx, await session(r), r.body)),
  );
  app.post(paths.queueMode, { schema: { body: queueRecordingModeRequest } }, async (r) =>
    ok(await setQueueRecordingMode(ctx, await session(r), r.body)),
  );

  let timer: NodeJS.Timeout | undefined;
  const sweep = () =>
    sweepRecordings(ctx.db, store).then(
      ({ deleted }) => deleted && app.log.info({ deleted }, 'recordings past retention deleted'),
      (error: unknown) => app.log.warn({ err: error }, 'recordings could not be swept'),
    );
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(() => void sweep(), recordingSweepMs).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
