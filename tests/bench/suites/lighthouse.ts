import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumBaseArgs } from '../../e2e/support/chromium';
import { benchAccount } from '../lib/console-page';
import type { Row } from '../lib/report';
import { median } from '../lib/stats';

/** Issue 38's goals: desktop Lighthouse 12 on the sign-in page, the home and the case desk. */
const goals = { performance: 95, accessibility: 100, 'best-practices': 100, seo: null } as const;
type Category = keyof typeof goals;
const categories = Object.keys(goals) as Category[];

/** Each page's last full report, for the details the table leaves out (which element shifted, which issue). */
export const reportDir = join(process.cwd(), 'node_modules/.cache/lighthouse');

const pages = [
  { name: 'sign-in', hash: '/sessions/signin', signedIn: false },
  { name: 'home', hash: '/dashboard/v1', signedIn: true },
  { name: 'desk', hash: '/case-management/case-management', signedIn: true },
] as const;

/**
 * The console keeps a session in its httpOnly cookie (path /api) and restores it on load, as a reload does: the
 * sign-in and the tenant choice made here through the real calls leave a session whose cookie Lighthouse sends.
 */
async function sessionCookie(baseUrl: string): Promise<string> {
  const call = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const answer = await fetch(`${baseUrl}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { answer, body: (await answer.json()) as { errCode: number; data?: unknown } };
  };
  const login = await call('/login', benchAccount);
  const token = (login.body.data as { token?: string } | undefined)?.token;
  const cookie = login.answer.headers.getSetCookie().find((c) => c.startsWith('sc_session='));
  if (!token || !cookie) throw new Error(`bench sign-in failed: ${JSON.stringify(login.body)}`);
  const auth = { authorization: `Bearer ${token}` };
  const tenants = (await call('/tenant/list', {}, auth)).body.data as { id: number }[];
  const chosen = await call('/tenant/select', { tenant_id: tenants[0].id }, auth);
  if (chosen.body.errCode !== 0)
    throw new Error(`bench tenant choice failed: ${JSON.stringify(chosen.body)}`);
  return cookie.split(';')[0];
}

type Audit = { id: string; title: string; score: number | null; scoreDisplayMode: string };
type Report = {
  /** Lighthouse could not finish the page (NO_NAVSTART on a loaded machine): its scores are null, not zero. */
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
};

/** The audits of a category that did not pass, as "id (score)". */
const failing = (report: Report, category: string): string[] =>
  report.categories[category].auditRefs
    .map((ref) => report.audits[ref.id])
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode),
    )
    .map((a) => `${a.id} (${Math.round((a.score ?? 0) * 100)})`);

async function audit(chrome: LaunchedChrome, url: string, cookie: string | null): Promise<Report> {
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    },
    desktopConfig,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result.lhr as unknown as Report;
}

/**
 * `--only=lighthouse`: desktop Lighthouse (simulated 10 Mbit/s, 40 ms RTT) on the sign-in page, the home and the
 * desk, `runs` times each in the headless Chromium the browser tests use; the median of each category's score,
 * and the audits that kept a category below 100 in any run.
 */
export async function lighthouseSuite(
  baseUrl: string,
  runs: number,
): Promise<{ rows: Row[]; failing: string[] }> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Not Playwright's feature list: chrome-launcher passes its own --disable-features, which one of ours would end.
    chromeFlags: ['--headless=new', ...chromiumBaseArgs],
  });
  const rows: Row[] = [];
  const below: string[] = [];
  try {
    const cookie = await sessionCookie(baseUrl);
    mkdirSync(reportDir, { recursive: true });
    for (const page of pages) {
      const scores: Record<Category, number[]> = {
        performance: [],
        accessibility: [],
        'best-practices': [],
        seo: [],
      };
      const notes = new Map<Category, Set<string>>(categories.map((c) => [c, new Set()]));
      for (let run = 0; run < runs; run++) {
        const report = await audit(chrome, `${baseUrl}/#${page.hash}`, page.signedIn ? cookie : null);
        if (report.runtimeError) {
          // A run Lighthouse could not complete measured nothing: say so rather than count it as a score of 0.
          writeFileSync(join(reportDir, `${page.name}-failed.json`), JSON.stringify(report));
          below.push(`${page.name}, run ${run + 1}: no result (${report.runtimeError.code})`);
          continue;
        }
        writeFileSync(join(reportDir, `${page.name}.json`), JSON.stringify(report));
        for (const category of categories) {
          scores[category].push(Math.round((report.categories[category].score ?? 0) * 100));
          for (const f of failing(report, category)) notes.get(category)?.add(f);
        }
      }
      for (const category of categories) {
        const goal = goals[category];
        const audits = [...(notes.get(category) ?? [])];
        if (audits.length > 0) below.push(`${page.name}, ${category}: ${audits.join(', ')}`);
        rows.push({
          metric: `lighthouse desktop, ${page.name}: ${category}`,
          unit: 'score',
          median: median(scores[category]),
          samples: scores[category],
          ...(goal === null ? {} : { budget: goal, higherIsBetter: true }),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return { rows, failing: below };
}
