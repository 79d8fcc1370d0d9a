import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../ui/button';
import styles from './inline-confirm.module.css';

export const defaultInlineConfirmText = 'Are you sure you want to remove this document ?';

type InlineConfirmProps = {
  /** The button that asks; it turns into the question in place. */
  triggerLabel: string;
  text?: string;
  onConfirm: () => void;
  onCancel?: () => void;
};

/** In-place yes/no confirmation (spec §2). Focus moves to No, the safe answer, and back to the trigger after. */
export const InlineConfirm = ({
  triggerLabel,
  text = defaultInlineConfirmText,
  onConfirm,
  onCancel,
}: InlineConfirmProps) => {
  const [asking, setAsking] = useState(false);
  const noRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const textId = useId();
  useEffect(() => {
    if (asking) noRef.current?.focus();
    else if (returnFocus.current) triggerRef.current?.focus();
  }, [asking]);
  const answer = (yes: boolean) => {
    returnFocus.current = true;
    setAsking(false);
    if (yes) onConfirm();
    else onCancel?.();
  };
  if (!asking) {
    return (
      // Quiet until asked: a row of loud red triggers would outshout the row itself; only the Yes is loud.
      <Button ref={triggerRef} variant="quiet" size="sm" tone="danger" onClick={() => setAsking(true)}>
        {triggerLabel}
      </Button>
    );
  }
  return (
    <div role="group" aria-labelledby={textId} className={styles.box}>
      <span id={textId}>{text}</span>
      <Button variant="danger" size="sm" onClick={() => answer(true)}>
        Yes
      </Button>
      <Button
        ref={noRef}
        size="sm"
        onClick={() => answer(false)}
        onKeyDown={(e) => e.key === 'Escape' && answer(false)}
      >
        No
      </Button>
    </div>
  );
};
