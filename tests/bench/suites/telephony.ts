import type { Browser, Page } from '@playwright/test';
import { issueSipCredentials } from '../../../server/domain/telephony/credentials';
import { freePort } from '../../e2e/support/server';
import { startTelephonyWorld, type TelephonyWorld } from '../../e2e/support/telephony-world';
import { benchRingCalls } from '../../support/sipp-bench';
import type { Row } from '../lib/report';
import { median } from '../lib/stats';

const sipDomain = 'bench.telephony.local';
const agent = { username: 'agent', password: 'Console@2026', extension: '1003' };
/** The caller's own number: the From user its ephemeral credentials name. */
const caller = '0825550100';
/** Queue 5001, "Member Services – Pretoria" (seed): the agent is a member. */
const queueNumber = '5001';

/** Signs the agent in, logs in to telephony and to the queues, and waits for Ready (as an agent does). */
async function readyAgent(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/#/sessions/signin`);
  await page.getByLabel('Username').fill(agent.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(agent.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: /Phone/ }).click();
  await page.getByRole('button', { name: 'Log in to telephony' }).click();
  await page.getByRole('button', { name: 'Log in to queues' }).click();
  await page
    .getByTestId('agent-state')
    .filter({ hasText: /^Ready$/ })
    .waitFor();
}

/**
 * When each incoming-call banner appeared, on the wall clock SIPp's message log uses (Date.now(); not
 * performance.timeOrigin + now(), a monotonic clock that was seen tens of ms off it), recorded by a
 * MutationObserver the page runs before any call.
 */
const watchBanners = (page: Page) =>
  page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __rings: number[] }).__rings = seen;
    let showing = false;
    new MutationObserver(() => {
      const banner = document.querySelector('[role="alertdialog"][aria-label="Incoming call"]');
      if (banner && !showing) seen.push(Date.now());
      showing = banner !== null;
    }).observe(document.body, { childList: true, subtree: true });
  });

const bannerTimes = (page: Page) => page.evaluate(() => (window as unknown as { __rings: number[] }).__rings);

/**
 * Issue 35: INVITE → ringing in the agent's page. SIPp calls the agent's extension `calls` times, then the queue
 * she is in (the service's router picks her), over TCP on the Kamailio the service started, each call cancelled
 * once it rings. Each time runs from SIPp sending its first INVITE (the caller dialling: the 407 challenge and the
 * authenticated INVITE are part of it) to the banner in the page, and also from the authenticated INVITE.
 */
export async function telephonySuite(browser: Browser, options: { calls: number }): Promise<Row[]> {
  let world: TelephonyWorld | null = null;
  const context = await browser.newContext();
  try {
    world = await startTelephonyWorld(sipDomain, { embedded: true });
    const page = await context.newPage();
    await readyAgent(page, world.server.url);
    await watchBanners(page);
    const credentials = issueSipCredentials(world.secret, caller, 3600);
    const rows: Row[] = [];
    for (const [number, how] of [
      [agent.extension, 'the extension'],
      [queueNumber, `queue ${queueNumber}, routed by the service`],
    ] as const) {
      const before = (await bannerTimes(page)).length;
      const run = benchRingCalls({
        port: world.kamailio.port,
        domain: sipDomain,
        number,
        caller,
        user: credentials.authorizationUser,
        password: credentials.password,
        localPort: await freePort(),
        mediaPort: await freePort(),
        calls: options.calls,
      });
      const { code, output, invites } = await run.done;
      if (code !== 0) throw new Error(`SIPp ended with ${code}:\n${output.slice(-3000)}`);
      const rings = (await bannerTimes(page)).slice(before);
      const first = invites.filter((i) => i.cseq === 1).map((i) => i.at);
      const authed = invites.filter((i) => i.cseq === 2).map((i) => i.at);
      if (rings.length !== options.calls || first.length !== options.calls || authed.length !== options.calls)
        throw new Error(
          `${options.calls} calls, but ${rings.length} banners, ${first.length} and ${authed.length} INVITEs logged`,
        );
      const fromDial = rings.map((at, i) => at - (first[i] ?? Number.NaN));
      const fromAuthed = rings.map((at, i) => at - (authed[i] ?? Number.NaN));
      rows.push(
        {
          metric: `INVITE → ringing in the agent's page, ${how} (median of ${options.calls})`,
          unit: 'ms',
          median: median(fromDial),
          samples: fromDial,
          note: "from SIPp's first INVITE: the 407 challenge and the authenticated INVITE included",
        },
        {
          metric: `authenticated INVITE → ringing, ${how} (median of ${options.calls})`,
          unit: 'ms',
          median: median(fromAuthed),
          samples: fromAuthed,
        },
      );
    }
    return rows;
  } finally {
    await context.close();
    await world?.server.stop(); // the service stops the Kamailio it started
  }
}
