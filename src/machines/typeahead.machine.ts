import { map } from 'rxjs';
import { assertEvent, assign, sendTo, setup } from 'xstate';
import { withSearchKey, type CompleterItem } from '../rules/kit-typeahead';
import { searchTypeahead } from '../services/kit-api';
import { abortable, debounceSearch, type SearchState } from '../streams/debounce-search';
import { fromTextStream } from './text-stream';

type Item = Record<string, unknown>;

export type TypeaheadSearchInput = {
  /** The service path searched (the completer's url) and the extra body sent with the text. */
  path?: string;
  serviceData?: Record<string, unknown>;
  /** A search of the caller's own (a local list, a test) instead of the service. */
  search?: (text: string, signal: AbortSignal) => Promise<Item[] | null>;
  dueTime?: number;
  minLength?: number;
};
export type TypeaheadInput = TypeaheadSearchInput & { keywords: readonly string[] };
type TypeaheadContext = TypeaheadInput & { items: Array<Item & CompleterItem>; searched: string | null };

/** What the debounced stream answers, one event per stage (spec §5, §8). */
type SearchEvent =
  | { type: 'typeahead.idle' }
  | { type: 'typeahead.loading'; text: string }
  | { type: 'typeahead.results'; text: string; items: Item[] }
  | { type: 'typeahead.ignored'; text: string };
export type TypeaheadEvent = { type: 'typeahead.input'; text: string } | SearchEvent;

export type SearchCall = (
  text: string,
  signal: AbortSignal,
  input: TypeaheadSearchInput,
) => Promise<Item[] | null>;

const toEvent = (state: SearchState<Item>): SearchEvent => {
  if (state.kind === 'idle') return { type: 'typeahead.idle' };
  if (state.kind === 'results') return { type: 'typeahead.results', text: state.text, items: state.items };
  return { type: `typeahead.${state.kind}`, text: state.text };
};

/**
 * The debounced search as an actor: typed text comes in as `typeahead.input`, each stage of the stream goes back as
 * an event. The stream owns the timing (200 ms, minimum length, switchMap aborting a stale call); `call` is the
 * search itself, so a test or a local list swaps only that.
 */
export const debouncedSearch = (call: SearchCall) =>
  fromTextStream<{ type: 'typeahead.input'; text: string }, TypeaheadSearchInput>(
    'typeahead.input',
    (text$, input) =>
      debounceSearch(text$, (text) => abortable((signal) => call(text, signal, input)), input).pipe(
        map(toEvent),
      ),
  );

const searchService: SearchCall = (text, signal, { path, serviceData, search }) => {
  if (search) return search(text, signal);
  return path ? searchTypeahead(path, text, { signal, serviceData }) : Promise.resolve(null);
};

/**
 * Type-ahead (spec §2, §5): the suggestions of the latest usable answer, each with its search_key, and `busy` while
 * a search runs. An unusable answer only ends the loading; a text under the minimum clears the list.
 */
export const typeaheadMachine = setup({
  types: {
    context: {} as TypeaheadContext,
    input: {} as TypeaheadInput,
    events: {} as TypeaheadEvent,
  },
  actors: { search: debouncedSearch(searchService) },
  actions: {
    forwardText: sendTo('search', ({ event }) => event),
    clear: assign({ items: [], searched: null }),
    show: assign(({ context, event }) => {
      assertEvent(event, 'typeahead.results');
      return { items: event.items.map((i) => withSearchKey(i, context.keywords)), searched: event.text };
    }),
  },
}).createMachine({
  id: 'typeahead',
  context: ({ input }) => ({ ...input, items: [], searched: null }),
  invoke: {
    id: 'search',
    src: 'search',
    input: ({ context }) => context,
  },
  initial: 'idle',
  on: {
    'typeahead.input': { actions: 'forwardText' },
    'typeahead.idle': { target: '.idle', actions: 'clear' },
    'typeahead.loading': '.loading',
    'typeahead.results': { target: '.idle', actions: 'show' },
    'typeahead.ignored': '.idle',
  },
  states: {
    idle: {},
    loading: { tags: ['busy'] },
  },
});
