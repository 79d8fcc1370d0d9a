declare module 'vitest' {
  // Vitest's provided context is declared as an interface; a module augmentation can only merge into one.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** The path of the run's PGlite template: a gzipped dump of a migrated, seeded data directory. */
    pgliteTemplate: string;
    /** With DATABASE_URL: the run's migrated, seeded template database, copied per test file. */
    postgresTemplate: string;
  }
}

export {};
