import type { Page } from '@playwright/test';

/** One opening: to the first frame showing something, to the content painted, the longest task, the phase marks. */
export type Opened = {
  openMs: number;
  paintedMs: number;
  longestTaskMs: number;
  /** The panel's `debug:*` user-timing marks set after the click, ms after it (the last of each name). */
  marks: Record<string, number>;
};

export type Target = {
  /** The element clicked: a tab of the debug panel by its name, or the header's Debug panel button. */
  trigger: { tab: string } | { button: RegExp };
  /** Shows the opening answered (its content or its progress). */
  open: string;
  /** Shows the content itself. */
  ready: string;
  /** Gives up after this, answering what was measured (a tab that never shows its content is over any budget). */
  timeoutMs?: number;
};

/**
 * In the page: from the click (dispatched in the page, so no round trip from here) to the first frame painted
 * after `open` matches, and after `ready` matches; the longest main-thread task meanwhile (a long task blocks
 * input and paint alike); and the panel's phase marks, to tell the layout or report from React's render and the
 * paint.
 */
export const timeOpening = (page: Page, target: Target): Promise<Opened> =>
  page.evaluate(
    ({ trigger, open, ready, timeoutMs }) =>
      new Promise<Opened>((resolve, reject) => {
        let longest = 0;
        const tasks = new PerformanceObserver((list) => {
          for (const e of list.getEntries()) longest = Math.max(longest, e.duration);
        });
        tasks.observe({ type: 'longtask' });
        const panel = document.querySelector('[role="dialog"][aria-label="Debug panel"]') ?? document;
        const element =
          'tab' in trigger
            ? [...panel.querySelectorAll('[role="tab"]')].find((t) => t.textContent === trigger.tab)
            : [...document.querySelectorAll('button')].find((b) =>
                new RegExp(trigger.button).test(b.getAttribute('aria-label') ?? b.textContent ?? ''),
              );
        if (!(element instanceof HTMLElement)) return reject(new Error(`nothing to click for ${open}`));
        const start = performance.now();
        const marks = () => {
          const found: Record<string, number> = {};
          for (const m of performance.getEntriesByType('mark'))
            if (m.name.startsWith('debug:') && m.startTime >= start)
              found[m.name.slice('debug:'.length)] = m.startTime - start;
          return found;
        };
        // Painted: the frame after the one that laid the content out.
        const paintedAt = (done: (ms: number) => void) =>
          requestAnimationFrame(() => setTimeout(() => done(performance.now() - start), 0));
        let openMs: number | undefined;
        let seenOpen = false;
        const finish = (paintedMs: number) => {
          observer.disconnect();
          tasks.disconnect();
          clearTimeout(timer);
          resolve({ openMs: openMs ?? paintedMs, paintedMs, longestTaskMs: longest, marks: marks() });
        };
        const check = () => {
          if (!seenOpen && document.querySelector(open)) {
            seenOpen = true;
            paintedAt((ms) => (openMs = ms));
          }
          if (!document.querySelector(ready)) return;
          observer.disconnect();
          paintedAt(finish);
        };
        const observer = new MutationObserver(check);
        observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
        const timer = setTimeout(() => finish(performance.now() - start), timeoutMs);
        // Radix tabs switch on mousedown; the click follows as a real pointer's would.
        element.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
        element.click();
        check();
      }),
    {
      trigger: 'tab' in target.trigger ? target.trigger : { button: target.trigger.button.source },
      open: target.open,
      ready: target.ready,
      timeoutMs: target.timeoutMs ?? 60_000,
    },
  );

const active = '[role="dialog"] [role="tabpanel"][data-state="active"]';

/** What each tab shows when it opened, and when its content is there. */
export const tabTargets = {
  // A list is the kit Datatable (issue 41): its region shows at once, its rows with the grid's canvas (glide
  // writes the canvas's accessible rows 200 ms after it draws, so they would time glide's wait, not the list).
  Actors: {
    open: `${active} section[aria-label="Live actors"]`,
    ready: `${active} section[aria-label="Live actors"] canvas[data-testid="data-grid-canvas"]`,
  },
  Events: {
    open: `${active} [role="status"]`,
    ready: `${active} section[aria-label="Event log"] canvas[data-testid="data-grid-canvas"]`,
  },
  Trace: { open: `${active} button`, ready: `${active} input[type="file"]` },
  Team: {
    open: `${active} [role="status"], ${active} section[aria-label="Team"]`,
    ready: `${active} section[aria-label="Team"] canvas[data-testid="data-grid-canvas"]`,
  },
  Statechart: {
    open: `${active} section[aria-label^="Statechart of "]`,
    ready: `${active} section[aria-label^="Statechart of "] svg g[data-state], ${active} > p:not([role])`,
  },
  Paths: {
    open: `${active} [role="status"], ${active} ol`,
    ready: `${active} ol[aria-label^="Paths of "] > li, ${active} > p:not([role])`,
  },
} as const;

export type TabName = keyof typeof tabTargets;
