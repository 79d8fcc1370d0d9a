import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { missedPauseCode } from '../../rules/call-routing';
import { NextState } from './next-state';
import { useSoftphone } from './use-softphone';
import styles from './softphone.module.css';
import { Button } from '../kit/ui/button';

/** Ready / Not ready with a reason code; during a call the change waits until the call ends. */
export const PauseMenu = () => {
  const actor = useSoftphone();
  // Missed is the router's to set (an offer rang out), not a reason an agent picks.
  const codes = useSelector(actor, (s) => s.context.pause_codes).filter((c) => c.code !== missedPauseCode);
  const current = useSelector(actor, (s) => s.context.current_pause);
  const previous = useSelector(actor, (s) => s.context.previous_pause);
  const notReady = useSelector(actor, (s) => s.hasTag('not-ready'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  // Ready is the main action only for a Not ready agent between calls; during a call it is a choice for later.
  const readyIsMain = useSelector(actor, (s) => s.hasTag('not-ready'));
  const [code, setCode] = useState('');
  return (
    <div role="group" aria-label="Agent state">
      {notReady && current && <p>Not ready: {current.reason}</p>}
      {previous && <p className={styles.muted}>Previous reason: {previous.reason}</p>}
      <NextState />
      <div className={`${styles.row} ${styles.pauseRow}`}>
        <label className={styles.label}>
          Pause reason
          <select className={styles.field} value={code} onChange={(e) => setCode(e.target.value)}>
            <option value="">Choose a reason</option>
            {codes.map((c) => (
              <option key={c.code} value={c.code}>
                {c.reason}
              </option>
            ))}
          </select>
        </label>
        <Button disabled={!code || busy} onClick={() => actor.send({ type: 'telephony.pause', code })}>
          Not ready
        </Button>
        <Button
          variant={readyIsMain ? 'primary' : 'secondary'}
          disabled={busy}
          onClick={() => actor.send({ type: 'telephony.ready' })}
        >
          Ready
        </Button>
      </div>
    </div>
  );
};
