import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import type { BulkLoad, BulkLoadFailure, SearchIndex } from '../../contracts/metadata/entities';
import { bulkLoadMachine } from '../../machines/bulk-load.machine';
import { ConfirmModal } from '../kit/confirm-modal/confirm-modal';
import { closeModal, openModal } from '../kit/confirm-modal/modal-registry';
import { LoadingButton } from '../kit/loading-button';
import { useNavigate } from '../kit/use-navigate';
import { BulkLoadDetail } from './bulk-load-detail';
import { FieldHelp } from './field-help';
import { linkedId } from './linked-record';
import { metaAddress } from './meta-addresses';
import { StatusBadge } from './status-badge';
import { useMetaCollection } from './use-meta';
import styles from './metadata.module.css';
import { Datatable } from '../kit/datatable/datatable';
import type { DatatableColumn } from '../kit/datatable/columns';
import { LoadHistory } from './load-history';
import { Button } from '../kit/ui/button';

const failureColumns: DatatableColumn<BulkLoadFailure>[] = [
  { id: 'guid', title: 'GUID', fit: true },
  { id: 'reason', title: 'Reason', grow: true, width: 240 },
];

type BulkLoadPanelProps = { index: SearchIndex; canLoad: boolean; onFinished: () => void };

/**
 * Bulk loads of one index: start after the §5 warning, live progress with failed rows, cancel, and the index's
 * load history (/history/bulk_load/get) of which a finished load can be removed (…/bulkloads/remove). One load
 * opens in a pane (…/bulkloads/get) at the index's address with ?load=, so the index stays as it is.
 */
export const BulkLoadPanel = ({ index, canLoad, onFinished }: BulkLoadPanelProps) => {
  const actor = useScreenActor(bulkLoadMachine);
  const navigate = useNavigate();
  const openLoad = linkedId(new URLSearchParams(useSearch()).get('load') ?? undefined);
  const detail = useSelector(actor, (s) => s.context.detail);
  const error = useSelector(actor, (s) => s.context.error);
  const running = useSelector(actor, (s) => s.hasTag('running'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  // A finished load's figures stay until put away (the machine's bulk.dismiss had no control).
  const finished = useSelector(actor, (s) => s.can({ type: 'bulk.dismiss' }));
  const openLoadRef = useRef(openLoad);
  useEffect(() => {
    openLoadRef.current = openLoad;
  });
  const [removing, setRemoving] = useState<BulkLoad | null>(null);
  const removeId = `remove-bulk-load-${index.id}`;
  const history = useMetaCollection<BulkLoad>(
    { list: 'bulkLoadHistory', listBody: { index_id: index.id } },
    {
      removed: (id) => {
        closeModal(removeId);
        if (id === openLoadRef.current) navigate(metaAddress.index(index.id));
      },
      // A load already running when the screen opens (another tab, before a reload) is watched as well.
      loaded: (rows) => {
        const live = rows.find((l) => l.status === 'running');
        if (live && !actor.getSnapshot().hasTag('running'))
          actor.send({ type: 'bulk.watch', loadId: live.id });
      },
    },
  );
  const finishedRef = useRef(() => {});
  useEffect(() => {
    finishedRef.current = () => {
      history.reload();
      onFinished();
    };
  });
  useEffect(() => {
    // A subscription, not a load on a state change: the machine says when a load ended.
    const sub = actor.on('bulk.finished', () => finishedRef.current());
    return () => sub.unsubscribe();
  }, [actor]);
  const shown = detail;
  return (
    <section className={styles.card} aria-label="Bulk loads">
      <div className={styles.heading}>
        <h3 className={styles.cardTitle}>
          Bulk loads <FieldHelp k="bulk_load.warning" label="bulk loads" />
        </h3>
        <div className={styles.row}>
          {running && (
            <LoadingButton
              variant="secondary"
              loading={busy}
              loadingText="Cancelling"
              onClick={() => actor.send({ type: 'bulk.cancel' })}
            >
              Cancel load
            </LoadingButton>
          )}
          {finished && (
            <Button variant="secondary" onClick={() => actor.send({ type: 'bulk.dismiss' })}>
              Close progress
            </Button>
          )}
          <LoadingButton
            loading={busy && !running}
            loadingText="Starting"
            disabled={!canLoad || running}
            onClick={() => openModal(`bulk-load-${index.id}`)}
          >
            Start bulk load
          </LoadingButton>
        </div>
      </div>
      {!canLoad && <p className={styles.muted}>Your profile may not start bulk loads.</p>}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {shown && (
        <div aria-label="Load progress" role="group">
          <p>
            Load {shown.id}: <StatusBadge status={shown.status} />{' '}
            {shown.resumes > 0 && <span className={styles.muted}>(resumed after a restart)</span>}
          </p>
          <progress
            className={styles.progress}
            max={Math.max(shown.total, shown.received, 1)}
            value={shown.received}
            aria-label="Messages received by the load"
          />
          <dl className={styles.counts}>
            <div>
              <dt>Total</dt>
              <dd data-testid="load-total">{shown.total}</dd>
            </div>
            <div>
              <dt>Received</dt>
              <dd data-testid="load-received">{shown.received}</dd>
            </div>
            <div>
              <dt>Indexed</dt>
              <dd data-testid="load-indexed">{shown.indexed}</dd>
            </div>
            <div>
              <dt>Failed</dt>
              <dd data-testid="load-failed">{shown.failed}</dd>
            </div>
          </dl>
          {shown.note && <p className={styles.muted}>{shown.note}</p>}
          {shown.failures.length > 0 && (
            <details open={shown.failures.length <= 20}>
              <summary>
                Failed rows ({shown.failures_total}
                {shown.failures_total > shown.failures.length ? `, first ${shown.failures.length} shown` : ''}
                )
              </summary>
              <Datatable
                label="Failed rows"
                rows={shown.failures}
                columns={failureColumns}
                filterColumns={['guid', 'reason']}
                viewId="bulk-load-failures"
              />
            </details>
          )}
        </div>
      )}
      <div aria-live="polite">
        {history.error && (
          <p role="alert" className={styles.error}>
            {history.error}
          </p>
        )}
        {history.notice && !history.error && <p className={styles.notice}>Load removed</p>}
      </div>
      <LoadHistory
        loads={history.rows}
        loading={history.busy}
        openLoad={openLoad}
        mayRemove={canLoad && !history.busy}
        onShow={(l) => navigate(metaAddress.load(index.id, l.id))}
        onRemove={(l) => (setRemoving(l), openModal(removeId))}
      />
      {openLoad !== null && (
        <BulkLoadDetail
          key={openLoad}
          loadId={openLoad}
          // Read again when the history sees the load change (a running load that ended).
          revision={history.rows.find((l) => l.id === openLoad)?.status ?? ''}
          closeHref={metaAddress.index(index.id)}
          onShowFailures={(loadId) => actor.send({ type: 'bulk.watch', loadId })}
        />
      )}
      <ConfirmModal
        id={removeId}
        title="Remove bulk load"
        confirmLabel="Remove"
        loadingLabel="Removing"
        onConfirm={() => void (removing && history.remove('bulkLoadRemove', removing.id))}
      >
        <p>
          Remove load <strong>{removing?.id}</strong> ({removing?.status}, {removing?.indexed} indexed) and
          its failed rows from the history? The index keeps what the load put in it.
        </p>
      </ConfirmModal>
      <ConfirmModal
        id={`bulk-load-${index.id}`}
        title="Start a bulk load"
        confirmLabel="Start load"
        loadingLabel="Starting"
        onConfirm={() => actor.send({ type: 'bulk.start', indexId: index.id })}
      >
        <p>
          The search index <strong>{index.name}</strong> will be emptied and every received{' '}
          <strong>{index.message_type_name}</strong> message loaded again, 1000 at a time.{' '}
          <strong>The index is unusable until the load completes.</strong>
        </p>
        <p className={styles.warning}>
          Do not run a bulk load in a live environment: searches on this index fail until it ends.
        </p>
      </ConfirmModal>
    </section>
  );
};
