import { useState, type FormEvent } from 'react';
import {
  interactionKindLabels,
  interactionKinds,
  type InteractionKind,
} from '../../../contracts/interactions/list';
import {
  isTimelineFiltered as isFiltered,
  noTimelineFilter as noFilter,
  type TimelineFilter,
} from '../../../rules/timeline-url-state';
import { LoadingButton } from '../loading-button';
import styles from './party-timeline.module.css';

type Props = {
  value: TimelineFilter;
  /** The kinds the service records today; the others are shown, but cannot be chosen yet. */
  served: readonly InteractionKind[] | null;
  onChange: (filter: TimelineFilter) => void;
  /** A read is under way: Search shows it while that read is the text's own. */
  loading: boolean;
};

/**
 * The timeline's filters: kinds (none ticked means every kind), a date range, free text and "mine only".
 * Ticks and dates apply at once; the text applies on Enter, so each keystroke does not ask the service.
 */
export const TimelineFilters = ({ value, served, onChange, loading }: Props) => {
  const [text, setText] = useState(value.q);
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ ...value, q: text.trim() });
  };
  const toggle = (kind: InteractionKind, on: boolean) =>
    onChange({ ...value, kinds: on ? [...value.kinds, kind] : value.kinds.filter((k) => k !== kind) });
  const clear = () => {
    setText('');
    onChange(noFilter);
  };
  return (
    <form className={styles.filters} aria-label="Filter the timeline" onSubmit={handleSubmit}>
      <fieldset className={styles.kinds}>
        <legend className={styles.legend}>Kinds (none ticked: every kind)</legend>
        {interactionKinds.map((kind) => {
          const recorded = !served || served.includes(kind);
          return (
            <label key={kind} className={styles.chip} title={recorded ? undefined : 'None recorded yet'}>
              <input
                type="checkbox"
                checked={value.kinds.includes(kind)}
                disabled={!recorded}
                onChange={(e) => toggle(kind, e.target.checked)}
              />
              {interactionKindLabels[kind]}
            </label>
          );
        })}
      </fieldset>
      <div className={styles.filterRow}>
        <label className={styles.field}>
          <span>From</span>
          <input
            type="date"
            value={value.from}
            max={value.to || undefined}
            onChange={(e) => onChange({ ...value, from: e.target.value })}
          />
        </label>
        <label className={styles.field}>
          <span>To</span>
          <input
            type="date"
            value={value.to}
            min={value.from || undefined}
            onChange={(e) => onChange({ ...value, to: e.target.value })}
          />
        </label>
        <label className={styles.field}>
          <span>Search titles and summaries</span>
          <input type="search" value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />
        </label>
        <label className={styles.mine}>
          <input
            type="checkbox"
            checked={value.mine}
            onChange={(e) => onChange({ ...value, mine: e.target.checked })}
          />
          Mine only
        </label>
        {/* Busy only while the read is for this very text: a disabled default button swallows Enter, and text
            typed while a tick's read runs must still apply (the newer read replaces the older). */}
        <LoadingButton type="submit" loading={loading && text.trim() === value.q} loadingText="Searching…">
          Search
        </LoadingButton>
        <LoadingButton
          variant="secondary"
          loading={false}
          onClick={clear}
          disabled={!isFiltered(value) && !text}
        >
          Clear filters
        </LoadingButton>
      </div>
    </form>
  );
};
