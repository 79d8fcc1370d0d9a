import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { trailFor } from '../../config/breadcrumbs';
import { Breadcrumb } from '../kit/breadcrumb';
import { Spinner } from '../kit/spinner/spinner';
import styles from './desk.module.css';
import { Button } from '../kit/ui/button';
import { PageHeader } from '../kit/ui/surfaces';

type EditorFrameProps = {
  /** The route, for the breadcrumb. */
  path: string;
  title: string;
  /** The saved record's status, shown beside the title. */
  status?: string;
  statusLabel?: string;
  /** Loading an existing record: a spinner instead of the form. */
  loading: boolean;
  loadingLabel: string;
  caseId: number | null;
  casePrefix: string;
  error: string | null;
  /** The load failed: offer it again. */
  onRetry?: () => void;
  children: ReactNode;
};

/** The frame of the checklist and meeting editors: title and status, the case it belongs to, why it failed. */
export const EditorFrame = (p: EditorFrameProps) => (
  <div className={styles.page}>
    <Breadcrumb trail={trailFor(p.path) ?? []} />
    <PageHeader
      title={p.title}
      actions={
        p.status && (
          <span className={styles.badge} aria-label={p.statusLabel}>
            {p.status}
          </span>
        )
      }
    />
    {p.loading && <Spinner loading label={p.loadingLabel} />}
    {p.caseId && (
      <p>
        {p.casePrefix} <Link href={`/case-management/case/${p.caseId}`}>#{p.caseId}</Link>
      </p>
    )}
    {p.error && (
      <p role="alert" className={`${styles.banner} ${styles.error}`}>
        {p.error}
      </p>
    )}
    {p.onRetry && <Button onClick={p.onRetry}>Try again</Button>}
    {p.children}
  </div>
);
