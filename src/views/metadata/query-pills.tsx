import { pillsOf, withoutPill, withPillToggled } from '../../rules/query-pills';
import type { BuilderGroup } from '../../rules/query-convert';
import { FilterPill } from '../kit/ui/filter-pill';
import styles from './query-builder.module.css';

type QueryPillsProps = { query: BuilderGroup; onChange: (next: BuilderGroup) => void };

/**
 * Each top-level condition as a pill: pressing it switches the condition off (kept, struck through, not asked of
 * the service) and on again; × removes it. A quick way to try a query without one condition.
 */
export const QueryPills = ({ query, onChange }: QueryPillsProps) => {
  const pills = pillsOf(query);
  if (pills.length === 0) return null;
  return (
    <ul className={styles.pills} aria-label="Conditions (press one to switch it off or on)">
      {pills.map((pill) => (
        <FilterPill
          key={pill.index}
          text={pill.text}
          on={pill.on}
          onToggle={() => onChange(withPillToggled(query, pill.index))}
          onRemove={() => onChange(withoutPill(query, pill.index))}
        />
      ))}
    </ul>
  );
};
