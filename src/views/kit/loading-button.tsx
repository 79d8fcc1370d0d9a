import { Button, type ButtonProps } from './ui/button';
import styles from './loading-button.module.css';

type LoadingButtonProps = Omit<ButtonProps, 'loading'> & { loading: boolean };

/**
 * Spec §2 "Loading button": the kit's Button with its loading state always in play, primary unless told
 * otherwise (it is usually the form's submit).
 */
export const LoadingButton = ({ variant = 'primary', ...rest }: LoadingButtonProps) => (
  <Button variant={variant} {...rest} />
);

/** A screen's Refresh action (in its page header): secondary, busy with the spec's loading text while it reads. */
export const RefreshButton = ({ loading, onRefresh }: { loading: boolean; onRefresh: () => void }) => (
  <Button variant="secondary" loading={loading} onClick={onRefresh} className={styles.refresh}>
    Refresh
  </Button>
);
