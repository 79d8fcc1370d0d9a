import styles from './button.module.css';
import { Button, type ButtonProps } from './button';

/** A button that shows only an icon: its label is its accessible name and its tooltip. */
export const IconButton = ({
  label,
  variant = 'quiet',
  size = 'md',
  className,
  children,
  ...rest
}: Omit<ButtonProps, 'icon' | 'loadingText'> & { label: string }) => (
  <Button
    {...rest}
    variant={variant}
    size={size}
    aria-label={label}
    title={rest.title ?? label}
    // Busy, it shows the spinner alone: a loading text would widen it out of its row.
    loadingText=""
    className={[styles.icon, className].filter(Boolean).join(' ')}
  >
    {children}
  </Button>
);
