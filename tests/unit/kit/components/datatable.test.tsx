import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GridViewProps } from '../../../../src/views/kit/datatable/grid-view';
import { Datatable } from '../../../../src/views/kit/datatable/datatable';

// The canvas grid cannot draw in jsdom; a plain table stands in, rendering exactly the rows it is given.
vi.mock('../../../../src/views/kit/datatable/grid-view', async () => {
  const { cellText } = await import('../../../../src/views/kit/datatable/columns');
  return {
    GridView: <R extends Record<string, unknown>>(p: GridViewProps<R>) => (
      <table aria-label="grid">
        <thead>
          <tr>
            {p.columns.map((c) => (
              <th key={c.id} onClick={() => p.onHeaderClick(c.id)}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: p.count }, (_, i) => p.rowAt(i)).map((row, i) => (
            <tr key={i}>
              {p.columns.map((c) => (
                <td key={c.id}>{row ? cellText(c, row) : ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    ),
  };
});

type Row = { id: number; name: string; status: string; create_datetime: string; time_taken: number };
const rows: Row[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  name: i === 3 ? 'Bonitas' : `Employer ${i + 1}`,
  status: i % 2 ? 'Open' : '',
  create_datetime: new Date(2025, 0, 6, 8, i).toISOString(),
  time_taken: 60 + i,
}));
const columns = [
  { id: 'id', title: 'No.' },
  { id: 'name', title: 'Name' },
  { id: 'status', title: 'Status' },
  { id: 'create_datetime', title: 'Created' },
  { id: 'time_taken', title: 'Time taken' },
] as const;

const bodyRows = async () =>
  within(await screen.findByRole('table', { name: 'grid' }))
    .getAllByRole('row')
    .slice(1);

beforeEach(() => localStorage.clear());

describe('<Datatable>', () => {
  it('shows 10 rows a page with formatted dates and durations, and emits page_number', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Datatable<Row> label="Cases" rows={rows} columns={columns} onPageChange={onPageChange} />);
    expect(await bodyRows()).toHaveLength(10);
    expect((await bodyRows())[0]).toHaveTextContent('06 Jan 2025 08:00');
    expect((await bodyRows())[0]).toHaveTextContent('1 hours 0 minutes');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(await bodyRows()).toHaveLength(5);
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('returns to page 0 when the case or the reset flag changes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <Datatable<Row> label="Cases" rows={rows} columns={columns} caseKey="my_cases" />,
    );
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    rerender(<Datatable<Row> label="Cases" rows={rows} columns={columns} caseKey="wg_cases" />);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    rerender(<Datatable<Row> label="Cases" rows={rows} columns={columns} caseKey="wg_cases" resetFlag />);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('filters on the chosen columns and shows both empty messages at the right times', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <Datatable<Row> label="Cases" rows={[]} columns={columns} filterColumns={['name']} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('There are no records.');
    rerender(<Datatable<Row> label="Cases" rows={rows} columns={columns} filterColumns={['name']} />);
    const box = screen.getByRole('searchbox', { name: 'Search Cases' });
    await user.type(box, '  BONI ');
    expect(await bodyRows()).toHaveLength(1);
    await user.clear(box);
    await user.type(box, 'zzz');
    expect(
      await screen.findByText('No records matched for entered search criteria. Please try a new search.'),
    ).toBeInTheDocument();
    await user.clear(box);
    expect(await bodyRows()).toHaveLength(10);
  });

  it('says no match for search text even when the unfiltered table is empty, searched here or on the service', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <Datatable<Row> label="Cases" rows={[]} columns={columns} filterColumns={['name']} />,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search Cases' }), 'boni');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No records matched for entered search criteria. Please try a new search.',
    );
    unmount();
    const { rerender } = render(
      <Datatable<Row> label="FSPs" rows={[]} columns={columns} searchText="Discovery" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('No records matched for entered search criteria.');
    rerender(<Datatable<Row> label="FSPs" rows={[]} columns={columns} searchText="" />);
    expect(screen.getByRole('status')).toHaveTextContent('There are no records.');
  });

  it('replaces empty values and keeps the sort per view in the browser', async () => {
    const { unmount } = render(
      <Datatable<Row>
        label="Cases"
        viewId="v1"
        rows={rows}
        columns={columns}
        emptyValues={{ columns: ['status'], replacement: 'Not set' }}
      />,
    );
    expect((await bodyRows())[0]).toHaveTextContent('Not set');
    act(() => fireEvent.click(screen.getByRole('columnheader', { name: 'Name' })));
    act(() => fireEvent.click(screen.getByRole('columnheader', { name: 'Name' })));
    expect(JSON.parse(localStorage.getItem('staff-console.sort.v1') ?? 'null')).toEqual({
      column: 'name',
      direction: 'desc',
    });
    unmount();
    render(<Datatable<Row> label="Cases" viewId="v1" rows={rows} columns={columns} />);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Name (descending)');
    expect((await bodyRows())[0]).toHaveTextContent('Employer 9');
  });
});
