import { createContext, useContext, useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { paletteMachine } from '../../../machines/palette.machine';
import type { ShortcutCommand } from '../../../rules/shortcuts';

export type PaletteCommand = { id: string; label: string; run: () => void };

/**
 * A group of commands a screen (or a feature) adds to the palette while it is mounted: `record` groups (the open
 * record's actions) come before the screens, `extra` groups (saved views, say) after them.
 */
export type PaletteGroup = {
  id: string;
  label: string;
  place: 'record' | 'extra';
  commands: readonly PaletteCommand[];
};

export type PaletteHub = {
  actor: ActorRefFrom<typeof paletteMachine>;
  register: (group: PaletteGroup) => () => void;
};

/** Provided by the shell's command layer; screens outside it (tests, the sign-in page) simply have no palette. */
export const PaletteHubContext = createContext<PaletteHub | null>(null);

/**
 * Offers a group of commands in the palette while the caller is mounted; pass a memoised group (or null). This is
 * the palette's extension point: saved views, say, are a component in the shell that reads its views and calls
 * `usePaletteGroup({ id: 'saved-views', label: 'Saved views', place: 'extra', commands })`, each command
 * navigating to its list with the view applied.
 */
export const usePaletteGroup = (group: PaletteGroup | null): void => {
  const hub = useContext(PaletteHubContext);
  useEffect(() => (hub && group ? hub.register(group) : undefined), [hub, group]);
};

export type ShortcutHandlers = Partial<Record<ShortcutCommand, () => void>>;

/**
 * Runs the screen's handlers for the shortcut keys while it is mounted. The latest handlers are used at each key,
 * so a screen passes fresh closures on every render without subscribing again.
 */
export const useShortcuts = (handlers: ShortcutHandlers, enabled = true): void => {
  const hub = useContext(PaletteHubContext);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!hub || !enabled) return;
    const subscription = hub.actor.on('shortcut', (e) => latest.current[e.command]?.());
    return () => subscription.unsubscribe();
  }, [hub, enabled]);
};

/** The list and record shortcuts by name, for screens that think in callbacks rather than commands. */
export type ListShortcutCallbacks = {
  onNext?: () => void;
  onPrev?: () => void;
  onOpen?: () => void;
  onToggle?: () => void;
  onAssign?: () => void;
  onClose?: () => void;
  onNote?: () => void;
  onSearch?: () => void;
};

export const useListShortcuts = (c: ListShortcutCallbacks, enabled = true): void =>
  useShortcuts(
    {
      'list.next': c.onNext,
      'list.prev': c.onPrev,
      'list.open': c.onOpen,
      'list.toggle': c.onToggle,
      'record.assign': c.onAssign,
      'record.close': c.onClose,
      'record.note': c.onNote,
      'list.search': c.onSearch,
    },
    enabled,
  );
