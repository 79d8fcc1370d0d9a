import { useEffect, useRef, type ReactNode } from 'react';
import button from '../shared/button.module.css';
import { cx } from '../shared/cx';
import styles from './side-panel.module.css';

type SidePanelProps = {
  /** Unique id of the panel (spec §2). */
  id: string;
  title: string;
  open: boolean;
  /** Width when open, in px or any CSS length. */
  width?: number | string;
  /** Stacking order, default 9999. */
  zIndex?: number;
  onClose: () => void;
  children?: ReactNode;
};

/**
 * Right-side sliding panel (spec §2, §4): opening sets the left border, width and stacking order; closing sets the
 * width to zero and emits close. A closed panel is inert, so its controls leave the tab order.
 */
export const SidePanel = ({
  id,
  title,
  open,
  width = 420,
  zIndex = 9999,
  onClose,
  children,
}: SidePanelProps) => {
  const closeRef = useRef<HTMLButtonElement>(null);
  // Focus goes into the panel when it opens and back where it was (e.g. the table's row) when it closes, so the
  // keyboard carries on from there instead of starting again at the top of the page.
  const returnTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      closeRef.current?.focus();
    } else if (returnTo.current) {
      if (returnTo.current.isConnected) returnTo.current.focus();
      returnTo.current = null;
    }
  }, [open]);
  return (
    <aside
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-hidden={!open}
      inert={!open}
      className={cx(styles.panel, open && styles.open)}
      style={{ width: open ? width : 0, zIndex }}
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
    >
      <header className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        <button
          ref={closeRef}
          type="button"
          className={cx(button.button, button.icon)}
          onClick={onClose}
          aria-label="Close panel"
        >
          ×
        </button>
      </header>
      <div className={styles.body}>{children}</div>
    </aside>
  );
};
