import { createRoot, type Root } from 'react-dom/client';
import { demoTree } from '../../../server/domain/kit/tree-demo';
import { HierarchyTree } from '../../../src/views/kit/tree/hierarchy-tree';
import { freshHost, nextPaint, typeInto, waitFor, waitForMutation } from './in-page';

const searchDebounceMs = 250;
let root: Root | null = null;
let host: HTMLElement | null = null;

const rowIds = (): string =>
  Array.from(host?.querySelectorAll('[data-node-id]') ?? [], (el) => el.getAttribute('data-node-id')).join(
    ',',
  );

/** The same nodes for our tree and for jsTree: the demo tree of the service, in the spec's flat format. */
export const treeNodes = (count: number) => demoTree(`demo-${count}`, {});

/** Mount to first painted rows: the machine's load, the nested build and the virtualised render. */
export async function treeRender(count: number): Promise<number> {
  root?.unmount();
  host = freshHost('tree-host');
  const nodes = treeNodes(count);
  const start = performance.now();
  root = createRoot(host);
  root.render(
    <HierarchyTree
      label="Bench tree"
      treeCase="biz"
      id={`demo-${count}`}
      height={600}
      load={async () => nodes}
    />,
  );
  await waitFor(() => host?.querySelector('[data-node-id]'), 'the first tree row');
  await nextPaint();
  return performance.now() - start;
}

/**
 * From the end of the 250 ms debounce to the painted result, so the figure is the search's own cost. The result is
 * noticed at its commit, as jsTree's search event is at the end of its work, so both figures end on the same paint.
 */
export async function treeSearch(term: string): Promise<number> {
  const input = host?.querySelector<HTMLInputElement>('input[type="search"]');
  const status = host?.querySelector('[role="status"]');
  if (!input || !status) throw new Error('no tree search box');
  const before = status.textContent ?? '';
  const start = performance.now();
  const result = waitForMutation(status, () => status.textContent !== before, 'the search result', 5000);
  typeInto(input, term);
  await result;
  await nextPaint();
  const elapsed = performance.now() - start - searchDebounceMs;
  typeInto(input, '');
  await waitFor(() => status.textContent === '', 'the search to clear', 5000);
  return Math.max(elapsed, 0);
}

async function clickAndPaint(name: 'Expand all' | 'Collapse all'): Promise<number> {
  const button = Array.from(host?.querySelectorAll('button') ?? []).find((b) => b.textContent === name);
  if (!button) throw new Error(`no ${name} button`);
  const before = rowIds();
  const start = performance.now();
  button.click();
  await waitFor(() => rowIds() !== before, `${name} to change the rows`, 10_000);
  await nextPaint();
  return performance.now() - start;
}

export const treeExpandAll = (): Promise<number> => clickAndPaint('Expand all');
export const treeCollapseAll = (): Promise<number> => clickAndPaint('Collapse all');

export function treeUnmount(): void {
  root?.unmount();
  root = null;
  host?.remove();
}
