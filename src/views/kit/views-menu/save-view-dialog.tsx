import { Dialog } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import { viewNameMax, type ViewShareTarget } from '../../../contracts/saved-views';
import { fieldMessages } from '../../../contracts/field-messages';
import modal from '../confirm-modal/confirm-modal.module.css';
import { LoadingButton } from '../loading-button';
import button from '../shared/button.module.css';
import styles from './views-menu.module.css';

type SaveViewDialogProps = {
  /** Workgroups the user supervises: only then is sharing offered. */
  shareWith: readonly ViewShareTarget[];
  busy: boolean;
  /** The service's reason when the last save was refused. */
  error: string | null;
  onSave: (name: string, sharedWrkgrpId: number | null) => void;
  onClose: () => void;
};

/** "Save as new view": a name, and for a supervisor the workgroup to share it with. Closed by the caller once saved. */
export const SaveViewDialog = ({ shareWith, busy, error, onSave, onClose }: SaveViewDialogProps) => {
  const id = useId();
  const [name, setName] = useState('');
  const [share, setShare] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  // The service's reason shows once this dialog has sent a save, not one left from before it opened.
  const [sent, setSent] = useState(false);
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError(fieldMessages.required);
    if (trimmed.length > viewNameMax) return setNameError(fieldMessages.maxlength(viewNameMax));
    setNameError(null);
    setSent(true);
    onSave(trimmed, share ? Number(share) : null);
  };
  const shown = nameError ?? (sent ? error : null);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={modal.overlay} />
        <Dialog.Content className={modal.content} aria-describedby={undefined}>
          <Dialog.Title className={modal.title}>Save as new view</Dialog.Title>
          <form className={styles.form} onSubmit={handleSubmit} noValidate>
            <div className={styles.field}>
              <label htmlFor={`${id}-name`}>
                Name<span aria-hidden="true"> *</span>
              </label>
              <input
                id={`${id}-name`}
                className={styles.input}
                value={name}
                maxLength={viewNameMax + 20}
                aria-invalid={shown ? true : undefined}
                aria-describedby={shown ? `${id}-error` : undefined}
                onChange={(e) => setName(e.target.value)}
              />
            </div>
            {shareWith.length > 0 && (
              <div className={styles.field}>
                <label htmlFor={`${id}-share`}>Share with workgroup</label>
                <select
                  id={`${id}-share`}
                  className={styles.input}
                  value={share}
                  onChange={(e) => setShare(e.target.value)}
                >
                  <option value="">Only me</option>
                  {shareWith.map((g) => (
                    <option key={g.wrkgrp_id} value={g.wrkgrp_id}>
                      {g.wrkgrp_name}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {shown && (
              <p id={`${id}-error`} role="alert" className={styles.error}>
                {shown}
              </p>
            )}
            <div className={button.row}>
              <button type="button" className={button.button} onClick={onClose}>
                Cancel
              </button>
              <LoadingButton type="submit" loading={busy} loadingText="Saving…">
                Save view
              </LoadingButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
