import type { BulkJobAction } from '../../contracts/workflow/bulk';
import { Button } from '../kit/ui/button';
import styles from './bulk.module.css';

export const bulkLabels: Record<BulkJobAction, string> = {
  assign: 'Assign…',
  dispatch: 'Dispatch…',
  priority: 'Priority…',
  close: 'Close…',
};

type Props = {
  selected: number;
  /** Rows matching every filter of the table, across its pages. */
  matching: number;
  /** The list is being read: the bar keeps its place rather than appearing under the toolbar once it is. */
  loading: boolean;
  noun: string;
  busy: boolean;
  actions: readonly BulkJobAction[];
  onSelectAll: () => void;
  onClear: () => void;
  onAction: (action: BulkJobAction) => void;
};

/** The selection bar of the desk: how many are ticked, "select all matching", and the bulk actions. */
export const BulkBar = (props: Props) => {
  const { selected, matching, noun, busy, actions } = props;
  if (selected === 0 && matching === 0 && !props.loading) return null;
  return (
    <div className={styles.bar} role="toolbar" aria-label="Selection">
      <span className={styles.count} aria-live="polite">
        {selected} selected
      </span>
      {matching > 0 && selected !== matching && (
        <Button variant="quiet" size="sm" onClick={props.onSelectAll}>
          Select all {matching} {noun} matching this filter
        </Button>
      )}
      {selected > 0 && (
        <Button variant="quiet" size="sm" onClick={props.onClear}>
          Clear selection
        </Button>
      )}
      <span className={styles.spacer} />
      {actions.map((action) => (
        <Button
          key={action}
          size="sm"
          tone={action === 'close' ? 'danger' : undefined}
          disabled={selected === 0 || busy}
          onClick={() => props.onAction(action)}
        >
          {bulkLabels[action]}
        </Button>
      ))}
    </div>
  );
};
