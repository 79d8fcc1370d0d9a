import type { FormEventHandler, ReactNode } from 'react';
import { LoadingButton } from '../loading-button';
import button from '../shared/button.module.css';
import styles from '../shared/page.module.css';

type FormShellProps = {
  label: string;
  error: string | null;
  saving: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel?: () => void;
  children: ReactNode;
  /** No Save button: the caller may look but not change. */
  readOnly?: boolean;
};

/** The frame of every record details form: the service's refusal on top, fields in a grid, Save / Cancel. */
export const FormShell = ({
  label,
  error,
  saving,
  onSubmit,
  onCancel,
  children,
  readOnly,
}: FormShellProps) => (
  <form noValidate aria-label={label} onSubmit={onSubmit}>
    {error && (
      <p role="alert" className={styles.alert}>
        {error}
      </p>
    )}
    <div className={styles.grid}>{children}</div>
    <div className={styles.actions}>
      {!readOnly && (
        <LoadingButton type="submit" loading={saving} loadingText="Saving">
          Save
        </LoadingButton>
      )}
      {onCancel && (
        <button type="button" className={button.button} onClick={onCancel}>
          Cancel
        </button>
      )}
    </div>
  </form>
);
