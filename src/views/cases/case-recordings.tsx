import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { caseRecordingsMachine } from '../../machines/case-recordings.machine';
import { formatDateTime } from '../../rules/kit-format';
import { formatPhone } from '../../rules/phone-number';
import { saveFile } from '../kit/document-viewer/file-url';
import { useMayDo } from '../kit/permission/use-permission';
import { Button } from '../kit/ui/button';
import styles from './desk.module.css';
import own from './case-recordings.module.css';
import { lengthClock, RecordingPlayer } from '../kit/recording-player';

/** The recordings of the calls this case was made from (issue 39), each with its player. */
export const CaseRecordings = ({ caseId }: { caseId: number }) => {
  const ref = useActorRef(caseRecordingsMachine, { input: { caseId } });
  const recordings = useSelector(ref, (s) => s.context.recordings);
  const media = useSelector(ref, (s) => s.context.media);
  const pendingId = useSelector(ref, (s) => s.context.pendingId);
  const error = useSelector(ref, (s) => s.context.error);
  const uid = useId();
  // The profile's key, as every screen offers actions; the service said the same of each row (can_download).
  const mayDownload = useMayDo('recording.download');
  useEffect(() => {
    const sub = ref.on('recordings.save', (e) => saveFile(e.file.file_name, e.file.data_url));
    return () => sub.unsubscribe();
  }, [ref]);
  // A case made without a recorded call shows nothing: the section is for the calls that were recorded.
  if (recordings.length === 0 && !error) return null;
  return (
    <section className={styles.card} aria-labelledby={`${uid}-title`} data-testid="case-recordings">
      <h2 id={`${uid}-title`}>Call recordings</h2>
      {error && (
        <p role="alert" className={styles.fieldError}>
          {error}
        </p>
      )}
      <ul className={own.list}>
        {recordings.map((r) => {
          const label = `the call with ${formatPhone(r.number)}, ${formatDateTime(r.started_at)}`;
          return (
            <li key={r.call_log_table_id} className={own.item}>
              <p className={own.meta}>
                Call with {formatPhone(r.number)} · {formatDateTime(r.started_at)} · taken by {r.agent_name} ·{' '}
                {lengthClock(r.duration_ms)}
              </p>
              <RecordingPlayer
                label={label}
                durationMs={r.duration_ms}
                dataUrl={media[r.call_log_table_id] ?? null}
                loading={pendingId === r.call_log_table_id}
                onLoad={() => ref.send({ type: 'recordings.play', id: r.call_log_table_id })}
              />
              {mayDownload && r.can_download && (
                <Button
                  size="sm"
                  variant="quiet"
                  className={own.download}
                  onClick={() => ref.send({ type: 'recordings.download', id: r.call_log_table_id })}
                >
                  Download<span className="visually-hidden"> the recording of {label}</span>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
};
