import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmModal } from '../../../../src/views/kit/confirm-modal/confirm-modal';
import { closeModal, isModalOpen, openModal } from '../../../../src/views/kit/confirm-modal/modal-registry';
import { InlineConfirm } from '../../../../src/views/kit/inline-confirm/inline-confirm';

describe('<ConfirmModal>', () => {
  it('opens by id with Save, and disables every button after a click until reopened', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <ConfirmModal id="m1" title="Save rules?" onConfirm={onConfirm}>
        Body
      </ConfirmModal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => openModal('m1'));
    const dialog = await screen.findByRole('dialog', { name: 'Save rules?' });
    expect(dialog).toHaveAttribute('id', 'm1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(isModalOpen('m1')).toBe(false);
    act(() => openModal('m1'));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
    act(() => closeModal('m1'));
  });

  it('is static: Escape does not close it', async () => {
    const user = userEvent.setup();
    render(
      <ConfirmModal
        id="m2"
        title="Static"
        confirmLabel="Remove"
        loadingLabel="Removing"
        onConfirm={() => undefined}
      />,
    );
    act(() => openModal('m2'));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('<InlineConfirm>', () => {
  it('asks in place with the default text and answers Yes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<InlineConfirm triggerLabel="Remove document" onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Remove document' }));
    expect(
      screen.getByRole('group', { name: 'Are you sure you want to remove this document ?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Remove document' })).toHaveFocus();
  });

  it('No and Escape cancel', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<InlineConfirm triggerLabel="Remove" text="Remove it?" onConfirm={vi.fn()} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
