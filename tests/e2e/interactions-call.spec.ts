import { expect } from '@playwright/test';
import { openCustomerPhone } from './support/customer-phone';
import { badge, openPhone, readyAgent } from './support/softphone';
import { telephonyTest } from './support/telephony-world';
import { axeOf } from './support/axe';

const sipDomain = 'e2e.interactions.local';
const test = telephonyTest(sipDomain);

const agentExtension = '1003'; // the seeded 'agent' (extensions 1001+ in seed order)
// The switchboard of a seeded employer of the agent's office: the caller lookup identifies it.
const caller = '0123456100';
const callerName = 'Jacaranda Logistics (Pty) Ltd';

test('a ringing call shows the caller’s recent interactions, still there once connected, with a link to the full timeline', async ({
  browser,
  page,
  world,
}) => {
  await readyAgent(page, 'agent', world.server.url);
  const customerContext = await browser.newContext({ bypassCSP: true });
  try {
    const customer = await openCustomerPhone(customerContext, {
      pageUrl: `${world.server.url}/api/version`,
      wsUrl: world.kamailio.wsUrl,
      sipDomain,
      secret: world.secret,
      number: caller,
    });
    await customer.call(agentExtension);

    // While it rings: the banner names the caller and lists its latest interactions (at most five).
    const banner = page.getByRole('alertdialog', { name: 'Incoming call' });
    await expect(badge(page)).toHaveText('Ringing');
    const recent = banner.getByRole('region', { name: `Recent interactions with ${callerName}` });
    const entries = recent
      .getByRole('list', { name: `Latest interactions with ${callerName}` })
      .getByRole('listitem');
    await expect(entries.first()).toBeVisible();
    const shown = await entries.count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(5);
    // Newest first, each with its kind and a time.
    const times = await entries
      .locator('time')
      .evaluateAll((els) => els.map((e) => e.getAttribute('datetime')));
    expect(times).toEqual([...times].sort().reverse());
    await page.screenshot({ path: '/tmp/interactions-ringing.png' });
    const axe = await axeOf(page).include('[role="alertdialog"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    // Answered: the softphone panel keeps them beside the call controls.
    await banner.getByRole('button', { name: 'Answer' }).click();
    await expect(badge(page)).toHaveText('On call');
    // Answering opened the call-to-case screen and folded the dock; the panel still opens on demand.
    await expect(page).toHaveURL(/#\/telephony\/call$/);
    await openPhone(page);
    const panel = page.getByRole('region', { name: 'Softphone' });
    const connected = panel.getByRole('region', { name: `Recent interactions with ${callerName}` });
    await expect(connected.getByRole('listitem')).toHaveCount(shown);
    await page.screenshot({ path: '/tmp/interactions-connected.png' });

    // The call-to-case screen shows them beside its steps; its link opens the customer's full timeline.
    await panel.getByRole('link', { name: 'Call to case' }).click();
    await expect(page).toHaveURL(/#\/telephony\/call/);
    const beside = page
      .getByRole('main')
      .getByRole('region', { name: `Recent interactions with ${callerName}` });
    await expect(beside.getByRole('listitem')).toHaveCount(shown);
    await page.screenshot({ path: '/tmp/interactions-call-flow.png' });
    await beside.getByRole('link', { name: `Full timeline of ${callerName}` }).click();
    await expect(page).toHaveURL(/#\/busorg\/customer-details\/\d+$/);
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(
      timeline.getByRole('list', { name: 'Timeline, newest first' }).getByRole('listitem'),
    ).not.toHaveCount(0);

    await customer.hangup();
    await expect(badge(page)).not.toHaveText('On call');
  } finally {
    await customerContext.close();
  }
});
