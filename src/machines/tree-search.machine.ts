import { map } from 'rxjs';
import { assertEvent, assign, sendTo, setup } from 'xstate';
import { debounceTerm } from '../streams/debounce-term';
import { fromTextStream } from './text-stream';

export type TreeSearchEvent = { type: 'tree.search'; text: string } | { type: 'tree.term'; term: string };

/**
 * Tree search (spec §5): typed text settles into the term 250 ms after the last key (the debounce-term stream);
 * `filtering` while a term narrows the tree, `showingAll` when it is empty.
 */
export const treeSearchMachine = setup({
  types: { context: {} as { term: string }, events: {} as TreeSearchEvent },
  actors: {
    settle: fromTextStream<{ type: 'tree.search'; text: string }, void>('tree.search', (text$) =>
      debounceTerm(text$).pipe(map((term) => ({ type: 'tree.term', term }))),
    ),
  },
  actions: {
    forwardText: sendTo('settle', ({ event }) => event),
    setTerm: assign(({ event }) => {
      assertEvent(event, 'tree.term');
      return { term: event.term };
    }),
  },
  guards: {
    isEmptyTerm: ({ event }) => event.type === 'tree.term' && event.term === '',
  },
}).createMachine({
  id: 'treeSearch',
  context: { term: '' },
  invoke: { id: 'settle', src: 'settle' },
  initial: 'showingAll',
  on: {
    'tree.search': { actions: 'forwardText' },
    'tree.term': [
      { guard: 'isEmptyTerm', target: '.showingAll', actions: 'setTerm' },
      { target: '.filtering', actions: 'setTerm' },
    ],
  },
  states: {
    showingAll: {},
    filtering: { tags: ['filtering'] },
  },
});
