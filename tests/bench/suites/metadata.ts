import { createDatabase } from '../../../server/db/client';
import { seedDatabase } from '../../../server/db/seed';
import { measureMetadataThroughput } from '../../../server/domain/metadata/benchmark';
import type { Row } from '../lib/report';

/**
 * Bulk load and a three-operator query in the service's own code on a fresh embedded database (migrated and
 * seeded as `npm start` does): documents are received in batches of 1 000, then one bulk load indexes them.
 */
export async function metadataSuite(options: { documents: number; queryRuns: number }): Promise<Row[]> {
  const database = await createDatabase({ memory: true });
  try {
    await database.migrate();
    await seedDatabase(database.db);
    const result = await measureMetadataThroughput(database.db, options);
    const docs = result.documents.toLocaleString('en-ZA');
    return [
      {
        metric: `metadata: bulk load of ${docs} documents, documents/s`,
        unit: 'docs/s',
        median: result.bulkLoadDocsPerSecond,
        note: `load took ${result.bulkLoadMs} ms; receiving them took ${result.receiveMs} ms`,
      },
      {
        metric: `metadata: three-operator query over ${docs} documents (count + first page)`,
        unit: 'ms',
        median: result.queryMedianMs,
        note: `${result.queryMatches} matches; median of ${options.queryRuns}`,
      },
    ];
  } finally {
    await database.close();
  }
}
