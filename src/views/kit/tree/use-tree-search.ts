import { useCallback, useMemo } from 'react';
import type { NodeApi } from 'react-arborist';
import { useActorRef, useSelector } from '@xstate/react';
import { treeSearchMachine } from '../../../machines/tree-search.machine';
import { searchVisibleIds } from '../../../rules/kit-tree';
import type { TreeItem } from '../../../rules/kit-tree-types';

/**
 * Tree search: the tree-search machine settles the term 250 ms after the last key (spec §5); the visible set
 * (matches and their children) is computed once per term in a plain loop, and the tree's match function is a set
 * lookup, never a stringify.
 */
export function useTreeSearch(items: readonly TreeItem[]) {
  const actor = useActorRef(treeSearchMachine);
  const term = useSelector(actor, (s) => s.context.term);
  const visible = useMemo(() => searchVisibleIds(items, term), [items, term]);
  const searchMatch = useCallback(
    (node: NodeApi<TreeItem>) => visible === null || visible.has(node.id),
    [visible],
  );
  const push = (text: string) => actor.send({ type: 'tree.search', text });
  return { term, push, searchMatch, matchCount: visible?.size ?? null };
}
