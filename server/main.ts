import { join } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createDatabase } from './db/client';
import { seedDatabase } from './db/seed';

/** Process entry: config → database (migrated, seeded) → app → listen; clean close on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await createDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: join(config.dataDir, 'pglite') },
  );
  await database.migrate();
  await seedDatabase(database.db);
  const app = buildApp({ database, config });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // If something hangs, do not linger forever: the data is already committed.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close(); // stops accepting, lets in-flight calls finish
      await database.close(); // PGlite flushes and checkpoints here
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

  await app.listen({ port: config.port, host: config.host });
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
