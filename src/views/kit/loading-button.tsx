import type { ButtonHTMLAttributes } from 'react';
import { messages } from '../../config/messages';
import styles from './loading-button.module.css';

type LoadingButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  loading: boolean;
  /** Text while loading; the submit variant defaults to 'Please wait', any other to 'Loading...' (spec §2). */
  loadingText?: string;
  variant?: 'primary' | 'secondary';
};

/** Spec §2 "Loading button": disabled and showing loading text while loading, its own label afterwards. */
export const LoadingButton = ({
  loading,
  loadingText,
  variant = 'primary',
  type = 'button',
  disabled,
  children,
  className,
  ...rest
}: LoadingButtonProps) => {
  const text = loadingText ?? (type === 'submit' ? messages.pleaseWait : messages.loading);
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading}
      className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}
    >
      {loading ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {text}
        </>
      ) : (
        children
      )}
    </button>
  );
};
