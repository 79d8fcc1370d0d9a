import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { areas } from '../areas';
import { budgets } from '../lib/budgets';
import { signIn } from '../lib/console-page';
import type { Row } from '../lib/report';

type Sizes = { js: number; css: number };

/** Records the gzip size (level 9, as a static server would precompress) of every script and stylesheet. */
const recorder = (page: Page) => {
  const seen = new Map<string, Sizes>();
  page.on('response', (response) => {
    const url = response.url();
    const kind = url.endsWith('.js') ? 'js' : url.endsWith('.css') ? 'css' : null;
    if (!kind || seen.has(url)) return;
    void response
      .body()
      .then((body) => {
        const size = gzipSync(body, { level: 9 }).length;
        seen.set(url, kind === 'js' ? { js: size, css: 0 } : { js: 0, css: size });
      })
      .catch(() => undefined);
  });
  /** Sizes of the files loaded since the last call. */
  let counted = new Set<string>();
  return async (): Promise<Sizes> => {
    await page.waitForLoadState('networkidle');
    const total: Sizes = { js: 0, css: 0 };
    for (const [url, size] of seen) {
      if (counted.has(url)) continue;
      total.js += size.js;
      total.css += size.css;
    }
    counted = new Set(seen.keys());
    return total;
  };
};

const kb = (bytes: number) => bytes / 1000;

export async function bundleSuite(browser: Browser, baseUrl: string): Promise<Row[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const since = recorder(page);
  await page.goto(`${baseUrl}/#/sessions/signin`);
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  const signInRoute = await since();
  await signIn(page, baseUrl);
  const shell = await since();
  const rows: Row[] = [
    {
      metric: 'bundle: sign-in route JS (gzip)',
      unit: 'KB',
      median: kb(signInRoute.js),
      budget: budgets.signInKb,
    },
    { metric: 'bundle: sign-in route CSS (gzip)', unit: 'KB', median: kb(signInRoute.css) },
    {
      metric: 'bundle: admin shell JS incl. sign-in (gzip)',
      unit: 'KB',
      median: kb(signInRoute.js + shell.js),
      budget: budgets.adminShellKb,
    },
    { metric: 'bundle: admin shell CSS (gzip)', unit: 'KB', median: kb(signInRoute.css + shell.css) },
  ];
  for (const area of areas) {
    await page.goto(`${baseUrl}/#${area.path}`);
    await page.getByRole('heading', { level: 1, name: area.heading }).waitFor();
    const added = await since();
    rows.push({
      metric: `bundle: area "${area.name}" JS + CSS (gzip)`,
      unit: 'KB',
      median: kb(added.js + added.css),
    });
  }
  await context.close();
  return rows;
}
