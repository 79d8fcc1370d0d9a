import type { Browser, BrowserContext, Page } from '@playwright/test';
import { benchAccount } from './console-page';

/**
 * Marks taken inside the page, so Playwright's polling adds nothing: when the sign-in form is usable, when the
 * form is submitted, when the tenant choice's Continue appears, when it is clicked, and when the dashboard
 * shows its counts. Event timings (INP-style) come from the Event Timing API.
 */
const instrument = () => {
  const marks: Record<string, number> = {};
  const w = window as unknown as {
    benchMarks: Record<string, number>;
    benchEvents: (PerformanceEventTiming & { interactionId?: number })[];
  };
  w.benchMarks = marks;
  w.benchEvents = [];
  const once = (name: string) => {
    if (marks[name] === undefined) marks[name] = performance.now();
  };
  new MutationObserver(() => {
    const submit = document.querySelector('form[aria-label="Sign in"] button[type="submit"]');
    if (submit && !(submit as HTMLButtonElement).disabled) once('signInReady');
    if (Array.from(document.querySelectorAll('button')).some((b) => b.textContent?.trim() === 'Continue'))
      once('tenantReady');
    if (document.body.textContent?.includes('Staff with access')) once('dashboardReady');
  }).observe(document, { childList: true, subtree: true, characterData: true });
  document.addEventListener('submit', () => once('submitted'), true);
  document.addEventListener(
    'click',
    (e) => {
      if ((e.target as HTMLElement).closest('button')?.textContent?.trim() === 'Continue') once('continued');
    },
    true,
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
      if (entry.interactionId) w.benchEvents.push(entry);
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
};

const marks = (page: Page) =>
  page.evaluate(() => (window as unknown as { benchMarks: Record<string, number> }).benchMarks);

/** A fresh context (cold HTTP cache, no session) whose pages carry the marks above. */
export async function instrumentedPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // tsx (esbuild keepNames) wraps named inner functions in __name(); the page has no such helper.
  await context.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
  await context.addInitScript(instrument);
  return { context, page: await context.newPage() };
}

/** Opens the sign-in page; resolves with the ms from navigation start until its form is usable. */
export async function openSignIn(page: Page, baseUrl: string): Promise<number> {
  await page.goto(`${baseUrl}/#/sessions/signin`);
  await page.waitForFunction(
    () => (window as unknown as { benchMarks: Record<string, number> }).benchMarks.signInReady,
  );
  return (await marks(page)).signInReady;
}

/** Signs in on the open form; resolves with the ms from submit to a usable dashboard, less the tenant choice. */
export async function submitSignIn(page: Page): Promise<number> {
  await page.getByLabel('Username').fill(benchAccount.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(benchAccount.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Staff with access').waitFor();
  const m = await marks(page);
  return m.tenantReady - m.submitted + (m.dashboardReady - m.continued);
}
