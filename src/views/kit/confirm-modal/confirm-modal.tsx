import { Dialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { closeModal, useModalOpen } from './modal-registry';
import button from '../shared/button.module.css';
import { cx } from '../shared/cx';
import styles from './confirm-modal.module.css';

type ConfirmModalProps = {
  id: string;
  title: string;
  children?: ReactNode;
  confirmLabel?: string;
  loadingLabel?: string;
  cancelLabel?: string;
  /** May return a promise; the modal shows the loading label until it settles, then closes. */
  onConfirm: () => void | Promise<void>;
  onCancel?: () => void;
};

/**
 * Confirmation modal (spec §2, §4): opened by id, static (no backdrop or Escape close), Save / Saving by default.
 * After any click every button stays disabled until the modal is opened again.
 */
export const ConfirmModal = ({ id, title, children, ...rest }: ConfirmModalProps) => {
  const open = useModalOpen(id);
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          id={id}
          className={styles.content}
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className={styles.body}>{children}</div>
          </Dialog.Description>
          {/* Mounted with the content, so the disabled state resets each time the modal opens. */}
          <ModalButtons id={id} {...rest} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};

const ModalButtons = ({
  id,
  confirmLabel = 'Save',
  loadingLabel = 'Saving',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
}: Omit<ConfirmModalProps, 'title' | 'children'>) => {
  const [clicked, setClicked] = useState<'none' | 'confirm' | 'cancel'>('none');
  const handleConfirm = async () => {
    setClicked('confirm');
    try {
      await onConfirm();
    } finally {
      closeModal(id);
    }
  };
  const handleCancel = () => {
    setClicked('cancel');
    onCancel?.();
    closeModal(id);
  };
  const disabled = clicked !== 'none';
  return (
    <div className={styles.actions}>
      <button type="button" className={button.button} disabled={disabled} onClick={handleCancel}>
        {cancelLabel}
      </button>
      <button
        type="button"
        className={cx(button.button, button.primary)}
        disabled={disabled}
        aria-busy={clicked === 'confirm'}
        onClick={handleConfirm}
      >
        {clicked === 'confirm' ? loadingLabel : confirmLabel}
      </button>
    </div>
  );
};
