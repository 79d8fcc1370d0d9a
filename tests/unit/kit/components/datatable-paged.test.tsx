import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Datatable } from '../../../../src/views/kit/datatable/datatable';

vi.mock('../../../../src/views/kit/datatable/grid-view', () => import('./grid-stand-in'));

type Row = { id: number; name: string };
const page = Array.from({ length: 10 }, (_, i) => ({ id: 21 + i, name: `Target ${21 + i}` }));
const columns = [{ id: 'name', title: 'Name' }] as const;
const service = {
  total: 234,
  pageNumber: 2,
  sort: null,
  sortable: [],
  onSort: () => undefined,
  onPage: vi.fn(),
};

const Ticked = () => {
  const [ticked, setTicked] = useState<number[]>([]);
  const ticks = {
    isTicked: (r: Row) => ticked.includes(r.id),
    onTick: (r: Row) => setTicked((t) => (t.includes(r.id) ? t.filter((id) => id !== r.id) : [...t, r.id])),
  };
  return (
    <Datatable
      label="Targets"
      rows={page}
      columns={columns}
      countNoun="targets"
      ticks={ticks}
      service={service}
    />
  );
};

describe('<Datatable> on a page the service cut, with tick boxes', () => {
  it('offers no search or sort the service cannot do, and counts the rows in words', async () => {
    render(<Ticked />);
    await screen.findByRole('list', { name: 'grid' });
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    const pager = screen.getByRole('navigation', { name: 'Targets pages' });
    expect(pager).toHaveTextContent('21–30 of 234 targets');
    expect(pager).toHaveTextContent('Page 3 of 24');
  });

  it('says whether the focused row is ticked, and says it again when the tick changes', async () => {
    const user = userEvent.setup();
    render(<Ticked />);
    const status = () =>
      within(screen.getByRole('region', { name: 'Targets' }))
        .getAllByRole('status')
        .at(-1);
    await user.click(await screen.findByRole('button', { name: 'focus Target 23' }));
    expect(status()).toHaveTextContent('Row 23, Name: Target 23, not ticked');
    await user.click(screen.getByRole('button', { name: 'tick Target 23' }));
    expect(status()).toHaveTextContent('Row 23, Name: Target 23, ticked');
  });
});
