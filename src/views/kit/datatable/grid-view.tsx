import '@glideapps/glide-data-grid/dist/index.css';
import {
  CompactSelection,
  DataEditor,
  GridCellKind,
  type DataEditorRef,
  type GridCell,
  type GridSelection,
  type Item,
} from '@glideapps/glide-data-grid';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  tableHeaderHeight,
  tableRowHeight,
  tableTwoLineRowHeight,
  type SortSetting,
} from '../../../rules/kit-table';
import { useWidth } from '../charts/use-width';
import { CellTipView, useCellTip } from './cell-tip';
import { cellPadding, textDrawer } from './grid-text';
import { useGridColumns } from './use-grid-columns';
import { cellText, type DatatableColumn } from './columns';
import { useColorScheme } from '../display/use-color-scheme';
import { gridTheme, toneColours } from './grid-theme';

export type GridViewProps<R extends Record<string, unknown>> = {
  /** Rows the grid scrolls through; a row not read yet (a list read from the service in windows) draws as loading. */
  count: number;
  rowAt: (row: number) => R | undefined;
  /** The rows fitted columns are sized to: what the page or window holds, not the whole list. */
  fitRows: readonly R[];
  /** The rows on screen changed, [from, to): a list read in windows reads them. */
  onVisibleRows?: (from: number, to: number) => void;
  columns: readonly DatatableColumn<R>[];
  /** Widths the user dragged, by column id; they win over the column's own width. */
  widths?: Readonly<Record<string, number>>;
  sort: SortSetting;
  height: number;
  label: string;
  onHeaderClick: (columnId: string) => void;
  onCellFocus: (row: number, column: number) => void;
  onColumnResize?: (columnId: string, width: number) => void;
  /** One click or Space: the row is chosen (e.g. shown beside the table). */
  onRowSelect?: (row: R) => void;
  /** Enter or double-click (a second click when there is no onRowSelect): the row is opened. */
  onRowActivate?: (row: R) => void;
  /** Ticked rows (a checkbox before each row); ticking never opens the row. Without onRowSelect, Space ticks. */
  isTicked?: (row: R) => boolean;
  onTick?: (row: R) => void;
  /** The row the j/k shortcuts are on: shown as the grid's selection and scrolled into view. */
  cursor?: { row: number };
  /** Lines of text a row holds: 2 lets cells wrap (and fitted columns be sized for two lines). */
  lines?: 1 | 2;
};

const gridKeybindings = { goLeftCell: 'ArrowLeft', goRightCell: 'ArrowRight' } as const;
const drawers = { 1: textDrawer(1), 2: textDrawer(2) } as const;

/** The virtualised canvas grid (glide-data-grid): only visible cells are drawn, so page size does not matter. */
export const GridView = <R extends Record<string, unknown>>(props: GridViewProps<R>) => {
  const { count, rowAt, fitRows, columns, widths, sort, height, onHeaderClick, onCellFocus } = props;
  const { onColumnResize, onRowSelect, onRowActivate, isTicked, onTick, lines = 1 } = props;
  // Read again when the scheme changes (the tokens read differently then): the canvas keeps the colours it got.
  const scheme = useColorScheme();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const theme = useMemo(() => gridTheme(), [scheme]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const tones = useMemo(() => toneColours(), [scheme]);
  const [selection, setSelection] = useState<GridSelection | undefined>(undefined);
  // The row under the last click, read by the native double-click (state may not have re-rendered yet).
  const clicked = useRef<number | null>(null);
  const grid = useRef<DataEditorRef>(null);
  const tipId = useId();
  const { tip, show, hide } = useCellTip(`${theme.baseFontStyle} ${theme.fontFamily}`, cellPadding, lines);
  const { ref: box, width } = useWidth<HTMLDivElement>(0);
  const gridColumns = useGridColumns({
    columns,
    rows: fitRows,
    sort,
    widths,
    theme,
    lines,
    width,
    ticked: isTicked !== undefined,
  });
  const textAt = useCallback(
    ([col, row]: Item) => {
      const r = rowAt(row);
      return r === undefined ? '' : cellText(columns[col], r);
    },
    [columns, rowAt],
  );
  const getCellContent = useCallback(
    ([col, row]: Item): GridCell => {
      const r = rowAt(row);
      if (r === undefined) return { kind: GridCellKind.Loading, allowOverlay: false };
      const text = cellText(columns[col], r);
      const tone = columns[col].tone?.(r);
      return {
        kind: GridCellKind.Text,
        data: text,
        displayData: text,
        allowOverlay: false,
        readonly: true,
        ...(tone ? { themeOverride: { textDark: tones[tone] } } : {}),
      };
    },
    [columns, rowAt, tones],
  );
  /** Acts on a row that is read; a click on a row still loading does nothing. */
  const onRow = (row: number, run: ((r: R) => void) | undefined) => {
    const r = rowAt(row);
    if (r !== undefined) run?.(r);
  };
  const { cursor } = props;
  // The cursor moving selects its row (state adjusted during render, as React advises for a prop change)...
  const [seenCursor, setSeenCursor] = useState(cursor);
  if (cursor !== seenCursor) {
    setSeenCursor(cursor);
    if (cursor !== undefined) {
      const empty = CompactSelection.empty();
      const range = { x: 0, y: cursor.row, width: 1, height: 1 };
      setSelection({
        current: { cell: [0, cursor.row], range, rangeStack: [] },
        columns: empty,
        rows: empty,
      });
    }
  }
  // ...and brings it into view, with its words in the table's status line for screen readers.
  useEffect(() => {
    if (cursor === undefined) return;
    grid.current?.scrollTo(0, cursor.row);
    onCellFocus(cursor.row, 0);
    // onCellFocus is a fresh closure each render; the cursor moving is what this follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cursor]);
  // The rows on screen and a screen's margin: where ticks are drawn (a list of a million rows is not walked).
  const [seen, setSeen] = useState({ from: 0, to: 100 });
  // The ticks of those rows as glide's row selection, derived from the caller's ticks (they span pages).
  const ticked = useMemo(() => {
    if (!isTicked) return undefined;
    let out = CompactSelection.empty();
    for (let i = Math.max(0, seen.from - 50); i < Math.min(count, seen.to + 50); i++) {
      const r = rowAt(i);
      if (r !== undefined && isTicked(r)) out = out.add(i);
    }
    return out;
  }, [isTicked, rowAt, count, seen]);
  const shownSelection: GridSelection | undefined = ticked
    ? { columns: CompactSelection.empty(), current: undefined, ...selection, rows: ticked }
    : selection;
  return (
    <div
      ref={box}
      onBlur={hide}
      onMouseLeave={hide}
      aria-describedby={tip ? tipId : undefined}
      // The tip follows a cell; once the grid scrolls it would point at another.
      onWheel={hide}
      // Glide counts any two pointer-ups within 500 ms anywhere in the window as a double-click (closing the
      // panel and then clicking a row would open it); the browser's own dblclick needs two clicks on the grid.
      onDoubleClick={(e) => {
        const row = clicked.current;
        const box = row === null ? undefined : grid.current?.getBounds(0, row);
        if (onRowSelect && row !== null && box && e.clientY >= box.y && e.clientY < box.y + box.height)
          onRow(row, onRowActivate);
      }}
    >
      <DataEditor
        ref={grid}
        columns={gridColumns}
        rows={count}
        getCellContent={getCellContent}
        drawCell={drawers[lines]}
        width="100%"
        height={height}
        rowHeight={lines === 2 ? tableTwoLineRowHeight : tableRowHeight}
        headerHeight={tableHeaderHeight}
        theme={theme}
        smoothScrollY
        // Tab must leave the grid (no keyboard trap); arrows move between cells.
        keybindings={gridKeybindings}
        rowMarkers={
          ticked ? { kind: 'checkbox-visible', checkboxStyle: 'square', headerDisabled: true } : 'none'
        }
        rangeSelect="cell"
        columnSelect="none"
        rowSelect={ticked ? 'multi' : 'none'}
        rowSelectionMode="multi"
        // Ticks come from the caller (they span pages), never from glide's own row selection, so a cell
        // click or Escape cannot untick a row; a click on the tick box toggles it (onCellClicked below).
        rowSelectionBlending="mixed"
        getCellsForSelection
        gridSelection={shownSelection}
        onGridSelectionChange={(s) => {
          setSelection(s);
          if (!s.current) return;
          const [col, row] = s.current.cell;
          onCellFocus(row, col);
          show(textAt([col, row]), grid.current?.getBounds(col, row));
        }}
        onItemHovered={(e) =>
          e.kind === 'cell' ? show(textAt(e.location), grid.current?.getBounds(...e.location)) : hide()
        }
        onHeaderClicked={(col) => onHeaderClick(columns[col].id)}
        onVisibleRegionChanged={(region) => {
          const shown = { from: region.y, to: region.y + region.height };
          if (shown.from !== seen.from || shown.to !== seen.to) setSeen(shown);
          props.onVisibleRows?.(shown.from, shown.to);
        }}
        onColumnResize={onColumnResize && ((column, size) => onColumnResize(String(column.id), size))}
        cellActivationBehavior={onRowSelect ? 'double-click' : 'second-click'}
        onCellClicked={
          (onRowSelect || onTick) &&
          (([col, row]) => {
            // The tick box is column -1: it ticks the row, it does not open it.
            if (col < 0) return onRow(row, onTick);
            if (!onRowSelect) return;
            clicked.current = row;
            onRow(row, onRowSelect);
          })
        }
        onCellActivated={([, row], e) => {
          // Space on a row of a ticked list with nothing to choose ticks it: the keyboard's way to the tick box,
          // which the arrows cannot reach (glide keeps its marker column out of the cell cursor).
          const space = e.inputType === 'keyboard' && e.key === ' ';
          if (!onRowSelect) return onRow(row, space && onTick ? onTick : onRowActivate);
          // With a separate select, the pointer activates through onDoubleClick above; Space selects.
          if (e.inputType === 'keyboard') onRow(row, e.key === ' ' ? onRowSelect : onRowActivate);
        }}
      />
      <CellTipView tip={tip} id={tipId} />
    </div>
  );
};
