import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Chart } from '../../../../src/views/kit/charts/chart';
import { plainNumber, type ChartData } from '../../../../src/views/kit/charts/chart-data';

const data: ChartData = {
  categories: ['Mon', 'Tue', 'Wed'],
  series: [
    { name: 'Opened', values: [4, 0, 12] },
    { name: 'Closed', values: [1, 3, 1500] },
  ],
};

const chart = (d: ChartData, kind: 'bars' | 'lines' = 'lines') =>
  render(
    <Chart
      title="Cases this week"
      summary="Sixteen opened."
      data={d}
      kind={kind}
      categoryHeader="Day"
      emptyText="Nothing this week."
    />,
  );

/** The table's rows as text: the header row, then one per category. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

describe('Chart', () => {
  it('is a figure named by its caption whose table lists the figures it draws', async () => {
    chart(data);
    const figure = screen.getByRole('figure', { name: 'Cases this week' });
    expect(within(figure).getByText('Sixteen opened.')).toBeInTheDocument();
    expect(rowsOf(within(figure).getByRole('table', { name: 'Cases this week' }))).toEqual([
      ['Day', 'Opened', 'Closed'],
      ['Mon', '4', '1'],
      ['Tue', '0', '3'],
      // en-ZA groups thousands with a no-break space.
      ['Wed', '12', plainNumber(1500)],
    ]);
    // The drawing arrives from its own chunk: a line per series, a point per figure.
    const plot = await within(figure).findByTestId('chart-plot');
    expect(plot.querySelectorAll('path.visx-linepath')).toHaveLength(2);
    expect(plot.querySelectorAll('circle')).toHaveLength(6);
  });

  it('draws a bar per figure', async () => {
    chart(data, 'bars');
    const plot = await screen.findByTestId('chart-plot');
    expect(plot.querySelectorAll('rect.visx-bar')).toHaveLength(6);
  });

  it('shows the table in place of the chart on request, and back', async () => {
    const user = userEvent.setup();
    chart(data);
    await screen.findByTestId('chart-plot');
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    const tablePane = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(tablePane).toContainElement(screen.getByRole('table'));
    expect(tablePane).toHaveClass('visually-hidden');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(tablePane).not.toHaveClass('visually-hidden');
    expect(screen.queryByTestId('chart-plot')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show as chart' }));
    expect(await screen.findByTestId('chart-plot')).toBeInTheDocument();
  });

  it('says so when there is nothing to draw, with no axis and no table', () => {
    chart({ categories: ['Mon', 'Tue'], series: [{ name: 'Opened', values: [0, 0] }] });
    const figure = screen.getByRole('figure', { name: 'Cases this week' });
    expect(within(figure).getByText('Nothing this week.')).toBeInTheDocument();
    expect(within(figure).queryByRole('table')).toBeNull();
    expect(within(figure).queryByRole('button')).toBeNull();
    expect(within(figure).queryByTestId('chart-plot')).toBeNull();
  });
});
