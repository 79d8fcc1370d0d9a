import { useSelector } from '@xstate/react';
import { useSoftphone } from './use-softphone';
import styles from './softphone.module.css';

/** What the agent goes to when this call's after-call work ends: asked for during it, or back to a pause. */
export const NextState = () => {
  const actor = useSoftphone();
  const codes = useSelector(actor, (s) => s.context.pause_codes);
  const pending = useSelector(actor, (s) => s.context.pending);
  const back = useSelector(actor, (s) => s.context.return_pause);
  const reason = (code: string) => codes.find((c) => c.code === code)?.reason ?? code;
  const text =
    pending?.kind === 'pause'
      ? `Next: Not ready – ${reason(pending.code)}`
      : pending?.kind === 'ready'
        ? 'Next: Ready'
        : pending?.kind === 'queueLogout'
          ? 'Next: log out of the queues'
          : back
            ? `Next: Not ready – ${back.reason}`
            : null;
  if (!text) return null;
  return (
    <p className={styles.note} role="status">
      {text}
    </p>
  );
};
