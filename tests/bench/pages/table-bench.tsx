import { createRoot, type Root } from 'react-dom/client';
import { demoRows, type DemoRow } from '../../../src/views/kit-gallery/demo-data';
import { demoColumns, demoFilterColumns } from '../../../src/views/kit-gallery/sections/datatable-section';
import { Datatable } from '../../../src/views/kit/datatable/datatable';
import { freshHost, nextPaint, typeInto, waitFor } from './in-page';

let root: Root | null = null;
let host: HTMLElement | null = null;

const pagerCount = (): string => host?.querySelector('nav[aria-label$="pages"] span')?.textContent ?? '';

/** Mount to the first painted grid: rows are generated before the clock starts. */
export async function tableFirstPaint(count: number): Promise<number> {
  root?.unmount();
  host = freshHost('table-host');
  const rows: DemoRow[] = demoRows(count);
  const start = performance.now();
  root = createRoot(host);
  root.render(
    <Datatable<DemoRow>
      label="Bench table"
      viewId="bench-table"
      rows={rows}
      columns={demoColumns}
      filterColumns={demoFilterColumns}
      pageSize={1000}
      height={600}
    />,
  );
  await waitFor(() => host?.querySelector('canvas'), 'the grid canvas');
  await nextPaint();
  return performance.now() - start;
}

/** One keystroke in the search box to the repainted page of results (the pager's count is the signal). */
export async function tableFilterKeystroke(text: string): Promise<number> {
  const input = host?.querySelector<HTMLInputElement>('input[type="search"], input[type="text"]');
  if (!input) throw new Error('no table search box');
  const before = pagerCount();
  const start = performance.now();
  typeInto(input, text);
  await waitFor(() => pagerCount() !== before, `the filter "${text}" to change the count`, 5000);
  await nextPaint();
  return performance.now() - start;
}

export async function tableClearFilter(): Promise<void> {
  const input = host?.querySelector<HTMLInputElement>('input[type="search"], input[type="text"]');
  if (!input) return;
  const before = pagerCount();
  typeInto(input, '');
  await waitFor(() => pagerCount() !== before, 'the filter to clear', 5000);
}

/** Scrolls the grid a step a frame and reports every frame's duration, so long frames can be counted. */
export async function tableScroll(frames: number): Promise<number[]> {
  const scroller = host?.querySelector<HTMLElement>('.dvn-scroller');
  if (!scroller) throw new Error('no grid scroller');
  const durations: number[] = [];
  let last = performance.now();
  await new Promise<void>((resolve) => {
    let n = 0;
    const step = (now: number) => {
      durations.push(now - last);
      last = now;
      scroller.scrollTop += 240;
      if (++n < frames) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
  return durations.slice(1);
}

export function tableUnmount(): void {
  root?.unmount();
  root = null;
  host?.remove();
}
