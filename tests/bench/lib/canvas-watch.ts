import type { BrowserContext, Page } from '@playwright/test';

/**
 * What the page tells the bench, without a mark in the product: when the grid's canvas was given a text (the
 * desk's rows are drawn on a canvas, so the DOM cannot say when they showed) and when a push message reached the
 * page's code.
 *
 * - `fillText` is wrapped on every 2D canvas: when a text the bench waits for is drawn, the draw's time is kept
 *   and a requestAnimationFrame is asked from there; its callback runs at the start of the next frame, so the
 *   frame holding the draw has been produced by then. That callback's time is the figure ("the frame after").
 *   glide-data-grid draws synchronously in its layout effect, so the draw is the commit that holds the rows.
 * - `ReadableStreamDefaultReader.read` is wrapped: the push channel reads its fetch body with a reader, and the
 *   time a chunk holding a `change` event resolves (before the console's own code sees it) is kept with its text.
 * Both wrappers cost a string test per call; the console is otherwise the production build.
 */
const script = `
(() => {
  globalThis.__name ??= (f) => f;
  const bench = { watch: null, pushes: [] };
  window.__bench = bench;
  const fill = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
    const watch = bench.watch;
    if (watch && watch.drawn === 0 && watch.texts.some((t) => String(text).includes(t))) {
      watch.drawn = performance.now();
      watch.text = String(text);
      requestAnimationFrame(() => (watch.painted = performance.now()));
    }
    return fill.call(this, text, ...rest);
  };
  const read = ReadableStreamDefaultReader.prototype.read;
  const decoder = new TextDecoder();
  ReadableStreamDefaultReader.prototype.read = function (...args) {
    return read.apply(this, args).then((result) => {
      if (result.value instanceof Uint8Array) {
        const text = decoder.decode(result.value);
        if (text.includes('event: change')) bench.pushes.push({ at: performance.now(), text });
      }
      return result;
    });
  };
})();
`;

export const watchCanvas = (context: BrowserContext) => context.addInitScript({ content: script });

/** In the page: the next draw of any of `texts` (a part of the drawn string) is what the bench waits for. */
export const watchFor = (page: Page, texts: readonly string[]) =>
  page.evaluate((wanted) => {
    const w = window as unknown as { __bench: { watch: unknown; pushes: unknown[] } };
    w.__bench.watch = { texts: wanted, drawn: 0, painted: 0, text: '' };
    w.__bench.pushes = [];
    // The buffer keeps 250 entries by default; a run of visits would fill it and later calls would go unseen.
    performance.clearResourceTimings();
  }, texts);

export type Watched = { drawn: number; painted: number; text: string };

/** In the page: waits for the watched draw's next frame (`timeoutMs` at most) and answers its times. */
export const watched = (page: Page, timeoutMs: number): Promise<Watched> =>
  page.evaluate(async (limit) => {
    const w = window as unknown as { __bench: { watch: Watched } };
    const start = performance.now();
    while (w.__bench.watch.painted === 0) {
      if (performance.now() - start > limit) throw new Error(`nothing watched was drawn within ${limit} ms`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return { ...w.__bench.watch };
  }, timeoutMs);

/** The push chunks that reached the page since `watchFor`, with their arrival times. */
export const pushesSeen = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __bench: { pushes: { at: number; text: string }[] } }).__bench.pushes,
  );

/** The desk's list calls since `from` (page time), as resource timing saw them. */
export type ListCall = {
  start: number;
  queued: number;
  ttfb: number;
  end: number;
  bytes: number;
  body: number;
};
export const listCalls = (page: Page, from: number, to: number): Promise<ListCall[]> =>
  page.evaluate(
    ([since, until]) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter(
          (r) =>
            r.name.endsWith('/api/workflow/lists/page') && r.startTime >= since && r.responseEnd <= until,
        )
        .map((r) => ({
          start: r.startTime,
          queued: r.requestStart - r.startTime,
          ttfb: r.responseStart - r.requestStart,
          end: r.responseEnd,
          bytes: r.transferSize,
          body: r.encodedBodySize,
        })),
    [from, to] as const,
  );
