import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 41: text that was clipped or cut — the SLA chart's "ue today", the agents' names in "Load per agent", and
// the sales lists' dates cut to "16 Nov 2026 18:…" — shows whole at the widths people use.

const widths = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 375, height: 667 },
];

/**
 * The labels a chart's drawing shows that do not lie whole inside it (the drawing's box clips them), by text and
 * by how far they stick out.
 */
const labelsOutside = (figure: Locator) =>
  figure.locator('[data-testid="chart-plot"]').evaluate((plot) => {
    const box = plot.getBoundingClientRect();
    return [...plot.querySelectorAll('svg text')].flatMap((label) => {
      const r = label.getBoundingClientRect();
      const out = Math.max(box.left - r.left, r.right - box.right, box.top - r.top, r.bottom - box.bottom);
      return out > 0.5 ? [`"${label.textContent}" by ${Math.round(out)} px`] : [];
    });
  });

/** The category labels a bar chart draws, each label's lines read as one text. */
const barLabels = (figure: Locator) =>
  figure
    .locator('[data-testid="chart-plot"] svg > g > text[text-anchor="end"]')
    .evaluateAll((labels) =>
      labels.map((l) => [...l.querySelectorAll('tspan')].map((line) => line.textContent).join(' ')),
    );

/** The chart's table's first column: the categories, as the chart's text alternative names them. */
const categories = (figure: Locator) =>
  figure.locator('tbody th').evaluateAll((cells) => cells.map((c) => c.textContent));

const expectBarChartWhole = async (figure: Locator) => {
  await expect(figure.locator('[data-testid="chart-plot"] > svg')).toBeVisible();
  expect(await labelsOutside(figure), 'labels clipped by the drawing').toEqual([]);
  // Each name shown whole: neither clipped nor shortened with an ellipsis.
  expect(await barLabels(figure)).toEqual(await categories(figure));
};

for (const size of widths) {
  test(`the agent's SLA chart shows "Due today" and every other label whole at ${size.width} px`, async ({
    page,
    signedInAs,
  }) => {
    await page.setViewportSize(size);
    await signedInAs('agent');
    await expectBarChartWhole(page.getByRole('figure', { name: 'My SLA states' }));
  });

  test(`the supervisor's charts show every agent's name and day whole at ${size.width} px`, async ({
    page,
    signedInAs,
  }) => {
    await page.setViewportSize(size);
    await signedInAs('supervisor');
    const load = page.getByRole('figure', { name: 'Load per agent' });
    await expectBarChartWhole(load);
    expect(await categories(load)).toContain('Naledi Mokoena');
    const trend = page.getByRole('figure', { name: 'Cases in my workgroups, last 14 days' });
    await expect(trend.locator('[data-testid="chart-plot"] > svg')).toBeVisible();
    expect(await labelsOutside(trend), 'labels clipped by the drawing').toEqual([]);
  });
}

/**
 * Through the rows on screen cell by cell with the arrows, as a keyboard user reads them: the table's status line
 * says which cell the grid is on, and the grid offers a cell's full text in a tip exactly when it shows it cut.
 * Answers the cut cells' status lines.
 */
async function cutCells(page: Page, table: Locator): Promise<string[]> {
  const grid = table.locator('canvas[data-testid="data-grid-canvas"]');
  await expect(grid.locator('tbody tr').first()).toBeAttached();
  const titles = await grid.locator('thead th').allInnerTexts();
  const rows = await grid.locator('tbody tr').count();
  expect(rows).toBeGreaterThan(3);
  const status = table.getByRole('status');
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const cut: string[] = [];
  await grid.focus();
  for (let row = 1; row <= rows; row++) {
    // Along the row and back along the next: one key press a cell.
    const order = row % 2 === 1 ? titles : [...titles].reverse();
    for (const [i, title] of order.entries()) {
      await expect(status).toHaveText(new RegExp(`^Row ${row}, ${escape(title)}: `));
      if (await page.getByRole('tooltip').isVisible()) cut.push(await status.innerText());
      if (i < order.length - 1) await page.keyboard.press(row % 2 === 1 ? 'ArrowRight' : 'ArrowLeft');
    }
    if (row < rows) await page.keyboard.press('ArrowDown');
  }
  return cut;
}

for (const size of widths.slice(0, 2)) {
  test(`the sales lists show their dates, numbers and statuses whole at ${size.width} px`, async ({
    page,
    signedInAs,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await signedInAs('admin');
    for (const [path, label, free] of [
      ['/sales-order/request', 'Requests for quote', 'Title'],
      ['/sales-order/quote', 'Quotes', 'Title'],
      ['/sales-order/order', 'Orders', 'Title'],
      ['/sales-order/transaction-history', 'Transaction history', 'Customer'],
    ]) {
      await page.goto(`/#${path}`);
      const table = page.getByRole('region', { name: label });
      // The one column that takes what is left may cut a long text (with its tip); no other may.
      const cut = (await cutCells(page, table)).filter((line) => !line.includes(`, ${free}: `));
      expect(cut, `${label}: cells shown cut`).toEqual([]);
    }
  });
}
