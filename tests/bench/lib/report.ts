import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One row of the table. `budget` is an upper bound unless `higherIsBetter`; a row compared with a peer (jsTree)
 * carries the peer's median instead and the ratio is ours / theirs. `note` says why a row has no figure.
 */
export type Row = {
  metric: string;
  unit: string;
  median: number | null;
  samples?: number[];
  budget?: number;
  higherIsBetter?: boolean;
  peer?: { name: string; median: number; samples?: number[] };
  note?: string;
};

export type Verdict = 'within' | 'over' | 'faster' | 'slower' | 'info' | 'not measured';

export const verdictOf = (row: Row): { ratio: number | null; verdict: Verdict } => {
  if (row.median === null) return { ratio: null, verdict: 'not measured' };
  if (row.peer) {
    const ratio = row.median / row.peer.median;
    return { ratio, verdict: ratio <= 1 ? 'faster' : 'slower' };
  }
  if (row.budget === undefined) return { ratio: null, verdict: 'info' };
  const ratio = row.median / row.budget;
  const ok = row.higherIsBetter ? row.median >= row.budget : row.median <= row.budget;
  return { ratio, verdict: ok ? 'within' : 'over' };
};

const fmt = (n: number): string =>
  Math.abs(n) >= 100 ? Math.round(n).toLocaleString('en-ZA') : n.toFixed(n >= 10 ? 1 : 2);

export function printTable(rows: readonly Row[]): string {
  const header = ['metric', 'median', 'budget / peer', 'ratio', 'verdict'];
  const lines = rows.map((row) => {
    const { ratio, verdict } = verdictOf(row);
    const limit = row.peer
      ? `${row.peer.name} ${fmt(row.peer.median)} ${row.unit}`
      : row.budget === undefined
        ? '—'
        : `${row.higherIsBetter ? '≥' : '≤'} ${fmt(row.budget)} ${row.unit}`;
    return [
      row.metric,
      row.median === null ? (row.note ?? '—') : `${fmt(row.median)} ${row.unit}`,
      limit,
      ratio === null ? '—' : ratio.toFixed(2),
      verdict,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const render = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [render(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(render)].join('\n');
}

/** Writes the run as JSON under tests/bench/results (git-ignored) so runs can be compared. */
export function writeResults(rows: readonly Row[], meta: Record<string, unknown>): string {
  const dir = join(process.cwd(), 'tests/bench/results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const payload = { ...meta, rows: rows.map((row) => ({ ...row, ...verdictOf(row) })) };
  writeFileSync(file, `${JSON.stringify(payload, null, 2)}\n`);
  return file;
}
