import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useEffect, useRef } from 'react';
import { callbackOfferMachine } from '../../machines/telephony/callback-offer.machine';
import { formatPhone } from '../../rules/phone-number';
import { Button } from '../kit/ui/button';
import styles from './softphone.module.css';
import own from './callback-banner.module.css';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * A callback request ringing this agent (issue 39): the caller's number and queue, "Call back" focused so Enter
 * dials at once from the softphone, and "Decline" to pass it to the next agent.
 */
export const CallbackBanner = () => {
  const actor = useScreenActor(callbackOfferMachine);
  const ringing = useSelector(actor, (s) => s.hasTag('ringing'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const offer = useSelector(actor, (s) => s.context.offer);
  const error = useSelector(actor, (s) => s.context.error);
  const callRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (ringing) callRef.current?.focus();
  }, [ringing]);
  if (error && !offer)
    return (
      <p role="status" className={own.gone}>
        {error}
      </p>
    );
  if (!offer || (!ringing && !busy)) return null;
  const number = formatPhone(offer.caller_number);
  return (
    <div
      className={`${styles.incoming} ${ringing ? own.ringing : ''}`}
      role="alertdialog"
      aria-label={`Call back ${number}`}
      aria-describedby="callback-queue"
    >
      <strong>Callback request</strong>
      <span id="callback-queue">
        Queue: {offer.queue_name} · called at {timeOf(offer.arrived_at)}
      </span>
      <span className={styles.number}>{number}</span>
      <div className={styles.row}>
        <Button
          variant="primary"
          ref={callRef}
          disabled={busy}
          onClick={() => actor.send({ type: 'callback.take' })}
        >
          Call back
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => actor.send({ type: 'callback.decline' })}>
          Decline
        </Button>
      </div>
    </div>
  );
};
