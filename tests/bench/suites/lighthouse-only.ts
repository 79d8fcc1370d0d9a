import { buildIfStale } from '../../../scripts/build-if-stale.mjs';
import { startServer } from '../../e2e/support/server';
import { printTable } from '../lib/report';
import { lighthouseSuite, reportDir } from './lighthouse';

/** `--only=lighthouse`: the production build (if stale), the service on a port of its own, then Lighthouse. */
export async function lighthouseOnly(quick: boolean): Promise<void> {
  const started = Date.now();
  buildIfStale(process.cwd(), {});
  process.stdout.write('· desktop Lighthouse on the sign-in page, the home and the desk\n');
  const server = await startServer();
  const result = await lighthouseSuite(server.url, quick ? 1 : 3).finally(() => server.stop());
  console.log(`\n${printTable(result.rows)}\n`);
  for (const row of result.rows) console.log(`${row.metric}: ${row.samples?.join(', ')}`);
  console.log(
    result.failing.length > 0 ? `\nAudits below 100:\n${result.failing.join('\n')}` : '\nNo audit below 100',
  );
  console.log(`Full reports: ${reportDir}`);
  console.log(
    `${result.rows.length} figures; ${Math.round((Date.now() - started) / 1000)} s (not written to results)`,
  );
}
