import { useCallback, useEffect, useMemo, useState } from 'react';
import type { NodeApi } from 'react-arborist';
import { Subject } from 'rxjs';
import { searchVisibleIds } from '../../../rules/kit-tree';
import type { TreeItem } from '../../../rules/kit-tree-types';
import { debounceTerm } from '../../../streams/debounce-term';

/**
 * Tree search: the term settles 250 ms after the last key (spec §5); the visible set (matches and their children)
 * is computed once per term in a plain loop, and the tree's match function is a set lookup, never a stringify.
 */
export function useTreeSearch(items: readonly TreeItem[]) {
  const [input$] = useState(() => new Subject<string>());
  const [term, setTerm] = useState('');
  useEffect(() => {
    const sub = debounceTerm(input$).subscribe(setTerm);
    return () => sub.unsubscribe();
  }, [input$]);
  const visible = useMemo(() => searchVisibleIds(items, term), [items, term]);
  const searchMatch = useCallback(
    (node: NodeApi<TreeItem>) => visible === null || visible.has(node.id),
    [visible],
  );
  return { term, push: (text: string) => input$.next(text), searchMatch, matchCount: visible?.size ?? null };
}
