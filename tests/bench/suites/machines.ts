import type { Page } from '@playwright/test';
import type { Row } from '../lib/report';
import { median, repeat } from '../lib/stats';

const inPage = <T>(page: Page, fn: string, ...args: unknown[]): Promise<T> =>
  page.evaluate(
    ([name, rest]) =>
      (window as unknown as { bench: Record<string, (...a: unknown[]) => Promise<T>> }).bench[name as string](
        ...(rest as unknown[]),
      ),
    [fn, args] as const,
  );

/** Events per second and memory per live actor, measured in Chromium on the benchmark page. */
export async function machinesSuite(page: Page, options: { runs: number; events: number }): Promise<Row[]> {
  const rows: Row[] = [];
  for (const name of await inPage<string[]>(page, 'machineNames')) {
    const rate = await repeat(options.runs, () =>
      inPage<number>(page, 'machineEventsPerSecond', name, options.events),
    );
    const memory = await repeat(options.runs, () => inPage<number>(page, 'machineBytesPerActor', name, 2000));
    rows.push(
      { metric: `machine ${name}: events/s`, unit: 'ev/s', median: median(rate), samples: rate },
      { metric: `machine ${name}: memory per live actor`, unit: 'KB', median: median(memory) / 1000 },
    );
  }
  return rows;
}
