import { IconButton } from './icon-button';
import styles from './filter-pill.module.css';

type FilterPillProps = {
  text: string;
  /** The filter applies; off, it is kept (struck through) but not applied. */
  on: boolean;
  onToggle: () => void;
  onRemove: () => void;
};

/** A filter as a pill (Kibana style): press it to switch it off and on without losing it; × removes it. */
export const FilterPill = ({ text, on, onToggle, onRemove }: FilterPillProps) => (
  <li className={`${styles.pill} ${on ? '' : styles.off}`}>
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={on}
      title={on ? 'Applies: press to switch it off' : 'Switched off: press to apply it again'}
      onClick={onToggle}
    >
      <span className={styles.state} aria-hidden="true">
        {on ? '●' : '○'}
      </span>
      {text}
    </button>
    <IconButton size="sm" label={`Remove ${text}`} tone="danger" onClick={onRemove}>
      ×
    </IconButton>
  </li>
);
