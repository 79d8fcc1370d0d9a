import { useCallback, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../../app/screen-actor';
import { treeSearchMachine } from '../../../machines/tree-search.machine';
import { createTreeSearchIndex, searchedRoots, searchTreeIndex } from '../../../rules/kit-tree-search';
import type { TreeItem } from '../../../rules/kit-tree-types';

/**
 * The data a search gives the tree is already cut to what it keeps, so every node in it stays; react-arborist still
 * needs a match function (or it stringifies each node) and opens the folders of a filtered tree.
 */
const keepEveryNode = () => true;

/**
 * Tree search: the tree-search machine settles the term 250 ms after the last key (spec §5). The search index is
 * built once per load (lower-cased keys, pre-order ranges) and each term is one pass over it into a reused buffer.
 * The tree gets only the kept part of the items, since react-arborist builds a node object for every item it is
 * given, on every search.
 */
export function useTreeSearch(items: readonly TreeItem[]) {
  const actor = useScreenActor(treeSearchMachine);
  const term = useSelector(actor, (s) => s.context.term);
  const index = useMemo(() => createTreeSearchIndex(items), [items]);
  const { matchCount, data } = useMemo(() => {
    const count = searchTreeIndex(index, term);
    return { matchCount: count, data: count === null ? items : searchedRoots(index) };
  }, [index, items, term]);
  const push = useCallback((text: string) => actor.send({ type: 'tree.search', text }), [actor]);
  return { term, push, searchMatch: keepEveryNode, matchCount, data };
}
