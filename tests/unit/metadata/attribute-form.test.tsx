import type { ReactElement } from 'react';
import { render as renderAlone, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { IndexAttribute } from '../../../src/contracts/metadata/entities';
import { attributeCreateBody } from '../../../src/contracts/metadata/payloads';
import { AttributeForm } from '../../../src/views/metadata/attribute-form';
import { screenSystem } from '../views/screen-system';

// The view's own actor runs in a console system of its own per render, as in the console.
const render = (ui: ReactElement) => renderAlone(ui, { wrapper: screenSystem().wrapper });

const saved: IndexAttribute = {
  id: 9,
  index_id: 4,
  name: 'premium',
  datatype: 'FLOAT',
  searchable: true,
  filterable: true,
  sortable: false,
  description: '',
  version: 2,
  updated_at: '2026-11-20T08:00:00.000Z',
};

const renderForm = (record: IndexAttribute | null, documentCount = 0) => {
  const onSave = vi.fn();
  render(<AttributeForm record={record} documentCount={documentCount} saving={false} onSave={onSave} />);
  return { onSave, user: userEvent.setup() };
};
const errorsOf = (label: string) => {
  const described = screen.getByLabelText(label).getAttribute('aria-describedby');
  return described
    ? within(document.getElementById(described) as HTMLElement)
        .getAllByRole('listitem')
        .map((e) => e.textContent)
    : [];
};

describe('index attribute form', () => {
  it('lists the §5 messages under the name and description and sends nothing', async () => {
    const { onSave, user } = renderForm(null);
    await user.type(screen.getByLabelText('Name *'), '1st');
    await user.type(screen.getByLabelText('Description'), 'x'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Save attribute' }));
    await waitFor(() =>
      expect(errorsOf('Name *')).toEqual([
        'Use letters, digits and _ only, starting with a letter or _ (at most 63)',
      ]),
    );
    expect(errorsOf('Description')).toEqual(['The max allowed number of characters is 500']);
    expect(screen.getByLabelText('Name *')).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the fields of the create contract, trimmed, with the flags as ticked', async () => {
    const { onSave, user } = renderForm(null);
    await user.type(screen.getByLabelText('Name *'), ' city ');
    await user.selectOptions(screen.getByLabelText('Datatype'), 'STRING');
    await user.click(screen.getByRole('checkbox', { name: 'sortable' }));
    await user.click(screen.getByRole('button', { name: 'Save attribute' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const values = onSave.mock.calls[0][0];
    expect(values).toEqual({
      name: 'city',
      datatype: 'STRING',
      searchable: true,
      filterable: true,
      sortable: true,
      description: '',
    });
    expect(attributeCreateBody.safeParse({ index_id: 4, ...values }).success).toBe(true);
  });

  it('announces a rebuild when a stored attribute over documents is retyped, not when a flag changes', async () => {
    const { onSave, user } = renderForm(saved, 12);
    await user.click(screen.getByRole('checkbox', { name: 'sortable' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Datatype'), 'INTEGER');
    expect(screen.getByRole('status')).toHaveTextContent('This change needs a rebuild');
    await user.click(screen.getByRole('button', { name: 'Save and mark for rebuild' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toMatchObject({ name: 'premium', datatype: 'INTEGER', sortable: true });
  });
});
