import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serviceLevelPath, type ServiceLevelReport } from '../../src/contracts/telephony/service-level';
import { boardFigures } from '../../src/rules/wallboard';
import { expect, signIn, test } from './fixtures';
import { noBlockingViolations } from './support/axe';
import { serviceAs } from './support/service-as';

// Issue 20: the supervisor's live queue view on the team home, from /telephony/details/all_user (seed data).
test("a supervisor's home shows Queues live: each queue with its waiting figure and agents by state", async ({
  page,
}) => {
  await signIn(page, 'supervisor');
  const panel = page.getByRole('region', { name: 'Queues live' });
  await expect(panel).toBeVisible();
  const pretoria = panel.getByRole('article', { name: /Member Services – Pretoria/ });
  await expect(pretoria).toBeVisible();
  await expect(pretoria).toContainText('Waiting:');
  await expect(pretoria).toContainText('Longest wait:');
  await expect(pretoria).toContainText(/Ready \d+ · Not ready \d+ · On call \d+ · Wrap-up \d+ · Offline \d+/);
  const naledi = pretoria.getByRole('row', { name: /Naledi Mokoena/ });
  await expect(naledi).toBeVisible();
  // The seeded agent has not logged in to the phone: Offline (or a state the service reports live).
  await expect(naledi.getByRole('cell').first()).toHaveText(
    /Offline|Ready|Not ready|On call|Wrap-up|Ringing/,
  );
  await expect(pretoria.getByRole('columnheader')).toHaveText([
    'Agent',
    'State',
    'Time in state',
    'Missed',
    'Rejected',
    'Monitor', // issue 39: Listen, on an agent's row while they are on a call
  ]);
});

test("an agent's home has no Queues live panel", async ({ page }) => {
  await signIn(page, 'agent');
  await expect(page.getByRole('heading', { name: 'My work' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Queues live' })).toHaveCount(0);
});

// Issue 39: the wallboard on the room's screen. Two callers hang up waiting in Pretoria's queue (the SIP server's
// internal calls, with the shared server's own key from its data directory's template), so today's figures are
// not all dashes; the board then shows exactly the service's figures, fits 1920×1080 and is axe clean.
test('the wallboard at 1920×1080 shows the service’s figures for every queue, big and within the screen', async ({
  page,
  request,
  baseURL,
}) => {
  const templateDir = process.env.E2E_TEMPLATE_DIR ?? '';
  const { acdKey } = JSON.parse(readFileSync(join(templateDir, 'telephony-secrets.json'), 'utf8')) as {
    acdKey: string;
  };
  const url = baseURL ?? '';
  const internal = (path: string, data: object) =>
    request.post(`${url}/api/telephony/acd/${path}`, { headers: { 'x-acd-key': acdKey }, data });
  for (const n of [1, 2]) {
    const callId = `wallboard-${Date.now()}-${n}`;
    expect(
      (await internal('offer', { queue_number: '5001', call_id: callId, caller: '0821234567' })).ok(),
    ).toBe(true);
    await internal('ended', { call_id: callId });
  }
  const supervisor = await serviceAs(request, url, 'supervisor');
  const pretoria = (r: ServiceLevelReport) => r.queues.find((q) => q.number === '5001');
  const seededDay = (await supervisor<ServiceLevelReport>(serviceLevelPath, {})).day;
  // Written behind the router's answers: wait until the service counts them (or the local day has turned).
  await expect
    .poll(async () => {
      const now = await supervisor<ServiceLevelReport>(serviceLevelPath, {});
      return now.day !== seededDay || (pretoria(now)?.day.abandoned ?? 0) >= 2;
    })
    .toBe(true);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signIn(page, 'supervisor');
  // The same day on the supervisor's home, as charts under Queues live.
  const calls = page.getByRole('figure', { name: 'Calls per hour today' });
  await expect(async () => {
    const { hours } = await supervisor<ServiceLevelReport>(serviceLevelPath, {});
    const offered = hours.reduce((n, h) => n + h.offered, 0);
    expect(await calls.textContent()).toContain(`${offered} callers offered to your queues today.`);
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('figure', { name: 'Service level today, by hour' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the wallboard' }).click();
  await expect(page).toHaveURL(/#\/telephony\/wallboard$/);
  await expect(page.getByRole('heading', { name: 'Wallboard', level: 1 })).toBeVisible();
  // No shell around it: the board is the whole screen.
  await expect(page.getByRole('navigation')).toHaveCount(0);

  const rows = page.getByTestId('wallboard-queue');
  const dayFigureKeys = ['service_level', 'abandon_rate', 'asa', 'aht', 'acw'];
  // The day's figures as the service computes them (the live ones move with the floor), compared afresh until
  // the board's 5 s refresh has caught up with the service.
  await expect(async () => {
    const report = await supervisor<ServiceLevelReport>(serviceLevelPath, {});
    expect(await rows.count()).toBe(report.queues.length);
    for (const queue of report.queues) {
      const row = page.getByRole('region', { name: new RegExp(queue.name) });
      for (const f of boardFigures(queue, 0, 0).filter((x) => dayFigureKeys.includes(x.key)))
        expect(
          await row.locator(`[data-figure="${f.key}"] dd`).first().textContent(),
          `${queue.name}: ${f.label}`,
        ).toBe(f.value);
    }
  }).toPass({ timeout: 15_000 });
  const pretoriaRow = page.getByRole('region', { name: /Member Services – Pretoria/ });
  const level = pretoriaRow.locator('[data-figure="abandon_rate"]');
  // A threshold is told in words as well as colour.
  await expect(level).toContainText(/Within the limit|Near the limit|Over the limit/);

  // Readable across the room: numerals at least 48 px, every queue within the screen, nothing off its side.
  const numeral = await pretoriaRow
    .locator('[data-figure="service_level"] dd')
    .first()
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(numeral).toBeGreaterThanOrEqual(48);
  const last = await rows.last().boundingBox();
  expect((last?.y ?? 0) + (last?.height ?? 0)).toBeLessThanOrEqual(1080);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1920);
  await page.screenshot({ path: 'test-results/screens/wallboard-1920.png' });

  // Keyboard first: the way back is the first stop, with a visible focus ring.
  await page.keyboard.press('Tab');
  const back = page.getByRole('link', { name: 'Back to the dashboard' });
  await expect(back).toBeFocused();
  expect(await back.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await noBlockingViolations(page);
});
