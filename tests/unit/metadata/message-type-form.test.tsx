import type { ReactElement } from 'react';
import { render as renderAlone, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MessageTypeForm } from '../../../src/views/metadata/message-type-form';
import { screenSystem } from '../views/screen-system';

// The view's own actor runs in a console system of its own per render, as in the console.
const render = (ui: ReactElement) => renderAlone(ui, { wrapper: screenSystem().wrapper });

const renderNew = () => {
  const onCreate = vi.fn();
  render(
    <MessageTypeForm
      record={null}
      saving={false}
      onCreate={onCreate}
      onUpdated={vi.fn()}
      onRemove={vi.fn()}
    />,
  );
  return { onCreate, user: userEvent.setup() };
};

describe('message type form', () => {
  it('puts the §5 message under the name and names each bad attribute row; nothing is sent', async () => {
    const { onCreate, user } = renderNew();
    await user.click(screen.getByRole('button', { name: 'Add attribute' }));
    await user.click(screen.getByRole('button', { name: 'Add attribute' }));
    await user.type(screen.getByLabelText('Attribute 1 name'), 'a');
    await user.type(screen.getByLabelText('Attribute 2 name'), 'a');
    await user.type(screen.getByLabelText('Attribute 3 name'), '1x');
    await user.click(screen.getByRole('button', { name: 'Create message type' }));
    await waitFor(() => expect(screen.getByLabelText('Name *')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('This field is required')).toBeVisible();
    const problems = screen.getByRole('alert');
    expect(problems).toHaveTextContent('Attribute 2: "a" appears twice');
    expect(problems).toHaveTextContent(
      'Attribute 3: Use letters, digits and _ only, starting with a letter or _',
    );
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('sends a valid new type with its trimmed name and attributes', async () => {
    const { onCreate, user } = renderNew();
    await user.type(screen.getByLabelText('Name *'), ' gap_policy ');
    await user.type(screen.getByLabelText('Attribute 1 name'), 'premium');
    await user.click(screen.getByRole('button', { name: 'Create message type' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1));
    expect(onCreate.mock.calls[0][0]).toEqual({
      name: 'gap_policy',
      description: '',
      attributes: [{ name: 'premium', datatype: 'STRING', required: true, description: '' }],
    });
  });
});
