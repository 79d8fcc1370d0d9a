import type { EventObject } from 'xstate';
import { paletteMachine, type PaletteEvent } from './palette.machine';
import type { RegistryEntry } from './registry-entry';

const typed = <E extends EventObject>(events: E[]): EventObject[] => events;

/** The command palette and shortcut sheet of issue 19. */
export const paletteEntries: RegistryEntry[] = [
  {
    id: 'palette',
    machine: paletteMachine,
    purpose:
      'Command palette (Ctrl+K) and shortcut sheet (?): typed text to the debounced record search, the answer for the current term shown, other shortcut keys passed to the open screen',
    sampleEvents: typed<PaletteEvent>([
      { type: 'keys.command', command: 'palette' },
      { type: 'keys.command', command: 'help' },
      { type: 'keys.command', command: 'list.next' },
      { type: 'palette.open' },
      { type: 'palette.input', text: 'cas' },
      { type: 'search.loading', text: 'cas' },
      { type: 'search.results', text: 'cas', items: [{ kind: 'case', hits: [] }] },
      { type: 'search.ignored', text: 'cas' },
      { type: 'search.idle' },
      { type: 'palette.move', delta: 1, count: 3 },
      { type: 'palette.close' },
      { type: 'help.open' },
      { type: 'help.close' },
    ]),
    input: { search: () => Promise.resolve([]) },
  },
];
