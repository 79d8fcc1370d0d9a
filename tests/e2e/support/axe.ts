import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The one way a spec runs axe. Legacy mode runs axe.run in the page itself: the default runs each frame partially
 * and then opens a new blank page for axe.finishRun, which took 3–7× as long a screen (the dashboard 4.5 s against
 * 1.6 s, Call Queues 2.7 s against 0.4 s). Legacy mode does not look inside frames: the console's only frame shows
 * an uploaded document (the document viewer), not the console's own markup. Only violations are kept in full: the
 * specs read nothing else, and serialising every passing node of a screen was the rest of the cost.
 */
export const axeOf = (page: Page): AxeBuilder =>
  new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });

/**
 * The page (or the part `include` selects) has no serious or critical axe violation; each one found is named with
 * the elements it hit.
 */
export async function noBlockingViolations(page: Page, include?: string): Promise<void> {
  const builder = axeOf(page);
  const results = await (include ? builder.include(include) : builder).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
}
