import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { printTable, type Row } from '../lib/report';
import { measureTree, openBenchPage, treeTerms } from './components';

/** `--only=tree`: the benchmark page, then the tree rows beside jsTree at 10 000 and 50 000 nodes. */
export async function treeOnly(launch: () => Promise<Browser>, quick: boolean): Promise<void> {
  const runs = quick ? 3 : 7;
  process.stdout.write('· the benchmark page\n');
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--config', 'tests/bench/pages/vite.config.ts'],
    { stdio: 'inherit' },
  );
  const browser = await launch();
  const rows: Row[] = [];
  try {
    const bench = await openBenchPage(browser, join(process.cwd(), 'node_modules/.cache/bench-pages'));
    try {
      for (const nodes of [10_000, 50_000]) {
        process.stdout.write(`· tree ${nodes} nodes and jsTree, ${runs} runs\n`);
        rows.push(...(await measureTree(bench.page, nodes, runs, treeTerms)));
      }
    } finally {
      await bench.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`\n${printTable(rows)}\n`);
  for (const row of rows)
    console.log(
      `${row.metric}: ${row.samples?.map((n) => n.toFixed(1)).join(', ')} ms${row.peer?.samples ? ` (jsTree ${row.peer.samples.map((n) => n.toFixed(1)).join(', ')})` : ''}`,
    );
}
