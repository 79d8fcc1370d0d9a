import { createDatabase, type Database } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';

declare module 'vitest' {
  // Vitest's provided context is declared as an interface; a module augmentation can only merge into one.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** The path of the run's PGlite template: a dump (tar) of a migrated, seeded data directory. */
    pgliteTemplate: string;
    /** With DATABASE_URL: the run's migrated, seeded template database, copied per test file. */
    postgresTemplate: string;
  }
}

/** A database migrated and seeded from empty, as a first `npm start` makes it: in-memory PGlite, or at the URL. */
export async function freshDatabase(databaseUrl?: string): Promise<Database> {
  const database = await createDatabase(databaseUrl ? { databaseUrl } : { memory: true });
  try {
    await database.migrate();
    await seedDatabase(database.db);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
