import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { formatPhone } from '../../rules/phone-number';
import { RecentInteractions } from './recent-interactions';
import { useCallFlow, useSoftphone } from './use-softphone';
import styles from './softphone.module.css';
import { Button } from '../kit/ui/button';

/**
 * Ringing: the caller's number with answer and reject, focused so Enter answers at once, and the identified
 * caller's recent interactions below them.
 */
export const IncomingBanner = () => {
  const actor = useSoftphone();
  const ringing = useSelector(actor, (s) => s.hasTag('ringing'));
  const number = useSelector(actor, (s) => s.context.incoming_number);
  const queue = useSelector(actor, (s) => s.context.call_queue);
  const flow = useCallFlow();
  const lookingUp = useSelector(flow, (s) => s.matches('lookingUp'));
  const caller = useSelector(flow, (s) => (s.context.number === number ? s.context.parties[0] : undefined));
  const answerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (ringing) answerRef.current?.focus();
  }, [ringing]);
  if (!ringing) return null;
  return (
    <div
      className={styles.incoming}
      role="alertdialog"
      aria-label="Incoming call"
      aria-describedby="incoming-number"
    >
      <strong>Incoming call</strong>
      {queue && <span data-testid="incoming-queue">Queue: {queue}</span>}
      <span id="incoming-number" className={styles.number}>
        {formatPhone(number)}
      </span>
      <span data-testid="caller-identity">
        {lookingUp
          ? 'Looking up the caller…'
          : caller
            ? `${caller.name}, ${caller.organisation}`
            : 'Unidentified-Customer'}
      </span>
      <div className={styles.row}>
        <Button
          variant="primary"
          ref={answerRef}
          onClick={() => actor.send({ type: 'telephony.call.answer' })}
        >
          Answer
        </Button>
        <Button variant="danger" onClick={() => actor.send({ type: 'telephony.call.reject' })}>
          Reject
        </Button>
      </div>
      <RecentInteractions />
    </div>
  );
};
