import { useEffect, useId, useRef, useState } from 'react';
import button from '../shared/button.module.css';
import { cx } from '../shared/cx';
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
      <button
        ref={triggerRef}
        type="button"
        className={cx(button.button, button.danger)}
        onClick={() => setAsking(true)}
      >
        {triggerLabel}
      </button>
    );
  }
  return (
    <div role="group" aria-labelledby={textId} className={styles.box}>
      <span id={textId}>{text}</span>
      <button type="button" className={cx(button.button, button.danger)} onClick={() => answer(true)}>
        Yes
      </button>
      <button
        ref={noRef}
        type="button"
        className={button.button}
        onClick={() => answer(false)}
        onKeyDown={(e) => e.key === 'Escape' && answer(false)}
      >
        No
      </button>
    </div>
  );
};
