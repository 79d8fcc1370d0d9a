import { useEffect, useRef, useState } from 'react';
import { Subject } from 'rxjs';
import { withSearchKey, type CompleterItem } from '../../../rules/kit-typeahead';
import { abortable, debounceSearch } from '../../../streams/debounce-search';

export type TypeaheadSearch<T> = (text: string, signal: AbortSignal) => Promise<T[] | null>;
type State<T> = { loading: boolean; items: Array<T & CompleterItem>; searched: string | null };

/** Feeds typed text into the debounced search stream and keeps the latest usable answer. */
export function useTypeahead<T extends Record<string, unknown>>(
  search: TypeaheadSearch<T>,
  keywords: readonly string[],
  options: { dueTime?: number; minLength?: number } = {},
) {
  const searchRef = useRef(search);
  const keywordsRef = useRef(keywords);
  useEffect(() => {
    searchRef.current = search;
    keywordsRef.current = keywords;
  });
  const [input$] = useState(() => new Subject<string>());
  const [state, setState] = useState<State<T>>({ loading: false, items: [], searched: null });
  const { dueTime, minLength } = options;

  useEffect(() => {
    const results$ = debounceSearch<T>(
      input$,
      (text) => abortable((signal) => searchRef.current(text, signal)),
      { dueTime, minLength },
    );
    const sub = results$.subscribe((s) => {
      if (s.kind === 'idle') setState({ loading: false, items: [], searched: null });
      else if (s.kind === 'loading') setState((prev) => ({ ...prev, loading: true }));
      else if (s.kind === 'ignored') setState((prev) => ({ ...prev, loading: false }));
      else
        setState({
          loading: false,
          items: s.items.map((i) => withSearchKey(i, keywordsRef.current)),
          searched: s.text,
        });
    });
    return () => sub.unsubscribe();
  }, [input$, dueTime, minLength]);

  return { ...state, push: (text: string) => input$.next(text) };
}
