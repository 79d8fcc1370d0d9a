import type { CaseRecording } from '../../contracts/telephony/recordings';
import type { CaseRecordingsEvent } from '../../machines/case-recordings.machine';
import { formatDateTime } from '../../rules/kit-format';
import { formatPhone } from '../../rules/phone-number';
import { Button } from '../kit/ui/button';
import styles from './desk.module.css';
import own from './case-recordings.module.css';
import { lengthClock, RecordingPlayer } from '../kit/recording-player';

type Props = {
  recording: CaseRecording;
  dataUrl: string | null;
  loading: boolean;
  mayDownload: boolean;
  send: (event: CaseRecordingsEvent) => void;
};

/** One recorded call in the case's timeline: who took it, how long, and its player inline. */
export const CaseRecordingEntry = ({ recording: r, dataUrl, loading, mayDownload, send }: Props) => {
  const label = `the call with ${formatPhone(r.number)}, ${formatDateTime(r.started_at)}`;
  return (
    <li data-testid="case-recording">
      <div className={own.item}>
        <span>
          <strong>Call recorded</strong> with {formatPhone(r.number)}, taken by {r.agent_name},{' '}
          {formatDateTime(r.started_at)}
          <span className={styles.muted}> — {lengthClock(r.duration_ms)}</span>
        </span>
        <RecordingPlayer
          label={label}
          durationMs={r.duration_ms}
          dataUrl={dataUrl}
          loading={loading}
          onLoad={() => send({ type: 'recordings.play', id: r.call_log_table_id })}
        />
        {mayDownload && (
          <Button
            size="sm"
            variant="quiet"
            className={own.download}
            onClick={() => send({ type: 'recordings.download', id: r.call_log_table_id })}
          >
            Download<span className="visually-hidden"> the recording of {label}</span>
          </Button>
        )}
      </div>
    </li>
  );
};
