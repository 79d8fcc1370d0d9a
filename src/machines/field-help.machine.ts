import { assign, fromPromise, setup } from 'xstate';
import type { Tooltips } from '../contracts/metadata/entities';
import { metaCallQuiet } from '../services/metadata-api';

// Field help is reference text: read once per page load and shared by every metadata screen and field.
let tooltips: Promise<Tooltips> | null = null;

/**
 * The field help of meta/tooltips/get_all for the metadata screens' info tooltips. Help is optional: a failed
 * read leaves every field without help rather than showing an error.
 */
export const fieldHelpMachine = setup({
  types: { context: {} as { tooltips: Tooltips } },
  actors: {
    loadTooltips: fromPromise<Tooltips>(
      () => (tooltips ??= metaCallQuiet<Tooltips>('tooltips').catch(() => ({}) as Tooltips)),
    ),
  },
}).createMachine({
  id: 'fieldHelp',
  context: { tooltips: {} },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadTooltips',
        src: 'loadTooltips',
        onDone: { target: 'ready', actions: assign({ tooltips: ({ event }) => event.output }) },
        onError: 'ready',
      },
    },
    ready: {},
  },
});
