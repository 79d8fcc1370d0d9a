import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styles from './header.module.css';
import { loadGridCode } from '../kit/datatable/lazy-grid-view';
import { useMayDo } from '../kit/permission/use-permission';
import { IconButton } from '../kit/ui/icon-button';

// The panel, its graph code and the registry load only when a supervisor opens it: none of it is in the
// sign-in route's or the shell's JavaScript. The grid its first tab lists actors in comes in the same wait, not
// in a second one once the panel has drawn (a second fallback, and React's hold after it: 476 → 690 ms).
const DebugPanel = lazy(() =>
  Promise.all([import('../debug/debug-panel'), loadGridCode()]).then(([m]) => ({ default: m.DebugPanel })),
);

/** Alt+Shift+D, by physical key so it works whatever the keyboard layout makes of Alt+D. */
export const isDebugShortcut = (e: KeyboardEvent): boolean => e.altKey && e.shiftKey && e.code === 'KeyD';

/** The header's debug button and keyboard shortcut, present only for profiles holding the supervisor key. */
export const DebugLauncher = () => {
  const allowed = useMayDo('debug.open');
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Closing hands focus back to the button, so a keyboard user is not dropped at the top of the page.
  const handleClose = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  useEffect(() => {
    if (!allowed) return;
    const onKey = (e: KeyboardEvent) => {
      if (!isDebugShortcut(e)) return;
      e.preventDefault();
      setOpen((was) => !was);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [allowed]);
  if (!allowed) return null;
  return (
    <>
      <IconButton
        ref={buttonRef}
        label="Debug panel (Alt+Shift+D)"
        className={styles.iconButton}
        aria-expanded={open}
        aria-controls="debug-panel"
        aria-keyshortcuts="Alt+Shift+D"
        onClick={() => setOpen((was) => !was)}
      >
        <span aria-hidden="true">⚙</span>
      </IconButton>
      {open && (
        <Suspense fallback={<span role="status">Loading the debug panel…</span>}>
          <DebugPanel onClose={handleClose} />
        </Suspense>
      )}
    </>
  );
};
