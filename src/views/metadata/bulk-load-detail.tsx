import { useEffect, useRef } from 'react';
import type { BulkLoad } from '../../contracts/metadata/entities';
import { formatDateTime } from '../../rules/kit-format';
import { LinkedRecord } from './linked-record';
import { StatusBadge } from './status-badge';
import styles from './metadata.module.css';
import { Button, buttonClass } from '../kit/ui/button';

type BulkLoadDetailProps = {
  loadId: number;
  /** Changes when the load does (its status in the history): the pane reads it again. */
  revision: string;
  /** Where the pane's Close leads (the index without the load), and an unknown load's way back. */
  closeHref: string;
  onShowFailures: (loadId: number) => void;
};

const Fields = ({ load, onShowFailures }: { load: BulkLoad; onShowFailures: (id: number) => void }) => (
  <>
    {/* The facts are text (long names, dates); the counts keep the progress figures' large type. */}
    <p>
      Index <strong>{load.index_name}</strong> · started {formatDateTime(load.created_at)} by{' '}
      <strong>{load.started_by ?? 'an unknown user'}</strong> · finished{' '}
      {load.finished_at ? formatDateTime(load.finished_at) : 'not yet'}
    </p>
    <dl className={styles.counts}>
      {(
        [
          ['Total', load.total],
          ['Received', load.received],
          ['Indexed', load.indexed],
          ['Failed', load.failed],
        ] as const
      ).map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
    {load.resumes > 0 && <p className={styles.muted}>Resumed {load.resumes} times after a restart.</p>}
    {load.note && <p className={load.status === 'failed' ? styles.error : styles.muted}>{load.note}</p>}
    {load.failed > 0 && (
      // The failed rows are a page of their own (/bulk_load/index/id), shown in the load's progress.
      <Button onClick={() => onShowFailures(load.id)}>Show the {load.failed} failed rows</Button>
    )}
  </>
);

/**
 * One bulk load as /meta/search/index/bulkloads/get reads it: status, counts, who started it and when it ended, and
 * its note (why it failed). A pane of the index, opened by the load's address (?load=), so it survives a reload.
 */
export const BulkLoadDetail = ({ loadId, revision, closeHref, onShowFailures }: BulkLoadDetailProps) => {
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a load from the history moves the keyboard to it, as a dialog would.
  useEffect(() => heading.current?.focus(), [loadId]);
  return (
    <section className={styles.card} aria-labelledby={`load-detail-${loadId}`}>
      <div className={styles.heading}>
        <h4 id={`load-detail-${loadId}`} ref={heading} tabIndex={-1} className={styles.cardTitle}>
          Load {loadId}
        </h4>
        <a className={buttonClass({ size: 'sm' })} href={`#${closeHref}`}>
          Close load {loadId}
        </a>
      </div>
      <LinkedRecord<BulkLoad> key={`${loadId}-${revision}`} path="bulkLoadGet" id={loadId} what="bulk load">
        {(load) => (
          <>
            <p>
              Status: <StatusBadge status={load.status} />
            </p>
            <Fields load={load} onShowFailures={onShowFailures} />
          </>
        )}
      </LinkedRecord>
    </section>
  );
};
