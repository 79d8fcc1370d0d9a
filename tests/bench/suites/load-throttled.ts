import type { Browser, CDPSession } from '@playwright/test';
import { budgets } from '../lib/budgets';
import type { Row } from '../lib/report';
import { phaseRows, phasesOf, type Phases } from '../lib/load-phases';
import { instrumentedPage, openSignIn, submitSignIn } from '../lib/sign-in-marks';
import { median } from '../lib/stats';

/** ARCHITECTURE §10's slow link: 10 Mbit/s each way and 40 ms more round-trip per request. */
const link = { latency: 40, bitsPerSecond: 10_000_000 };
const label = `load, throttled ${link.bitsPerSecond / 1_000_000} Mbit/s ${link.latency} ms RTT`;

/** Sums what the network delivered (headers and the encoded body, as on the wire) since it was started. */
const wireCounter = (cdp: CDPSession) => {
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
  });
  return () => bytes;
};

/**
 * One cold visit over the slow link: a fresh context (empty HTTP cache), the sign-in page, then the sign-in.
 * The wire bytes are those of the sign-in page once the network is quiet, before the form is submitted.
 */
async function oneThrottledSignIn(browser: Browser, baseUrl: string) {
  const { context, page } = await instrumentedPage(browser);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: link.latency,
      downloadThroughput: link.bitsPerSecond / 8,
      uploadThroughput: link.bitsPerSecond / 8,
    });
    const received = wireCounter(cdp);
    const interactive = await openSignIn(page, baseUrl);
    await page.waitForLoadState('networkidle');
    const signInBytes = received();
    const home = await submitSignIn(page);
    return { interactive, home, signInBytes, phases: await phasesOf(page) };
  } finally {
    await context.close();
  }
}

/** The sign-in and the first screen after it as a visitor on a slow link sees them, with the bytes it costs. */
export async function throttledLoadSuite(browser: Browser, baseUrl: string, runs: number): Promise<Row[]> {
  const interactive: number[] = [];
  const home: number[] = [];
  const kilobytes: number[] = [];
  const phases: Phases[] = [];
  for (let run = 0; run < runs; run++) {
    const figures = await oneThrottledSignIn(browser, baseUrl);
    interactive.push(figures.interactive);
    home.push(figures.home);
    kilobytes.push(figures.signInBytes / 1000);
    phases.push(figures.phases);
  }
  return [
    {
      metric: `${label}: sign-in page interactive`,
      unit: 'ms',
      median: median(interactive),
      samples: interactive,
      budget: budgets.throttledSignInMs,
    },
    {
      metric: `${label}: sign-in submit to usable home (tenant step excluded)`,
      unit: 'ms',
      median: median(home),
      samples: home,
      budget: budgets.throttledHomeAfterSignInMs,
    },
    {
      metric: `${label}: sign-in page bytes on the wire`,
      unit: 'KB',
      median: median(kilobytes),
      samples: kilobytes,
    },
    ...phaseRows(label, phases),
  ];
}
