import { join } from 'node:path';
import { loadConfig } from './config';
import { createDatabase } from './db/client';
import { requireDirectoryPath } from './db/data-dir-check';
import { loadTelephonySecrets } from './domain/telephony/secrets';
import { startEmbeddedSip } from './telephony/embedded-sip-process';
import { freeUdpPort } from './telephony/rtpengine-process';
import { startStopWatchdog, stopDeadlineMs } from './stop-watchdog';

/**
 * Process entry: config → database (locked, checked, migrated, seeded) → app → listen; clean close on
 * SIGINT/SIGTERM. A locked or damaged data directory stops the process before anything is migrated or seeded.
 */
async function main(): Promise<void> {
  startStopWatchdog(); // first: a stop signal ends the process even if start-up itself is stuck
  // The telephony secrets: the environment's, or the data directory's file (generated on the first start).
  // The secrets file is the data directory's first reader: a DATA_DIR that is a file is told as damaged here.
  const config = loadConfig(process.env, {
    telephonySecrets: (env, dataDir) => {
      if (!env.DATABASE_URL) requireDirectoryPath(join(dataDir, 'pglite'));
      return loadTelephonySecrets(env, dataDir);
    },
  });
  const database = await createDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl }
      : { dataDir: join(config.dataDir, 'pglite'), disk: config.disk },
  );
  // Loaded only once the database is ours: a refused start exits in half the time (0.5 s instead of 0.9 s).
  const [{ buildApp }, { seedDatabase }] = await Promise.all([import('./app'), import('./db/seed')]);
  await database.migrate();
  await seedDatabase(database.db);
  // Several instances may share one PostgreSQL: they hear each other through its LISTEN/NOTIFY (server/bus).
  // Its log lines go to the app's logger, which exists only once the app does.
  const busLog: { to?: Pick<ReturnType<typeof buildApp>['log'], 'warn' | 'info'> } = {};
  const bus = config.databaseUrl
    ? await (
        await import('./bus/pg-bus')
      ).createPgBus({
        connectionString: config.databaseUrl,
        db: database.db,
        log: { warn: (obj, msg) => busLog.to?.warn(obj, msg), info: (obj, msg) => busLog.to?.info(obj, msg) },
      })
    : undefined;
  // The queues' voicemail and callback endpoint (issue 39) on a free loopback port unless one is set: Kamailio
  // is told it at start.
  if (config.overflow.mediaPort === 0) config.overflow.mediaPort = await freeUdpPort();
  const app = buildApp({ database, config, bus }); // app.close() closes the bus
  busLog.to = app.log;
  if (database.disk) {
    database.disk.log = app.log;
    database.disk.start();
  }
  // Before listening, so that "ready" also means an agent can log in to telephony; stopped by the app's close
  // (signals below, or any other close), or it would outlive the service in its own process group.
  const sip = await startEmbeddedSip(
    process.env,
    (line) => app.log.info(line),
    config.telephony,
    config.overflow.mediaPort,
  );
  if (sip) app.addHook('onClose', () => sip.stop());

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // If something hangs, do not linger: the data is already committed (and stop-watchdog.ts covers a stuck thread).
    const timer = setTimeout(() => process.exit(1), stopDeadlineMs);
    timer.unref();
    try {
      // In this order (issue 37): the push streams are told the service is stopping and closed (the routes'
      // preClose), so nothing holds the server's close; then no new connections, in-flight calls finish, and the
      // onClose hooks stop the SIP server and the bus; the data directory (PGlite flushes and checkpoints, then its
      // lock goes) last, so a start that follows at once finds it free. Should anything still hang, the timer
      // above ends the process, and the SIP server's watchdog (telephony/child-process.ts) takes its group along.
      await app.close();
      await database.close();
      app.log.info(database.kind === 'pglite' ? 'data directory released; stopped' : 'stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  // `on`, not `once`: a launcher (npx, tsx) may relay the same signal again, and a second one must not fall
  // back to Node's default of dying mid-close.
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await sip?.stop(); // e.g. the HTTP port is taken: do not leave Kamailio behind
    throw error;
  }
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(
    { store: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    `Staff Console service ready at http://${shownHost}:${config.port}`,
  );
}

main().catch((error: unknown) => {
  // Before the logger exists (bad config, unreadable data dir): plain stderr, non-zero exit.
  console.error('Staff Console service failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
