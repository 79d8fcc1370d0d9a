import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { formatPhone } from '../../rules/phone-number';
import { useNow } from '../kit/display/use-now';
import { DtmfPad } from './dtmf-pad';
import { RecordingControls } from './recording-controls';
import { TransferPanel } from './transfer-panel';
import { useSoftphone } from './use-softphone';
import styles from './softphone.module.css';
import { Button } from '../kit/ui/button';

const clock = (ms: number): string => {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};

/** The current call: number, timer, hold, mute, keypad tones, transfer, hang up. */
export const CallControls = () => {
  const actor = useSoftphone();
  const number = useSelector(actor, (s) => s.context.call_number);
  const answeredAt = useSelector(actor, (s) => s.context.answered_at);
  const held = useSelector(actor, (s) => s.hasTag('on-hold'));
  const muted = useSelector(actor, (s) => s.context.muted);
  const dialling = useSelector(actor, (s) => s.hasTag('dialing'));
  const connected = useSelector(actor, (s) => s.hasTag('connected'));
  const inTransfer = useSelector(actor, (s) => s.hasTag('consulting') || s.hasTag('transferring'));
  const [transferOpen, setTransferOpen] = useState(false);
  const now = useNow();
  return (
    <div aria-label="Current call" role="group">
      <p className={styles.number}>{formatPhone(number)}</p>
      <p className={styles.muted} aria-live="off">
        {dialling ? 'Calling…' : answeredAt ? `Call time ${clock(now - answeredAt)}` : ''}
      </p>
      <div className={styles.row}>
        {/* First and the one loud button: during a call, hanging up is the main action. */}
        <Button variant="danger" onClick={() => actor.send({ type: 'telephony.call.hangup' })}>
          Hang up
        </Button>
        {!dialling && !inTransfer && (
          <>
            <Button
              aria-pressed={held}
              onClick={() => actor.send({ type: held ? 'telephony.call.unhold' : 'telephony.call.hold' })}
            >
              {held ? 'Resume' : 'Hold'}
            </Button>
            <Button
              aria-pressed={muted}
              onClick={() => actor.send({ type: muted ? 'telephony.call.unmute' : 'telephony.call.mute' })}
            >
              {muted ? 'Unmute' : 'Mute'}
            </Button>
            {connected && <RecordingControls />}
            {connected && (
              <Button aria-expanded={transferOpen} onClick={() => setTransferOpen((was) => !was)}>
                Transfer
              </Button>
            )}
          </>
        )}
      </div>
      {connected && (transferOpen || inTransfer) && <TransferPanel onClose={() => setTransferOpen(false)} />}
      {connected && !inTransfer && <DtmfPad />}
    </div>
  );
};
