import { useId, type ReactNode } from 'react';
import styles from './desk.module.css';
import { Button } from '../kit/ui/button';
import { EmptyState } from '../kit/ui/empty-state';

type CasePanelProps = {
  title: string;
  /** What is loading, for the status line ("Loading notes…"). */
  loadingText: string;
  loading: boolean;
  failed: boolean;
  error: string | null;
  onRetry: () => void;
  /** The line shown once loaded with nothing to list; null while there is something. */
  empty: string | null;
  children: ReactNode;
};

/**
 * A panel of the case page that loads its own list (documents, notes, polling entries): the same loading line,
 * error, retry and empty line for each, so the three read alike.
 */
export const CasePanel = ({
  title,
  loadingText,
  loading,
  failed,
  error,
  onRetry,
  empty,
  children,
}: CasePanelProps) => {
  const uid = useId();
  return (
    <section className={styles.card} aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`}>{title}</h2>
      {loading && <p role="status">{loadingText}</p>}
      {error && (
        <p role="alert" className={styles.fieldError}>
          {error}
        </p>
      )}
      {failed && <Button onClick={onRetry}>Try again</Button>}
      {!loading && !failed && empty !== null && <EmptyState title={empty} />}
      {children}
    </section>
  );
};
