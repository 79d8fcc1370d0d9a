import type { ReactElement } from 'react';
import { render as renderAlone, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { EditSignal } from '../../../../src/machines/edit-control.machine';
import { EditControl } from '../../../../src/views/kit/edit-control/edit-control';
import { screenSystem } from '../../views/screen-system';

// The view's own actor runs in a console system of its own per render, as in the console.
const render = (ui: ReactElement) => renderAlone(ui, { wrapper: screenSystem().wrapper });

const setup = (props: Partial<Parameters<typeof EditControl>[0]> = {}) => {
  const events: EditSignal[] = [];
  let values: Record<string, unknown> = { name: 'Sasol' };
  // The service answers when the test says so, so the loading state is seen however slow the machine is.
  let answer: () => void = () => undefined;
  const update = vi.fn(
    (_url: string, payload: Record<string, unknown>) =>
      new Promise<unknown>((resolve) => (answer = () => resolve({ ...payload, updated_at: 'now' }))),
  );
  render(
    <EditControl
      url="/dev/kit/update"
      update={update}
      getValues={() => values}
      onEvent={(e) => events.push(e)}
      {...props}
    />,
  );
  return {
    events,
    update,
    answer: () => answer(),
    setValues: (v: Record<string, unknown>) => (values = v),
    user: userEvent.setup(),
  };
};

describe('<EditControl>', () => {
  it('Edit shows Cancel Edit and Update and signals edit with the snapshot', async () => {
    const { events, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('button', { name: 'Cancel Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(events[0]).toMatchObject({ case: 'edit', payload: { name: 'Sasol' }, editing: true });
  });

  it('Cancel Edit signals the snapshot taken at Edit, not the edited values', async () => {
    const { events, user, setValues } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    setValues({ name: 'Changed' });
    await user.click(screen.getByRole('button', { name: 'Cancel Edit' }));
    expect(events[1]).toMatchObject({ case: 'cancel-edit', payload: { name: 'Sasol' } });
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('Update posts, shows its loading state, then signals complete', async () => {
    const { events, update, user, setValues, answer } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    setValues({ name: 'Sasol Mining' });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('button', { name: /Updating/ })).toBeDisabled();
    answer();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument());
    expect(update).toHaveBeenCalledWith('/dev/kit/update', { name: 'Sasol Mining' }, expect.any(AbortSignal));
    expect(events.map((e) => e.case)).toEqual(['edit', 'update', 'complete']);
  });

  it('an invalid form only signals validate', async () => {
    const { events, update, user } = setup({ validate: () => false });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(events.map((e) => e.case)).toEqual(['edit', 'validate']);
    expect(update).not.toHaveBeenCalled();
  });

  it('names the record in the accessible names when given a subject', () => {
    setup({ subject: 'employer contact' });
    expect(screen.getByRole('button', { name: 'Edit employer contact' })).toBeInTheDocument();
  });
});
