import { useSelector } from '@xstate/react';
import { Dialog } from 'radix-ui';
import { useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppActors } from '../../app/actors';
import type { paletteMachine } from '../../machines/palette.machine';
import type { PaletteGroup } from '../kit/shortcuts/palette-hub';
import { useNavigate } from '../kit/use-navigate';
import styles from './command-palette.module.css';
import { paletteOptions, type PaletteOption } from './palette-options';

type Props = { actor: ActorRefFrom<typeof paletteMachine>; groups: readonly PaletteGroup[] };

/**
 * Ctrl+K / ⌘K (issue 19): one combobox over screens, the open record's actions and records found by the service.
 * Arrows move the active option, Enter runs it, Esc closes; focus stays in the text field throughout.
 */
export const CommandPalette = ({ actor, groups }: Props) => {
  const open = useSelector(actor, (s) => s.matches('open'));
  const term = useSelector(actor, (s) => s.context.term);
  const found = useSelector(actor, (s) => s.context.groups);
  const wanted = useSelector(actor, (s) => s.context.active);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const roleMap = useSelector(useAppActors().auth, (s) => s.context.roleMap);
  const navigate = useNavigate();
  const listId = useId();
  // What to run once the palette has closed: a dialog it opens must not race the palette's focus return.
  const pending = useRef<(() => void) | null>(null);

  const optionGroups = useMemo(
    () => paletteOptions({ term, roleMap, groups, found, navigate }),
    [term, roleMap, groups, found, navigate],
  );
  const flat = optionGroups.flatMap((g) => g.options);
  const active = flat.length ? Math.min(wanted, flat.length - 1) : -1;
  const domId = (i: number) => `${listId}-option-${i}`;

  useEffect(() => {
    if (active >= 0) document.getElementById(domId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const handleRun = (option: PaletteOption) => {
    pending.current = option.run;
    actor.send({ type: 'palette.close' });
  };
  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Ctrl+K again closes, as it opened (and the browser's own Ctrl+K stays out of the way).
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
      e.preventDefault();
      actor.send({ type: 'palette.close' });
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      actor.send({ type: 'palette.move', delta: e.key === 'ArrowDown' ? 1 : -1, count: flat.length });
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault();
      handleRun(flat[active]);
    }
  };

  // Each group's first option's place in the one list the arrows move through.
  const starts = optionGroups.map((_, gi) =>
    optionGroups.slice(0, gi).reduce((n, g) => n + g.options.length, 0),
  );
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && actor.send({ type: 'palette.close' })}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.palette}
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            const run = pending.current;
            pending.current = null;
            if (!run) return;
            e.preventDefault();
            run();
          }}
        >
          <Dialog.Title className="visually-hidden">Command palette</Dialog.Title>
          <input
            className={styles.input}
            role="combobox"
            aria-label="Go to a screen, find a record or run an action"
            aria-expanded={flat.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? domId(active) : undefined}
            placeholder="Go to a screen, find a case, customer or person…"
            value={term}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => actor.send({ type: 'palette.input', text: e.target.value })}
            onKeyDown={handleKeyDown}
          />
          <div className={styles.list} role="listbox" id={listId} aria-label="Commands">
            {optionGroups.map((group, gi) => (
              <div key={group.id} role="group" aria-labelledby={`${listId}-${group.id}`}>
                <div id={`${listId}-${group.id}`} className={styles.groupLabel} role="presentation">
                  {group.label}
                </div>
                {group.options.map((option, oi) => {
                  const i = starts[gi] + oi;
                  return (
                    <div
                      key={option.id}
                      id={domId(i)}
                      role="option"
                      aria-selected={i === active}
                      className={styles.option}
                      onMouseDown={(e) => e.preventDefault()}
                      onClick={() => handleRun(option)}
                    >
                      <span>{option.label}</span>
                      {option.detail && <span className={styles.muted}>{option.detail}</span>}
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
          <p role="status" className={styles.status}>
            {busy
              ? 'Searching…'
              : flat.length === 0
                ? 'Nothing matches'
                : `${flat.length} ${flat.length === 1 ? 'result' : 'results'}`}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
