import { useSelector } from '@xstate/react';
import { Button } from '../kit/ui/button';
import { useSoftphone } from './use-softphone';
import styles from './recording-controls.module.css';

const said = {
  starting: 'Starting recording…',
  recording: 'Recording',
  paused: 'Recording paused',
  failed: 'Not recorded: the recording could not start',
} as const;

/**
 * The call's recording (issue 39): whether it is recorded, Pause while a card number is read out and Resume after
 * (each in the audit trail), or Record on a queue recorded on demand. Nothing at all on a call never recorded.
 */
export const RecordingControls = ({ size }: { size?: 'sm' }) => {
  const actor = useSoftphone();
  const state = useSelector(actor, (s) => s.context.recording);
  if (state === 'off') return null;
  if (state === 'available')
    return (
      <Button size={size} onClick={() => actor.send({ type: 'telephony.recording.start' })}>
        Record call
      </Button>
    );
  const paused = state === 'paused';
  return (
    <span className={styles.recording}>
      <span role="status" className={`${styles.badge} ${paused ? styles.paused : ''}`}>
        {paused && size === 'sm' ? (
          <>
            <span className="visually-hidden">Recording </span>Paused
          </>
        ) : (
          said[state]
        )}
      </span>
      {(state === 'recording' || paused) && (
        <Button
          size={size}
          aria-pressed={paused}
          onClick={() =>
            actor.send({ type: paused ? 'telephony.recording.resume' : 'telephony.recording.pause' })
          }
        >
          {paused ? 'Resume' : 'Pause'}
          {/* The header's call bar is narrow: the badge beside the button says what it pauses. */}
          <span className={size === 'sm' ? 'visually-hidden' : undefined}> recording</span>
        </Button>
      )}
    </span>
  );
};
