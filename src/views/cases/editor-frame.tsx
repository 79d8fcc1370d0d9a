import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { trailFor } from '../../config/breadcrumbs';
import { Breadcrumb } from '../kit/breadcrumb';
import { useQuery } from '../kit/use-query';
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
  /** The case's number (CAS-000123) when the record came with it; otherwise it is read by the case's id. */
  caseNumber: string | null;
  casePrefix: string;
  error: string | null;
  /** The load failed: offer it again. */
  onRetry?: () => void;
  children: ReactNode;
};

type CaseLineProps = { caseId: number; caseNumber: string | null; prefix: string };

/** "For case CAS-000123": a new record opened from a case has only its id (?case=), so the number is read. */
const CaseLine = ({ caseId, caseNumber, prefix }: CaseLineProps) => {
  const read = useQuery('workflow.caseNumber', caseNumber ? undefined : caseId);
  const number = caseNumber ?? read.data;
  return (
    <p>
      {prefix}{' '}
      {number ? (
        <Link href={`/case-management/case/${caseId}`}>{number}</Link>
      ) : read.error ? (
        <span role="alert">{read.error}</span>
      ) : (
        <span>(loading the case…)</span>
      )}
    </p>
  );
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
    {p.caseId && <CaseLine caseId={p.caseId} caseNumber={p.caseNumber} prefix={p.casePrefix} />}
    {p.error && (
      <p role="alert" className={`${styles.banner} ${styles.error}`}>
        {p.error}
      </p>
    )}
    {p.onRetry && <Button onClick={p.onRetry}>Try again</Button>}
    {p.children}
  </div>
);
