import { Button } from './ui/button';
import styles from './loading-button.module.css';

/** A screen's Refresh action (in its page header): secondary, busy with the spec's loading text while it reads. */
export const RefreshButton = ({ loading, onRefresh }: { loading: boolean; onRefresh: () => void }) => (
  <Button variant="secondary" loading={loading} onClick={onRefresh} className={styles.refresh}>
    Refresh
  </Button>
);
