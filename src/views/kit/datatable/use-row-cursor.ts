import { useRef, useState } from 'react';
import { useListShortcuts } from '../shortcuts/palette-hub';

type Options<R> = {
  count: number;
  rowAt: (row: number) => R | undefined;
  onRowActivate?: (row: R) => void;
  onRowSelect?: (row: R) => void;
  onRowToggle?: (row: R) => void;
  shortcuts?: boolean;
};

/**
 * The row cursor of a kit table: j/k move it (the grid follows as a key move), Enter opens its row, x toggles it,
 * / goes to the table's search box. A click or a cell focus puts it there too (`setCursor`).
 */
export function useRowCursor<R>({ count, rowAt, ...props }: Options<R>) {
  const [cursor, setCursor] = useState<number | null>(null);
  // A key move, as a fresh object each time: the grid follows key moves only (a click already selected its cell).
  const [keyMove, setKeyMove] = useState<{ row: number } | undefined>(undefined);
  const section = useRef<HTMLElement>(null);
  const handleStep = (delta: number) => {
    if (count === 0) return;
    const last = count - 1;
    const next = cursor === null ? (delta > 0 ? 0 : last) : Math.max(0, Math.min(last, cursor + delta));
    setCursor(next);
    setKeyMove({ row: next });
  };
  const withCursor = (run?: (row: R) => void) => () => {
    const row = cursor === null ? undefined : rowAt(cursor);
    if (row && run) run(row);
  };
  useListShortcuts(
    {
      onNext: () => handleStep(1),
      onPrev: () => handleStep(-1),
      onOpen: withCursor(props.onRowActivate),
      onToggle: withCursor(props.onRowToggle ?? props.onRowSelect),
      onSearch: () => section.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus(),
    },
    props.shortcuts === true,
  );
  return { section, setCursor, keyMove: keyMove && keyMove.row < count ? keyMove : undefined };
}
