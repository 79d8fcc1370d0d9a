import type { Browser } from '@playwright/test';
import { buildIfStale } from '../../../scripts/build-if-stale.mjs';
import { startServer } from '../../e2e/support/server';
import { printTable } from '../lib/report';
import { debugPanelSuite } from './debug-panel';

/** `--only=debug`: the production build (if stale), the service, then the debug panel's heavy tabs alone. */
export async function debugOnly(launch: () => Promise<Browser>, quick: boolean): Promise<void> {
  buildIfStale(process.cwd(), {});
  const server = await startServer();
  const browser = await launch();
  try {
    const rows = await debugPanelSuite(browser, server.url, quick ? 3 : 5);
    console.log(`\n${printTable(rows)}\n`);
    for (const row of rows)
      console.log(`${row.metric}: ${row.samples?.map((n) => Math.round(n)).join(', ')} ${row.unit}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}
