import { useState } from 'react';
import type { GuidCheck, GuidLoad, SearchIndex } from '../../contracts/metadata/entities';
import { guidSchema } from '../../contracts/metadata/payloads';
import { formatDateTime } from '../../rules/kit-format';
import { LoadingButton } from '../kit/loading-button';
import { MetaField } from './meta-field';
import { MetaPage } from './meta-page';
import { RecordPicker } from './record-picker';
import { useMetaCall, useMetaCollection } from './use-meta';
import { useMetaPermissions } from './use-meta-permissions';
import styles from './metadata.module.css';

/** /ls-metadata/load-guid: is a received message already in an index? Load (or reload) it by its GUID. */
export const LoadGuidScreen = () => {
  const { canEdit } = useMetaPermissions();
  const indexes = useMetaCollection<SearchIndex>({ list: 'indexGetAll' });
  const [picked, setIndexId] = useState<number | null>(null);
  const indexId = picked ?? indexes.rows[0]?.id ?? null;
  const [guid, setGuid] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const call = useMetaCall<GuidCheck | GuidLoad>();
  const send = (path: 'checkGuid' | 'loadGuid') => {
    const parsed = guidSchema.safeParse(guid);
    if (!parsed.success) return setProblem(parsed.error.issues[0].message);
    if (!indexId) return setProblem('Choose an index');
    setProblem(null);
    call.send(path, { index_id: indexId, guid: parsed.data });
  };
  const check = call.path === 'checkGuid' ? (call.result as GuidCheck | null) : null;
  const loaded = call.path === 'loadGuid' ? (call.result as GuidLoad | null) : null;
  return (
    <MetaPage
      title="Load GUID"
      intro="Check whether a received message is in an index, and load it by its GUID."
    >
      <form
        className={styles.card}
        aria-label="Load by GUID"
        onSubmit={(e) => (e.preventDefault(), send('checkGuid'))}
      >
        <div className={styles.row}>
          <RecordPicker
            label="Index"
            records={indexes.rows}
            value={indexId}
            onPick={(id) => (setIndexId(id), call.clear())}
          />
          <MetaField label="GUID" help="load_guid.guid" className={styles.grow}>
            {(id) => (
              <input
                id={id}
                className={`${styles.input} ${problem ? styles.invalid : ''}`}
                value={guid}
                aria-invalid={Boolean(problem)}
                placeholder="3f2b8c1e-9d4a-4e6b-8f0a-1c2d3e4f5a6b"
                onChange={(e) => setGuid(e.target.value)}
              />
            )}
          </MetaField>
          <LoadingButton
            type="submit"
            loading={call.busy && call.path === 'checkGuid'}
            loadingText="Checking"
          >
            Check
          </LoadingButton>
          <LoadingButton
            variant="secondary"
            loading={call.busy && call.path === 'loadGuid'}
            loadingText="Loading"
            disabled={!canEdit}
            onClick={() => send('loadGuid')}
          >
            Load into index
          </LoadingButton>
        </div>
        {(problem || call.error) && (
          <p role="alert" className={styles.error}>
            {problem ?? call.error}
          </p>
        )}
      </form>
      <section className={styles.card} aria-label="Result" aria-live="polite">
        {!check && !loaded && <p className={styles.muted}>Enter a GUID, then check or load it.</p>}
        {check && (
          <p data-testid="guid-result">
            {!check.message_found
              ? `No message with GUID ${check.guid} was received for this index's message type.`
              : check.loaded
                ? `Already loaded (at ${formatDateTime(check.loaded_at ?? '')}).`
                : 'Received but not loaded into this index yet.'}
          </p>
        )}
        {loaded && (
          <>
            <p data-testid="guid-result">
              {loaded.replaced
                ? 'Loaded again: the document was replaced.'
                : 'Loaded: the document is in the index.'}
            </p>
            <pre className={styles.code}>{JSON.stringify(loaded.doc, null, 2)}</pre>
          </>
        )}
      </section>
    </MetaPage>
  );
};
