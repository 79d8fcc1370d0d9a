import { useRef, type ReactNode } from 'react';
import { Icon } from './icons';
import { useScrollButtons } from './use-scroll-buttons';
import styles from './scroll-list.module.css';

type ScrollListProps = { pitch: number; label: string; contentKey: unknown; children: ReactNode };

/** A list with the sidebar's scroll-up and scroll-down buttons (spec §2). */
export const ScrollList = ({ pitch, label, contentKey, children }: ScrollListProps) => {
  const ref = useRef<HTMLDivElement>(null);
  const { up, down, scroll } = useScrollButtons(ref, pitch, contentKey);
  return (
    <div className={styles.wrap}>
      {up && (
        // eslint-disable-next-line no-restricted-syntax -- a strip across the sidebar's edge, not a button in look
        <button
          type="button"
          className={`${styles.button} ${styles.up}`}
          aria-label={`Scroll ${label} up`}
          onClick={() => scroll('up')}
        >
          <Icon name="chevronUp" size={18} />
        </button>
      )}
      <div ref={ref} className={styles.scroller}>
        <div>{children}</div>
      </div>
      {down && (
        // eslint-disable-next-line no-restricted-syntax -- a strip across the sidebar's edge, not a button in look
        <button
          type="button"
          className={`${styles.button} ${styles.down}`}
          aria-label={`Scroll ${label} down`}
          onClick={() => scroll('down')}
        >
          <Icon name="chevronDown" size={18} />
        </button>
      )}
    </div>
  );
};
