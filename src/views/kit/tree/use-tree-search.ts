import { useCallback, useMemo } from 'react';
import type { NodeApi } from 'react-arborist';
import { useActorRef, useSelector } from '@xstate/react';
import { treeSearchMachine } from '../../../machines/tree-search.machine';
import {
  createTreeSearchIndex,
  isShownInSearch,
  searchedRoots,
  searchTreeIndex,
} from '../../../rules/kit-tree-search';
import type { TreeItem } from '../../../rules/kit-tree-types';

/**
 * Tree search: the tree-search machine settles the term 250 ms after the last key (spec §5). The search index is
 * built once per load (lower-cased keys, pre-order ranges), each term is one pass over it into a reused buffer,
 * and the tree's match function is a lookup into that buffer. The tree gets only the kept part of the items, since
 * react-arborist rebuilds a node object for every item it is given on every search.
 */
export function useTreeSearch(items: readonly TreeItem[]) {
  const actor = useActorRef(treeSearchMachine);
  const term = useSelector(actor, (s) => s.context.term);
  const index = useMemo(() => createTreeSearchIndex(items), [items]);
  const { matchCount, data } = useMemo(() => {
    const count = searchTreeIndex(index, term);
    return { matchCount: count, data: count === null ? items : searchedRoots(index) };
  }, [index, items, term]);
  const searchMatch = useCallback(
    (node: NodeApi<TreeItem>) => {
      // The buffer is shared: a render React threw away may have filled it for another term, so check first.
      if (index.term !== term) searchTreeIndex(index, term);
      return isShownInSearch(index, node.id);
    },
    [index, term],
  );
  const push = useCallback((text: string) => actor.send({ type: 'tree.search', text }), [actor]);
  return { term, push, searchMatch, matchCount, data };
}
