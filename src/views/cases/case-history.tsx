import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useEffect, useId, type ReactNode } from 'react';
import type { CaseHistoryEntry } from '../../contracts/workflow/cases';
import type { CaseRecording } from '../../contracts/telephony/recordings';
import { caseRecordingsMachine } from '../../machines/case-recordings.machine';
import { saveFile } from '../kit/document-viewer/file-url';
import { useMayDo } from '../kit/permission/use-permission';
import styles from './desk.module.css';
import { CaseRecordingEntry } from './case-recording-entry';

type Props = {
  caseId: number;
  history: CaseHistoryEntry[];
  /** The words of one change, as the case page writes them. */
  renderEntry: (entry: CaseHistoryEntry) => ReactNode;
};

type Row = { at: string; key: string; change?: CaseHistoryEntry; recording?: CaseRecording };

/**
 * The case's timeline: every change to it and, at the time each call began, the recording of each call the case
 * was made from (issue 39), played where it happened in the case's story. In the order the history comes in.
 */
export const CaseHistory = ({ caseId, history, renderEntry }: Props) => {
  const ref = useScreenActor(caseRecordingsMachine, { input: { caseId } });
  const recordings = useSelector(ref, (s) => s.context.recordings);
  const media = useSelector(ref, (s) => s.context.media);
  const pendingId = useSelector(ref, (s) => s.context.pendingId);
  const error = useSelector(ref, (s) => s.context.error);
  // The profile's key, as every screen offers actions; the service said the same of each row (can_download).
  const mayDownload = useMayDo('recording.download');
  const uid = useId();
  useEffect(() => {
    const sub = ref.on('recordings.save', (e) => saveFile(e.file.file_name, e.file.data_url));
    return () => sub.unsubscribe();
  }, [ref]);
  const newestFirst = history.length > 1 && history[0]!.at > history[history.length - 1]!.at;
  const rows: Row[] = [
    ...history.map((change) => ({ at: change.at, key: `change-${change.id}`, change })),
    ...recordings.map((r) => ({ at: r.started_at, key: `recording-${r.call_log_table_id}`, recording: r })),
  ].sort((a, b) => (newestFirst ? b.at.localeCompare(a.at) : a.at.localeCompare(b.at)));
  return (
    <section className={styles.card} aria-labelledby={`${uid}-title`} data-testid="case-history">
      <h2 id={`${uid}-title`}>History</h2>
      {error && (
        <p role="alert" className={styles.fieldError}>
          {error}
        </p>
      )}
      <ol className={styles.history}>
        {rows.map((row) =>
          row.recording ? (
            <CaseRecordingEntry
              key={row.key}
              recording={row.recording}
              dataUrl={media[row.recording.call_log_table_id] ?? null}
              loading={pendingId === row.recording.call_log_table_id}
              mayDownload={mayDownload && row.recording.can_download}
              send={ref.send}
            />
          ) : (
            <li key={row.key}>{row.change && renderEntry(row.change)}</li>
          ),
        )}
      </ol>
    </section>
  );
};
