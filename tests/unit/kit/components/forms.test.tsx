import { zodResolver } from '@hookform/resolvers/zod';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { numberField, textField } from '../../../../src/rules/kit-forms';
import { errorMessages } from '../../../../src/views/kit/forms/error-messages';
import { KitField } from '../../../../src/views/kit/forms/kit-field';
import { NumberInput } from '../../../../src/views/kit/forms/number-input';
import {
  scrollAfterInvalid,
  scrollToFirstInvalid,
} from '../../../../src/views/kit/forms/scroll-to-first-invalid';

const schema = z.object({
  name: textField({ required: true, minLength: 3 }),
  code: textField({ minLength: 4, pattern: /^[A-Z]+$/ }),
  age: numberField({ min: 18, max: 65 }),
});
type In = z.input<typeof schema>;
type Out = z.output<typeof schema>;

const Demo = ({ onValid }: { onValid: (v: Out) => void }) => {
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), criteriaMode: 'all' });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, scrollAfterInvalid())}>
      <KitField label="Name" required registration={form.register('name')} error={errors.name} />
      <KitField label="Code" registration={form.register('code')} error={errors.code} />
      <KitField
        label="Age"
        type="number"
        registration={form.register('age', { valueAsNumber: true })}
        error={errors.age}
      />
      <button type="submit">Submit</button>
    </form>
  );
};

afterEach(() => vi.restoreAllMocks());

describe('form fields', () => {
  it('list every message under the field, word for word, and mark the field invalid', async () => {
    const user = userEvent.setup();
    render(<Demo onValid={vi.fn()} />);
    await user.type(screen.getByLabelText('Code'), 'ab');
    await user.type(screen.getByLabelText('Age'), '12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    const code = screen.getByLabelText('Code');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(/The min number of characters is 4/);
    expect(code).toHaveAccessibleDescription(/Password must be of 8 or more characters/);
    expect(screen.getByText('Value cannot be less than 18')).toBeInTheDocument();
  });

  it('submits valid values', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Demo onValid={onValid} />);
    await user.type(screen.getByLabelText(/^Name/), 'Thandi');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith(expect.objectContaining({ name: 'Thandi' }), expect.anything()),
    );
  });

  it('errorMessages reads every type once', () => {
    expect(
      errorMessages({
        type: 'too_small',
        message: 'a',
        types: { too_small: 'a', invalid_format: ['b', 'a'] },
      }),
    ).toEqual(['a', 'b']);
    expect(errorMessages(undefined)).toEqual([]);
  });
});

describe('scroll to the first invalid field', () => {
  it('scrolls with a 130 px offset and focuses the field', () => {
    document.body.innerHTML =
      '<input id="ok" /><input id="bad" aria-invalid="true" /><input aria-invalid="true" />';
    const bad = document.getElementById('bad') as HTMLInputElement;
    vi.spyOn(bad, 'getBoundingClientRect').mockReturnValue({ top: 500 } as DOMRect);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    expect(scrollToFirstInvalid()).toBe(bad);
    expect(scrollTo).toHaveBeenCalledWith({ top: 370, behavior: 'smooth' });
    expect(bad).toHaveFocus();
  });

  it('does nothing when every field is valid', () => {
    document.body.innerHTML = '<input />';
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    expect(scrollToFirstInvalid()).toBeNull();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('<NumberInput>', () => {
  it.each([
    [true, false],
    [false, true],
  ])('production=%s keeps focus on wheel: %s', (production, keepsFocus) => {
    render(<NumberInput aria-label="Dependants" production={production} />);
    const input = screen.getByLabelText('Dependants');
    act(() => input.focus());
    fireEvent.wheel(input);
    expect(input === document.activeElement).toBe(keepsFocus);
  });
});
