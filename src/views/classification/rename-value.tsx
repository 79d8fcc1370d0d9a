import type { TreeNode } from '../../rules/kit-tree-types';
import styles from '../kit/shared/page.module.css';
import { Button } from '../kit/ui/button';
import { ValueForm } from './value-form';

type Props = {
  node: TreeNode;
  busy: boolean;
  /** False for a value inherited from a parent tenant: it is renamed and moved there. */
  movable: boolean;
  onCancel: () => void;
  onRename: (name: string) => void;
  onShift: (by: -1 | 1) => void;
};

/** The chosen classification value: its new name, and a move among its siblings for keyboard users. */
export const RenameValue = ({ node, busy, movable, onCancel, onRename, onShift }: Props) => (
  <section aria-label="Rename value">
    <h2 className={styles.subtitle}>{node.text}</h2>
    <ValueForm
      key={`rename-${node.id}`}
      label="Rename value"
      submitLabel="Rename"
      initial={node.text}
      busy={busy}
      onCancel={onCancel}
      onSubmit={onRename}
    />
    <div className={styles.actions}>
      <Button disabled={busy || !movable} onClick={() => onShift(-1)}>
        Move up
      </Button>
      <Button disabled={busy || !movable} onClick={() => onShift(1)}>
        Move down
      </Button>
    </div>
  </section>
);
