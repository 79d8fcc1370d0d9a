import { useSelector } from '@xstate/react';
import { formatPhone } from '../../rules/phone-number';
import { callClock } from '../../rules/test-caller-status';
import { useNow } from '../kit/display/use-now';
import { RecordingControls } from './recording-controls';
import { useCallFlow, useSoftphone } from './use-softphone';
import { Button } from '../kit/ui/button';
import styles from './softphone.module.css';

/**
 * The dock folded into the header while the call-to-case form is open: who is calling, the call time, and mute,
 * hold and hang up, so nothing covers the form. The full panel (transfer, keypad) is still one click on Phone.
 */
export const CallBar = () => {
  const actor = useSoftphone();
  const flow = useCallFlow();
  const number = useSelector(actor, (s) => s.context.call_number);
  const answeredAt = useSelector(actor, (s) => s.context.answered_at);
  const held = useSelector(actor, (s) => s.hasTag('on-hold'));
  const muted = useSelector(actor, (s) => s.context.muted);
  const caller = useSelector(flow, (s) => (s.context.party ?? s.context.parties[0])?.name ?? null);
  const now = useNow();
  return (
    <div className={styles.callBar} role="group" aria-label="Call in progress">
      <span className={styles.callBarCaller} title={formatPhone(number)}>
        {caller ?? formatPhone(number)}
      </span>
      <span className={styles.muted} aria-live="off">
        {answeredAt ? (
          <>
            <span className="visually-hidden">Call time </span>
            {callClock(now - answeredAt)}
          </>
        ) : (
          ''
        )}
      </span>
      <Button
        size="sm"
        aria-pressed={muted}
        onClick={() => actor.send({ type: muted ? 'telephony.call.unmute' : 'telephony.call.mute' })}
      >
        {muted ? 'Unmute' : 'Mute'}
      </Button>
      <Button
        size="sm"
        aria-pressed={held}
        onClick={() => actor.send({ type: held ? 'telephony.call.unhold' : 'telephony.call.hold' })}
      >
        {held ? 'Resume' : 'Hold'}
      </Button>
      <RecordingControls size="sm" />
      <Button size="sm" variant="danger" onClick={() => actor.send({ type: 'telephony.call.hangup' })}>
        Hang up
      </Button>
    </div>
  );
};
