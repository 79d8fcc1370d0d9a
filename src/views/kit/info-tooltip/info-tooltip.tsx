import { Tooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import styles from './info-tooltip.module.css';

type InfoTooltipProps = {
  content: ReactNode;
  /** Default right (spec §2). */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** The accessible name of the trigger. */
  label?: string;
};

/** An info button whose tooltip opens on hover and on keyboard focus. */
export const InfoTooltip = ({ content, side = 'right', label = 'More information' }: InfoTooltipProps) => (
  <Tooltip.Provider delayDuration={200}>
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button type="button" className={styles.trigger} aria-label={label}>
          <span aria-hidden="true">i</span>
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content side={side} sideOffset={6} className={styles.content}>
          {content}
          <Tooltip.Arrow className={styles.arrow} />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  </Tooltip.Provider>
);
