import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { messages } from '../../../config/messages';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';
export type ButtonSize = 'sm' | 'md';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** primary: the one main action; secondary: the others; quiet: in-row and toolbar actions; danger: confirms. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A quiet or secondary button that destroys (Remove, Delete): coloured, and loud only once confirmed. */
  tone?: 'danger';
  /** Spec §2: disabled and showing its loading text while its work runs. */
  loading?: boolean;
  /** Text while loading; a submit defaults to 'Please wait', any other to 'Loading...' (spec §2). */
  loadingText?: string;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
};

/** The class list of a kit button, for the rare element that must look like one (a link to another screen). */
export const buttonClass = ({
  variant = 'secondary',
  size = 'md',
  tone,
  className,
}: Pick<ButtonProps, 'variant' | 'size' | 'tone' | 'className'> = {}): string =>
  [
    styles.button,
    styles[variant],
    size === 'sm' && styles.sm,
    tone === 'danger' && styles.toneDanger,
    className,
  ]
    .filter(Boolean)
    .join(' ');

/** The kit's button: every action on every screen is one of these, so there is one look for each role. */
export const Button = ({
  variant = 'secondary',
  size = 'md',
  tone,
  loading = false,
  loadingText,
  icon,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) => {
  const text = loadingText ?? (type === 'submit' ? messages.pleaseWait : messages.loading);
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading}
      className={buttonClass({ variant, size, tone, className })}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : icon}
      {loading ? text : children}
    </button>
  );
};
