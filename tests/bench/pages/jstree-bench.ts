import { freshHost, nextPaint } from './in-page';
import { treeNodes } from './tree-bench';

/** jsTree (the original console's tree) on the same nodes, loaded by the runner as plain scripts with jQuery. */
type JsTreeInstance = {
  search: (term: string) => void;
  clear_search: () => void;
  open_all: () => void;
  close_all: () => void;
  destroy: () => void;
};
type JQueryish = ((el: HTMLElement) => {
  jstree: ((options: unknown) => void) & ((get: true) => JsTreeInstance);
  one: (event: string, handler: () => void) => void;
}) & { jstree?: unknown };

const jq = (): JQueryish => {
  const $ = (window as unknown as { jQuery?: JQueryish }).jQuery;
  if (!$?.jstree) throw new Error('jQuery and jsTree are not loaded');
  return $;
};

let host: HTMLElement | null = null;

const instance = (): JsTreeInstance => {
  if (!host) throw new Error('jsTree is not mounted');
  return jq()(host).jstree(true);
};

const afterEvent = (event: string, act: () => void): Promise<number> => {
  if (!host) throw new Error('jsTree is not mounted');
  const el = host;
  return new Promise((resolve) => {
    const start = performance.now();
    jq()(el).one(event, () => {
      void nextPaint().then(() => resolve(performance.now() - start));
    });
    act();
  });
};

export async function jstreeRender(count: number): Promise<number> {
  if (host) instance().destroy();
  host = freshHost('jstree-host');
  host.style.height = '600px';
  host.style.overflow = 'auto';
  const nodes = treeNodes(count);
  const el = host;
  return afterEvent('ready.jstree', () =>
    jq()(el).jstree({
      core: { data: nodes, animation: 0, worker: false },
      search: { show_only_matches: true, show_only_matches_children: true },
      plugins: ['search'],
    }),
  );
}

export async function jstreeSearch(term: string): Promise<number> {
  const elapsed = await afterEvent('search.jstree', () => instance().search(term));
  instance().clear_search();
  return elapsed;
}

export const jstreeExpandAll = (): Promise<number> =>
  afterEvent('open_all.jstree', () => instance().open_all());
export const jstreeCollapseAll = (): Promise<number> =>
  afterEvent('close_all.jstree', () => instance().close_all());

export function jstreeUnmount(): void {
  if (host) instance().destroy();
  host?.remove();
  host = null;
}
