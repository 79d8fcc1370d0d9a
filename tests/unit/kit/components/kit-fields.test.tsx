import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { textField } from '../../../../src/rules/kit-forms';
import { KitFields } from '../../../../src/views/kit/forms/kit-fields';

const schema = z.object({
  person: z.object({ name: textField({ required: true, minLength: 3 }) }),
  note: textField(),
});
type In = z.input<typeof schema>;
type Out = z.output<typeof schema>;

const Demo = ({ onValid }: { onValid: (v: Out) => void }) => {
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), criteriaMode: 'all' });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <KitFields
        form={form}
        fields={[
          { name: 'person.name', label: 'Name', required: true },
          { name: 'note', label: 'Note', hint: 'Anything else' },
        ]}
      />
      <button type="submit">Submit</button>
    </form>
  );
};

describe('KitFields', () => {
  it('puts each field error, nested paths included, under its own input and sends nothing', async () => {
    const onValid = vi.fn();
    render(<Demo onValid={onValid} />);
    await userEvent.type(screen.getByLabelText(/Name/), 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const name = await screen.findByRole('textbox', { name: /Name/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(/3/);
    expect(screen.getByRole('textbox', { name: 'Note' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Anything else')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('sends the values typed into the inputs it registered', async () => {
    const onValid = vi.fn();
    render(<Demo onValid={onValid} />);
    await userEvent.type(screen.getByLabelText(/Name/), 'Thandiwe');
    await userEvent.type(screen.getByLabelText('Note'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({ person: { name: 'Thandiwe' }, note: 'Hello' });
  });
});
