import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TablePane } from '../../../../src/views/kit/shared/table-pane';

vi.mock('../../../../src/views/kit/datatable/grid-view', () => import('./grid-stand-in'));

type Rep = { id: number; name: string };
const reps: Rep[] = [
  { id: 1, name: 'Tumelo Mokoena' },
  { id: 2, name: 'Annelie du Toit' },
];
const columns = [{ id: 'name', title: 'Name' }] as const;

const Pane = ({ rows, onEdit }: { rows: Rep[]; onEdit: (r: Rep) => void }) => (
  <TablePane
    title="Representatives"
    rows={rows}
    columns={columns}
    keyOf={(r) => r.id}
    countNoun="representatives"
    empty="No representatives on record."
    hint="Choose a representative to edit them."
    actions={(r) => <button onClick={() => onEdit(r)}>Edit {r.name}</button>}
    onRowActivate={onEdit}
    notice={<p role="alert">Could not save</p>}
    after={<button>Add representative</button>}
  />
);

describe('<TablePane>', () => {
  it('shows the none line instead of a list when there are no rows, with its heading, notice and after', () => {
    render(<Pane rows={[]} onEdit={vi.fn()} />);
    const pane = screen.getByRole('region', { name: 'Representatives' });
    expect(within(pane).getByRole('heading', { name: 'Representatives' })).toBeInTheDocument();
    expect(pane).toHaveTextContent('No representatives on record.');
    expect(within(pane).getByRole('alert')).toHaveTextContent('Could not save');
    expect(within(pane).getByRole('button', { name: 'Add representative' })).toBeInTheDocument();
    expect(within(pane).queryByRole('region', { name: 'Representatives list' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the rows in the kit datatable and offers the chosen row’s actions under it', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    render(<Pane rows={reps} onEdit={onEdit} />);
    const list = screen.getByRole('region', { name: 'Representatives list' });
    await within(list).findByRole('list', { name: 'grid' });
    expect(within(list).getByRole('navigation')).toHaveTextContent('1–2 of 2 representatives');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Choose a representative to edit them.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'choose Annelie du Toit' }));
    expect(screen.queryByText('Choose a representative to edit them.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit Annelie du Toit' }));
    expect(onEdit).toHaveBeenLastCalledWith(reps[1]);
    await user.click(screen.getByRole('button', { name: 'open Tumelo Mokoena' }));
    expect(onEdit).toHaveBeenLastCalledWith(reps[0]);
  });
});
