import type { ReactElement } from 'react';
import { render as renderAlone, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MessageType, Transform } from '../../../src/contracts/metadata/entities';
import { IndexForm } from '../../../src/views/metadata/index-form';
import { screenSystem } from '../views/screen-system';

// The view's own actor runs in a console system of its own per render, as in the console.
const render = (ui: ReactElement) => renderAlone(ui, { wrapper: screenSystem().wrapper });

const types = [{ id: 3, name: 'gap_policy' }] as MessageType[];
const transforms = [
  {
    id: 5,
    name: 'gap_policy_flat',
    description: '',
    source_type_id: 3,
    source_type_name: 'gap_policy',
    version: 1,
    created_at: '2026-11-20T08:00:00.000Z',
    updated_at: '2026-11-20T08:00:00.000Z',
    spec: { fields: [{ source: 'premium', target: 'premium', cast: 'FLOAT' }] },
  },
] as Transform[];

const renderForm = () => {
  const onSave = vi.fn();
  render(
    <IndexForm
      existing={null}
      types={types}
      transforms={transforms}
      saving={false}
      disabled={false}
      onSave={onSave}
    />,
  );
  return { onSave, user: userEvent.setup() };
};
const errorsOf = (label: string) => {
  const described = screen.getByLabelText(label).getAttribute('aria-describedby');
  return described ? within(document.getElementById(described) as HTMLElement).getAllByRole('listitem') : [];
};

describe('search index form', () => {
  it('lists the §5 message under each required field and sends nothing', async () => {
    const { onSave, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create index' }));
    await waitFor(() =>
      expect(errorsOf('Index name *').map((e) => e.textContent)).toEqual(['This field is required']),
    );
    expect(errorsOf('Message type *').map((e) => e.textContent)).toEqual(['This field is required']);
    expect(errorsOf('Transform *').map((e) => e.textContent)).toEqual(['This field is required']);
    expect(screen.getByLabelText('Index name *')).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends a new index with ids as numbers and one attribute per transform target', async () => {
    const { onSave, user } = renderForm();
    await user.type(screen.getByLabelText('Index name *'), '  gap_policies ');
    await user.selectOptions(screen.getByLabelText('Message type *'), 'gap_policy');
    await user.selectOptions(screen.getByLabelText('Transform *'), 'gap_policy_flat');
    await user.click(screen.getByRole('button', { name: 'Create index' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toEqual({
      name: 'gap_policies',
      description: '',
      message_type_id: 3,
      transform_id: 5,
      attributes: [{ name: 'premium', datatype: 'FLOAT' }],
    });
  });

  it('a name over 80 characters gets the max-length message', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Index name *'), 'x'.repeat(81));
    await user.click(screen.getByRole('button', { name: 'Create index' }));
    await waitFor(() =>
      expect(errorsOf('Index name *').map((e) => e.textContent)).toEqual([
        'The max allowed number of characters is 80',
      ]),
    );
  });
});
