import { useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useRoute } from 'wouter';
import { callFlowPath, type softphoneMachine } from '../../machines/telephony/softphone.machine';
import { agentBadge } from './agent-label';
import { CallBar } from './call-bar';
import { CallbackBanner } from './callback-banner';
import { IncomingBanner } from './incoming-banner';
import { MonitorBar } from './monitor-bar';
import { SessionPanel } from './session-panel';
import { softphoneChildren } from './use-softphone-actors';
import { CallFlowContext, SoftphoneContext } from './use-softphone';
import { Button } from '../kit/ui/button';
import styles from './softphone.module.css';

/**
 * The softphone in the admin header of the tab that owns the phone: state badge and a panel; the incoming-call
 * banner shows whatever is open. The softphone is the system's (phone-handover.machine): it stops when the tab
 * gives the phone to another, not when this dock unmounts.
 */
export const SoftphoneDock = ({ softphone }: { softphone: ActorRefFrom<typeof softphoneMachine> }) => {
  const { phone: actor, flow, monitor } = useMemo(() => softphoneChildren(softphone), [softphone]);
  const badge = useSelector(actor, agentBadge);
  const [open, setOpen] = useState(false);
  // While the flow's form is on screen the dock folds into a call bar, and its panel closes so it covers nothing.
  const [onFlowScreen] = useRoute(callFlowPath);
  const flowOpen = useSelector(flow, (s) => s.value !== 'idle');
  const inCall = useSelector(actor, (s) => s.hasTag('in-call'));
  const folded = onFlowScreen && flowOpen;
  const [wasFolded, setWasFolded] = useState(folded);
  if (wasFolded !== folded) {
    setWasFolded(folded);
    if (folded) setOpen(false);
  }
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <SoftphoneContext.Provider value={actor}>
      <CallFlowContext.Provider value={flow}>
        <div className={styles.dock}>
          {folded && inCall && <CallBar />}
          <MonitorBar monitor={monitor} />
          <Button
            ref={toggleRef}
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((was) => !was)}
          >
            <span aria-hidden="true" className={styles.toggleIcon}>
              ☎
            </span>
            <span className={styles.toggleLabel}>Phone</span>
            <span className={`${styles.badge} ${badge.tone}`} data-testid="agent-state" role="status">
              {badge.text}
            </span>
          </Button>
          <section
            id={panelId}
            className={styles.panel}
            hidden={!open}
            aria-label="Softphone"
            data-softphone-panel=""
          >
            {open && <SessionPanel softphone={softphone} onOpenFlow={() => setOpen(false)} />}
          </section>
        </div>
        <IncomingBanner />
        <CallbackBanner />
      </CallFlowContext.Provider>
    </SoftphoneContext.Provider>
  );
};
