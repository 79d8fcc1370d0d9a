import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { agentBadge } from './agent-label';
import { IncomingBanner } from './incoming-banner';
import { linkPhone, type PhoneLeader } from './phone-handover';
import { SessionPanel } from './session-panel';
import { stopSoftphone } from './softphone-actor';
import { useSoftphoneActors } from './use-softphone-actors';
import { CallFlowContext, SoftphoneContext } from './use-softphone';
import { Button } from '../kit/ui/button';
import styles from './softphone.module.css';

/**
 * The softphone in the admin header of the tab that owns the phone: state badge and a panel; the incoming-call
 * banner shows whatever is open. Its phone stops when the tab gives the phone to another.
 */
export const SoftphoneDock = ({ leader }: { leader: PhoneLeader }) => {
  const { phone: actor, flow } = useSoftphoneActors();
  useEffect(() => () => stopSoftphone(), []);
  useEffect(() => linkPhone(leader, actor), [leader, actor]);
  const badge = useSelector(actor, agentBadge);
  const [open, setOpen] = useState(false);
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
            {open && <SessionPanel />}
          </section>
        </div>
        <IncomingBanner />
      </CallFlowContext.Provider>
    </SoftphoneContext.Provider>
  );
};
