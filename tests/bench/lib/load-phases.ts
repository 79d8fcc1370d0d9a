import type { Page } from '@playwright/test';
import type { Row } from './report';
import { median } from './stats';

/** What the page itself recorded: navigation and resource timing, paint entries and the bench's marks. */
type PageTimings = {
  htmlEnd: number;
  domContentLoaded: number;
  firstContentfulPaint: number;
  resources: { path: string; start: number; end: number; kind: string }[];
  marks: Record<string, number>;
};

const pageTimings = (page: Page): Promise<PageTimings> =>
  page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
      path: new URL(r.name).pathname,
      start: r.startTime,
      end: r.responseEnd,
      kind: r.initiatorType,
    }));
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      htmlEnd: nav.responseEnd,
      domContentLoaded: nav.domContentLoadedEventEnd,
      firstContentfulPaint: fcp ? fcp.startTime : Number.NaN,
      resources,
      marks: (window as unknown as { benchMarks: Record<string, number> }).benchMarks,
    };
  });

/** Consecutive phases (each a duration in ms; they add up to the bench's figure) of one sign-in visit. */
export type Phases = Record<string, number>;

const lastEnd = (list: { end: number }[], fallback: number) =>
  list.reduce((max, r) => Math.max(max, r.end), fallback);

/**
 * Splits the sign-in page's "interactive" and the submit's "usable dashboard" into the phases where the time
 * goes, from the page's own timing entries (no tracing, so the measured runs are not slowed down):
 * navigation → HTML, HTML → the entry's scripts and styles, their compile and evaluation (to DOMContentLoaded,
 * which module scripts hold back), first render → usable form; then submit → login answer → tenant choice, and
 * Continue → tenant select → the dashboard's calls → the dashboard painted.
 */
export async function phasesOf(page: Page): Promise<Phases> {
  const t = await pageTimings(page);
  const m = t.marks;
  const assets = t.resources.filter((r) => r.path.startsWith('/assets/'));
  const api = (path: string) => t.resources.find((r) => r.path === `/api/${path}` && r.start >= m.submitted);
  const entry = lastEnd(
    assets.filter((r) => r.start < m.signInReady),
    t.htmlEnd,
  );
  const login = api('login')?.end ?? m.submitted;
  const select = t.resources.find((r) => r.path === '/api/tenant/select' && r.start >= m.continued)?.end;
  const afterSelect = select ?? m.continued;
  // The calls the dashboard waited for: those that started after the tenant choice and ended before it painted.
  const dashboardCalls = t.resources.filter(
    (r) => r.path.startsWith('/api/') && r.start >= afterSelect && r.end <= m.dashboardReady,
  );
  const dashboardChunks = assets.filter((r) => r.start >= m.submitted && r.end <= m.dashboardReady);
  const callsDone = lastEnd(dashboardCalls, afterSelect);
  return {
    'sign-in: navigation → HTML received': t.htmlEnd,
    'sign-in: HTML → entry JS and CSS received': entry - t.htmlEnd,
    'sign-in: entry compiled and evaluated (to DOMContentLoaded)': t.domContentLoaded - entry,
    'sign-in: first render → form usable': m.signInReady - t.domContentLoaded,
    'sign-in: first contentful paint (from navigation)': t.firstContentfulPaint,
    'sign-in: JS files before the form is usable (count)': assets.filter(
      (r) => r.start < m.signInReady && r.path.endsWith('.js'),
    ).length,
    'submit: → login call answered': login - m.submitted,
    'submit: login answered → tenant choice shown': m.tenantReady - login,
    'continue: → tenant select answered': afterSelect - m.continued,
    'continue: tenant select → dashboard calls answered': callsDone - afterSelect,
    'continue: dashboard calls → dashboard painted': m.dashboardReady - callsDone,
    'submit to dashboard: JS files fetched (count)': dashboardChunks.filter((r) => r.path.endsWith('.js'))
      .length,
    'submit to dashboard: slowest call (ms)': dashboardCalls.reduce(
      (max, r) => Math.max(max, r.end - r.start),
      0,
    ),
  };
}

/** One info row per phase: the median over the runs, with every sample. */
export const phaseRows = (label: string, runs: Phases[]): Row[] =>
  runs.length === 0
    ? []
    : Object.keys(runs[0]).map((phase) => {
        const samples = runs.map((run) => run[phase]);
        const count = phase.endsWith('(count)');
        return {
          metric: `${label} phase, ${phase}`,
          unit: count ? 'files' : 'ms',
          median: median(samples),
          samples,
        };
      });
