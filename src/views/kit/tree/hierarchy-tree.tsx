import { useCallback, useId, useRef, useState } from 'react';
import { Tree, type NodeApi, type TreeApi } from 'react-arborist';
import type { RoleMap } from '../../../contracts/auth';
import { tableRowHeight } from '../../../rules/kit-table';
import type { TreeMenuAction } from '../../../rules/kit-tree-menu';
import { canDragInTree, canDropUnder } from '../../../rules/kit-tree-move';
import type { TreeItem, TreeNode } from '../../../rules/kit-tree-types';
import { Spinner } from '../spinner/spinner';
import { TreeContextMenu } from './tree-context-menu';
import { TreeListInner } from './tree-list-inner';
import { TreeRow } from './tree-row';
import { TreeRowContainer } from './tree-row-container';
import { TreeToolbar } from './tree-toolbar';
import { useHierarchyTree, type UseHierarchyTreeOptions } from './use-hierarchy-tree';
import { useTreeHeight } from './use-tree-height';
import { useTreeSearch } from './use-tree-search';
import styles from './hierarchy-tree.module.css';

export type { TreeControls } from './use-hierarchy-tree';

type HierarchyTreeProps = UseHierarchyTreeOptions & {
  label: string;
  roleMap?: RoleMap | null;
  /** Nothing can be dragged (the profile may not change the tree's order). */
  readOnly?: boolean;
  onMenuAction?: (action: TreeMenuAction, node: TreeNode) => void;
  height?: number;
};

type OpenMode = { mode: 'initial' | 'all' | 'none'; n: number };

/** Hierarchy tree (spec §2, §4, §5, §9) on react-arborist, virtualised, driven by the hierarchy-tree machine. */
export const HierarchyTree = (props: HierarchyTreeProps) => {
  const { label, treeCase } = props;
  const { actor, nodes, busy, items, openMap } = useHierarchyTree(props);
  const search = useTreeSearch(items);
  // Expand/collapse all remount the tree with a new open default: one pass instead of one dispatch per node.
  const [openMode, setOpenMode] = useState<OpenMode>({ mode: 'initial', n: 0 });
  const [menuNode, setMenuNode] = useState<TreeNode | null>(null);
  const treeApi = useRef<TreeApi<TreeItem> | undefined>(undefined);
  const wrapRef = useRef<HTMLDivElement>(null);
  const height = useTreeHeight(wrapRef, props.height);
  const labelId = useId();
  // Stable handlers: react-arborist rebuilds every node whenever any of its props changes identity.
  const disableDrop = useCallback(
    ({ parentNode, dragNodes }: { parentNode: NodeApi<TreeItem>; dragNodes: NodeApi<TreeItem>[] }) =>
      !canDropUnder(treeCase, dragNodes[0]?.data.node.parent ?? '', parentNode.isRoot ? '#' : parentNode.id),
    [treeCase],
  );
  const handleMove = useCallback(
    ({ dragIds, index }: { dragIds: string[]; index: number }) =>
      actor.send({ type: 'tree.move', id: dragIds[0], index }),
    [actor],
  );
  const handleSelect = useCallback(
    (selected: NodeApi<TreeItem>[]) => selected[0] && actor.send({ type: 'tree.select', id: selected[0].id }),
    [actor],
  );

  return (
    <section className={styles.tree} aria-labelledby={labelId} aria-busy={busy}>
      <h3 id={labelId} className="visually-hidden">
        {label}
      </h3>
      <TreeToolbar
        onSearch={search.push}
        onExpandAll={() => setOpenMode((m) => ({ mode: 'all', n: m.n + 1 }))}
        onCollapseAll={() => setOpenMode((m) => ({ mode: 'none', n: m.n + 1 }))}
        matchCount={search.matchCount}
      />
      <div
        ref={wrapRef}
        className={styles.body}
        onContextMenuCapture={(e) => {
          const row = (e.target as HTMLElement).closest('[data-node-id]');
          const nodeId = row?.getAttribute('data-node-id') ?? treeApi.current?.focusedNode?.id;
          setMenuNode(nodes.find((n) => n.id === nodeId) ?? null);
        }}
        onKeyDown={(e) => {
          // Enter selects the focused node, folder or leaf (Space only toggles folders in react-arborist).
          if (e.key === 'Enter') treeApi.current?.focusedNode?.select();
        }}
      >
        {busy && <Spinner loading overlay label={`Loading ${label}`} />}
        {!busy && nodes.length === 0 && <p className={styles.empty}>There are no items in this hierarchy.</p>}
        <TreeContextMenu node={menuNode} roleMap={props.roleMap} onAction={props.onMenuAction}>
          {/* Mounted after each load, because react-arborist reads the initial open state only at mount. */}
          <div style={{ minHeight: height }}>
            {!busy && (
              <Tree<TreeItem>
                key={`${openMode.mode}-${openMode.n}`}
                ref={treeApi}
                data={search.data}
                aria-label={label}
                width="100%"
                height={height}
                rowHeight={tableRowHeight}
                indent={20}
                openByDefault={openMode.mode === 'all'}
                initialOpenState={openMode.mode === 'initial' ? openMap : undefined}
                searchTerm={search.term}
                searchMatch={search.searchMatch}
                renderRow={TreeRowContainer}
                innerElementType={TreeListInner}
                disableMultiSelection
                disableEdit
                disableDrag={props.readOnly === true || !canDragInTree(treeCase)}
                disableDrop={disableDrop}
                onMove={handleMove}
                onSelect={handleSelect}
              >
                {TreeRow}
              </Tree>
            )}
          </div>
        </TreeContextMenu>
      </div>
    </section>
  );
};
