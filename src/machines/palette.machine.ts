import { map } from 'rxjs';
import { assertEvent, assign, emit, fromEventObservable, sendTo, setup } from 'xstate';
import { quickSearchMinLength, type QuickSearchGroup } from '../contracts/search';
import type { ShortcutCommand } from '../rules/shortcuts';
import { searchApi } from '../services/search-api';
import { abortable, debounceSearch, type SearchState } from '../streams/debounce-search';
import { shortcutCommands } from '../streams/key-commands';
import { fromTextStream } from './text-stream';

export type PaletteSearch = (term: string, signal: AbortSignal) => Promise<QuickSearchGroup[] | null>;
export type PaletteInput = { search?: PaletteSearch; dueTime?: number };

type SearchEvent =
  | { type: 'search.idle' }
  | { type: 'search.loading'; text: string }
  | { type: 'search.results'; text: string; items: QuickSearchGroup[] }
  | { type: 'search.ignored'; text: string };

export type PaletteEvent =
  | { type: 'palette.open' }
  | { type: 'palette.close' }
  | { type: 'palette.input'; text: string }
  /** Arrow keys: the view knows how many options it shows, the machine where the active one is. */
  | { type: 'palette.move'; delta: number; count: number }
  | { type: 'help.open' }
  | { type: 'help.close' }
  | { type: 'keys.command'; command: ShortcutCommand }
  | SearchEvent;

/** A shortcut the palette does not handle itself goes on to the screen that is open. */
export type PaletteEmitted = { type: 'shortcut'; command: ShortcutCommand };

type PaletteContext = { term: string; groups: QuickSearchGroup[]; active: number; input: PaletteInput };

const toEvent = (state: SearchState<QuickSearchGroup>): SearchEvent =>
  state.kind === 'idle'
    ? { type: 'search.idle' }
    : state.kind === 'results'
      ? { type: 'search.results', text: state.text, items: state.items }
      : { type: `search.${state.kind}`, text: state.text };

const searchStream = fromTextStream<{ type: 'palette.input'; text: string }, PaletteInput>(
  'palette.input',
  (text$, input) =>
    debounceSearch(text$, (text) => abortable((signal) => (input.search ?? searchApi.quick)(text, signal)), {
      minLength: quickSearchMinLength,
      dueTime: input.dueTime,
    }).pipe(map(toEvent)),
);

const keys = fromEventObservable(() =>
  shortcutCommands().pipe(map((command) => ({ type: 'keys.command' as const, command }))),
);

const cleared = { term: '', groups: [], active: 0 };

/**
 * The command palette and the shortcut sheet (issue 19). Typed text goes to the debounced search (switchMap drops
 * a stale answer); only an answer for the term now typed is shown. Shortcut keys come in from the key stream:
 * Ctrl+K and ? are the palette's own, every other one is emitted for the open screen.
 */
export const paletteMachine = setup({
  types: {
    context: {} as PaletteContext,
    input: {} as PaletteInput,
    events: {} as PaletteEvent,
    emitted: {} as PaletteEmitted,
  },
  actors: { search: searchStream, keys },
  guards: {
    isPalette: ({ event }) => event.type === 'keys.command' && event.command === 'palette',
    isHelp: ({ event }) => event.type === 'keys.command' && event.command === 'help',
    isCurrent: ({ context, event }) => 'text' in event && event.text === context.term.trim(),
  },
  actions: {
    forwardText: sendTo('search', ({ event }) => event),
    typed: assign(({ event }) => {
      assertEvent(event, 'palette.input');
      return { term: event.text, active: 0 };
    }),
    show: assign(({ event }) => {
      assertEvent(event, 'search.results');
      // Records are listed after the screens and actions, so the option the user has arrowed to stays put.
      return { groups: event.items };
    }),
    clearGroups: assign({ groups: [], active: 0 }),
    move: assign(({ context, event }) => {
      assertEvent(event, 'palette.move');
      if (event.count <= 0) return { active: 0 };
      return { active: (((context.active + event.delta) % event.count) + event.count) % event.count };
    }),
    reset: assign(cleared),
    // The search forgets its last term too, so reopening and typing it again searches again.
    resetSearch: sendTo('search', { type: 'palette.input', text: '' }),
    pass: emit(({ event }) => {
      assertEvent(event, 'keys.command');
      return { type: 'shortcut' as const, command: event.command };
    }),
  },
}).createMachine({
  id: 'palette',
  context: ({ input }) => ({ ...cleared, input }),
  invoke: [
    { id: 'search', src: 'search', input: ({ context }) => context.input },
    { id: 'keys', src: 'keys' },
  ],
  initial: 'closed',
  states: {
    closed: {
      on: {
        'palette.open': 'open',
        'help.open': 'help',
        'keys.command': [
          { guard: 'isPalette', target: 'open' },
          { guard: 'isHelp', target: 'help' },
          { actions: 'pass' },
        ],
      },
    },
    open: {
      initial: 'idle',
      exit: ['reset', 'resetSearch'],
      on: {
        'palette.close': 'closed',
        'palette.input': { actions: ['typed', 'forwardText'] },
        'palette.move': { actions: 'move' },
        'search.idle': { target: '.idle', actions: 'clearGroups' },
        'search.loading': '.loading',
        'search.results': [{ guard: 'isCurrent', target: '.idle', actions: 'show' }, { target: '.idle' }],
        'search.ignored': '.idle',
      },
      states: {
        idle: {},
        loading: { tags: ['busy'] },
      },
    },
    help: {
      on: { 'help.close': 'closed' },
    },
  },
});
