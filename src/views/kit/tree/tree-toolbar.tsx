import { useId } from 'react';
import { treeSearchPlaceholder } from '../../../rules/kit-tree-types';
import button from '../shared/button.module.css';
import styles from './hierarchy-tree.module.css';

type TreeToolbarProps = {
  onSearch: (text: string) => void;
  onExpandAll: () => void;
  onCollapseAll: () => void;
  /** Nodes shown by the current search (matches and their children); null when not searching. */
  matchCount: number | null;
};

export const TreeToolbar = ({ onSearch, onExpandAll, onCollapseAll, matchCount }: TreeToolbarProps) => {
  const id = useId();
  return (
    <div className={styles.toolbar}>
      <label htmlFor={id} className="visually-hidden">
        {treeSearchPlaceholder}
      </label>
      <input
        id={id}
        type="search"
        className={styles.search}
        placeholder={treeSearchPlaceholder}
        autoComplete="off"
        onChange={(e) => onSearch(e.target.value)}
      />
      <div className={button.row}>
        <button type="button" className={button.button} onClick={onExpandAll}>
          Expand all
        </button>
        <button type="button" className={button.button} onClick={onCollapseAll}>
          Collapse all
        </button>
      </div>
      <p role="status" className={matchCount === null ? 'visually-hidden' : styles.matches}>
        {matchCount === null ? '' : `${matchCount} ${matchCount === 1 ? 'node' : 'nodes'} shown`}
      </p>
    </div>
  );
};
