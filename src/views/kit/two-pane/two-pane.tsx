import { useState, type ReactNode } from 'react';
import { initialPaneLayout, isPaneVisible, togglePane, type PaneSide } from '../../../rules/kit-panes';
import button from '../shared/button.module.css';
import { cx } from '../shared/cx';
import styles from './two-pane.module.css';

type TwoPaneProps = {
  left: ReactNode;
  right: ReactNode;
  leftLabel?: string;
  rightLabel?: string;
  /** Left pane share of the width when both show, as grid columns out of 12 (the original layout). */
  leftColumns?: number;
};

/** Left/right two-pane toggler (spec §4): both panes at start; a toggle gives one side the whole width, and
 * toggling it again restores the original layout. */
export const TwoPane = ({
  left,
  right,
  leftLabel = 'Left pane',
  rightLabel = 'Right pane',
  leftColumns = 4,
}: TwoPaneProps) => {
  const [layout, setLayout] = useState(initialPaneLayout);
  const toggle = (side: PaneSide) => setLayout((l) => togglePane(l, side));
  const columns = layout === 'both' ? `${leftColumns}fr ${12 - leftColumns}fr` : '1fr';
  const toggler = (side: PaneSide, label: string) => (
    <button
      type="button"
      className={cx(button.button)}
      aria-pressed={layout === side}
      onClick={() => toggle(side)}
    >
      {layout === side ? `Show both panes` : `Expand ${label.toLowerCase()}`}
    </button>
  );
  return (
    <div className={styles.wrap}>
      <div className={button.row}>
        {toggler('left', leftLabel)}
        {toggler('right', rightLabel)}
      </div>
      <div className={styles.panes} style={{ gridTemplateColumns: columns }}>
        {isPaneVisible(layout, 'left') && (
          <section aria-label={leftLabel} className={styles.pane}>
            {left}
          </section>
        )}
        {isPaneVisible(layout, 'right') && (
          <section aria-label={rightLabel} className={styles.pane}>
            {right}
          </section>
        )}
      </div>
    </div>
  );
};
