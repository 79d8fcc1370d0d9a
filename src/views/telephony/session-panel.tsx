import { useSelector } from '@xstate/react';
import { CallControls } from './call-controls';
import { DialPad } from './dial-pad';
import { PauseMenu } from './pause-menu';
import { QueueStatsTable } from './queue-stats';
import { useSoftphone } from './use-softphone';
import { WrapUpForm } from './wrap-up-form';
import styles from './softphone.module.css';

type Inner =
  'ready' | 'notReady' | 'ringing' | 'dialing' | 'onCall' | 'onHold' | 'wrapUp' | 'disposing' | string;

/** The panel's body for the current state; each part reads its own slice of the machine. */
export const SessionPanel = () => {
  const actor = useSoftphone();
  const top = useSelector(actor, (s) => (typeof s.value === 'string' ? s.value : 'session'));
  const connection = useSelector(actor, (s) =>
    typeof s.value === 'string' ? null : (s.value.session.connection as string),
  );
  const agent = useSelector(actor, (s) => {
    if (typeof s.value === 'string') return null;
    const a = s.value.session.agent;
    return typeof a === 'string' ? a : `inQueue.${(a as { inQueue: Inner }).inQueue}`;
  });
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);
  const attempt = useSelector(actor, (s) => s.context.retry_attempt);
  const interval = useSelector(actor, (s) => s.context.timers.retry_interval_ms);
  const ext = useSelector(actor, (s) => s.context.sip_ext);
  const online = useSelector(actor, (s) => s.context.online);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const send = actor.send;
  const inCall = agent !== null && /ringing|dialing|onCall|onHold/.test(agent);
  const wrapping = agent === 'inQueue.wrapUp' || agent === 'inQueue.disposing';

  return (
    <>
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      {notice && (
        <div className={styles.note} role="status">
          <p>{notice}</p>
          <button
            type="button"
            className={styles.button}
            onClick={() => send({ type: 'telephony.notice.dismiss' })}
          >
            Dismiss
          </button>
        </div>
      )}
      {!online && (
        <p className={styles.alert} role="alert">
          No network connection.
        </p>
      )}
      {top === 'preLogin' && (
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          onClick={() => send({ type: 'telephony.login' })}
        >
          Log in to telephony
        </button>
      )}
      {(top === 'loading' || top === 'loggingOut') && <p role="status">Please wait…</p>}
      {connection === 'reconnecting' && (
        <p className={styles.alert} role="status">
          Reconnecting to the telephony server
          {attempt > 0 ? ` (attempt ${attempt}, every ${Math.round(interval / 1000)} s)` : '…'}
        </p>
      )}
      {connection === 'failed' && (
        <button type="button" className={styles.button} onClick={() => send({ type: 'telephony.reconnect' })}>
          Reconnect
        </button>
      )}
      {ext && <p className={styles.muted}>Extension {ext}</p>}
      {agent === 'registered' && (
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          disabled={busy}
          onClick={() => send({ type: 'telephony.queue.login' })}
        >
          Log in to queues
        </button>
      )}
      {agent?.startsWith('inQueue') && <PauseMenu />}
      {inCall && <CallControls />}
      {(inCall || wrapping) && (
        <a href="#/telephony/call" className={styles.button}>
          Call to case
        </a>
      )}
      {wrapping && <WrapUpForm />}
      {(agent === 'inQueue.ready' || agent === 'inQueue.notReady') && (
        <DialPad disabled={busy} onDial={(number) => send({ type: 'telephony.dial', number })} />
      )}
      {agent?.startsWith('inQueue') && <QueueStatsTable />}
      {top === 'session' && (
        <div className={styles.row}>
          {agent?.startsWith('inQueue') && !inCall && !wrapping && (
            <button
              type="button"
              className={styles.button}
              onClick={() => send({ type: 'telephony.queue.logout' })}
            >
              Log out of queues
            </button>
          )}
          {!inCall && !wrapping && (
            <button
              type="button"
              className={styles.button}
              onClick={() => send({ type: 'telephony.logout' })}
            >
              Log out of telephony
            </button>
          )}
        </div>
      )}
    </>
  );
};
