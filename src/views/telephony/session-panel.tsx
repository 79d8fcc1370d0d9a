import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { softphoneMachine } from '../../machines/telephony/softphone.machine';
import { unavailableHint } from '../../rules/telephony';
import { CallControls } from './call-controls';
import { RecentInteractions } from './recent-interactions';
import { DialPad } from './dial-pad';
import { OpenOnAnswerSetting } from './open-on-answer-setting';
import { PauseMenu } from './pause-menu';
import { QueueStatsTable } from './queue-stats';
import { useSoftphone } from './use-softphone';
import { WrapUpForm } from './wrap-up-form';
import styles from './softphone.module.css';
import { Button, buttonClass } from '../kit/ui/button';

type SessionPanelProps = {
  softphone: ActorRefFrom<typeof softphoneMachine>;
  /** Going to the flow's screen folds the dock: the panel closes. */
  onOpenFlow: () => void;
};

/** The panel's body for the current state; each part reads its own slice of the machine. */
export const SessionPanel = ({ softphone, onOpenFlow }: SessionPanelProps) => {
  const actor = useSoftphone();
  const signedOut = useSelector(actor, (s) => s.hasTag('pre-login'));
  const waiting = useSelector(actor, (s) => s.hasTag('signing-in') || s.hasTag('signing-out'));
  const signedIn = useSelector(actor, (s) => s.hasTag('signed-in'));
  const reconnecting = useSelector(actor, (s) => s.hasTag('sip-reconnecting'));
  const failed = useSelector(actor, (s) => s.hasTag('sip-failed'));
  // Queue login is offered once registered, and not again while it is being saved.
  const canJoinQueue = useSelector(actor, (s) => s.hasTag('out-of-queue') && !s.hasTag('busy'));
  const inQueue = useSelector(actor, (s) => s.hasTag('in-queue'));
  const betweenCalls = useSelector(actor, (s) => s.hasTag('ready') || s.hasTag('not-ready'));
  const inCall = useSelector(actor, (s) => s.hasTag('in-call'));
  const wrapping = useSelector(actor, (s) => s.hasTag('wrap-up'));
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);
  const attempt = useSelector(actor, (s) => s.context.retry_attempt);
  const restarting = useSelector(actor, (s) => s.context.sip_server_restarting);
  const unavailable = useSelector(actor, (s) => s.context.unavailable);
  const interval = useSelector(actor, (s) => s.context.timers.retry_interval_ms);
  const ext = useSelector(actor, (s) => s.context.sip_ext);
  const line = useSelector(actor, (s) => s.context.line);
  const online = useSelector(actor, (s) => s.context.online);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const missed = useSelector(actor, (s) => s.context.missed_offers);
  const rejected = useSelector(actor, (s) => s.context.rejected_offers);
  const send = actor.send;

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
          <Button onClick={() => send({ type: 'telephony.notice.dismiss' })}>Dismiss</Button>
        </div>
      )}
      {!online && (
        <p className={styles.alert} role="alert">
          No network connection.
        </p>
      )}
      {signedOut && (
        <Button variant="primary" onClick={() => send({ type: 'telephony.login' })}>
          Log in to telephony
        </Button>
      )}
      {waiting && <p role="status">Please wait…</p>}
      {unavailable && (reconnecting || failed) && (
        <div className={styles.alert} role="status">
          <p>{unavailable}</p>
          <p>{unavailableHint}</p>
        </div>
      )}
      {reconnecting && !unavailable && (
        <p className={styles.alert} role="status">
          {restarting ? 'SIP server restarting: reconnecting' : 'Reconnecting to the telephony server'}
          {attempt > 0 ? ` (attempt ${attempt}, every ${Math.round(interval / 1000)} s)` : '…'}
        </p>
      )}
      {failed && <Button onClick={() => send({ type: 'telephony.reconnect' })}>Reconnect</Button>}
      {ext && <p className={styles.muted}>Extension {ext}</p>}
      {/* The default workgroup's line (workgroups/default telephony_details): where its calls come from. */}
      {signedIn && line?.queue && (
        <p className={styles.muted} data-testid="workgroup-line">
          Queue {line.queue.name}
          {line.caller_id ? ` · caller ID ${line.caller_id}` : ''}
          {line.member_of_queue ? '' : ' (you are not a member)'}
        </p>
      )}
      {inQueue && (
        <p className={styles.muted} data-testid="offer-counters">
          Missed {missed} · Rejected {rejected}
        </p>
      )}
      {canJoinQueue && (
        <Button variant="primary" disabled={busy} onClick={() => send({ type: 'telephony.queue.login' })}>
          Log in to queues
        </Button>
      )}
      {/* During a call its controls come first: Hang up is the first thing the agent reaches. */}
      {inCall && <CallControls />}
      {inQueue && <PauseMenu />}
      {inCall && <RecentInteractions />}
      {(inCall || wrapping) && (
        <a href="#/telephony/call" className={buttonClass()} onClick={onOpenFlow}>
          Call to case
        </a>
      )}
      {wrapping && <WrapUpForm />}
      {betweenCalls && (
        <DialPad disabled={busy} onDial={(number) => send({ type: 'telephony.dial', number })} />
      )}
      {inQueue && <QueueStatsTable />}
      {signedIn && <OpenOnAnswerSetting softphone={softphone} />}
      {signedIn && (
        <div className={styles.row}>
          {inQueue && !inCall && !wrapping && (
            <Button onClick={() => send({ type: 'telephony.queue.logout' })}>Log out of queues</Button>
          )}
          {!inCall && !wrapping && (
            <Button onClick={() => send({ type: 'telephony.logout' })}>Log out of telephony</Button>
          )}
        </div>
      )}
    </>
  );
};
