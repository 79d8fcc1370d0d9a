import type { Browser, BrowserContext } from '@playwright/test';

/**
 * Browser contexts a test opens beside its own page. The browser lives as long as the worker, so a context left
 * open keeps its console running (push stream, polling, renewals) through every later test of that worker, loading
 * the machine and the shared server; each test closes what it opened (afterEach: `closeAll`).
 */
export function ownContexts() {
  const opened: BrowserContext[] = [];
  return {
    open: async (browser: Browser): Promise<BrowserContext> => {
      const context = await browser.newContext();
      opened.push(context);
      return context;
    },
    closeAll: async (): Promise<void> => {
      await Promise.all(opened.splice(0).map((context) => context.close()));
    },
  };
}
