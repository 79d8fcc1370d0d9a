import '@glideapps/glide-data-grid/dist/index.css';
import {
  DataEditor,
  GridCellKind,
  type GridCell,
  type GridColumn,
  type GridSelection,
  type Item,
} from '@glideapps/glide-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { tableHeaderHeight, tableRowHeight, type SortSetting } from '../../../rules/kit-table';
import { cellText, type DatatableColumn } from './columns';
import { gridTheme, toneColours } from './grid-theme';

export type GridViewProps<R extends Record<string, unknown>> = {
  rows: readonly R[];
  positions: readonly number[];
  columns: readonly DatatableColumn<R>[];
  sort: SortSetting;
  height: number;
  label: string;
  onHeaderClick: (columnId: string) => void;
  onCellFocus: (row: number, column: number) => void;
  onRowActivate?: (row: R) => void;
};

const gridKeybindings = { goLeftCell: 'ArrowLeft', goRightCell: 'ArrowRight' } as const;

const arrow = (sort: SortSetting, id: string) =>
  sort?.column === id ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : '';

/** The virtualised canvas grid (glide-data-grid): only visible cells are drawn, so page size does not matter. */
export const GridView = <R extends Record<string, unknown>>(props: GridViewProps<R>) => {
  const { rows, positions, columns, sort, height, onHeaderClick, onCellFocus, onRowActivate } = props;
  const [theme] = useState(() => gridTheme());
  const [tones] = useState(() => toneColours());
  const [selection, setSelection] = useState<GridSelection | undefined>(undefined);
  const gridColumns = useMemo<GridColumn[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        title: `${c.title}${arrow(sort, c.id)}`,
        ...(c.width ? { width: c.width } : { grow: 1, width: 130 }),
      })),
    [columns, sort],
  );
  const getCellContent = useCallback(
    ([col, row]: Item): GridCell => {
      const r = rows[positions[row]];
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
    [columns, rows, positions, tones],
  );
  return (
    <DataEditor
      columns={gridColumns}
      rows={positions.length}
      getCellContent={getCellContent}
      width="100%"
      height={height}
      rowHeight={tableRowHeight}
      headerHeight={tableHeaderHeight}
      theme={theme}
      smoothScrollY
      // Tab must leave the grid (no keyboard trap); arrows move between cells.
      keybindings={gridKeybindings}
      rowMarkers="none"
      rangeSelect="cell"
      columnSelect="none"
      rowSelect="none"
      getCellsForSelection
      gridSelection={selection}
      onGridSelectionChange={(s) => {
        setSelection(s);
        if (s.current) onCellFocus(s.current.cell[1], s.current.cell[0]);
      }}
      onHeaderClicked={(col) => onHeaderClick(columns[col].id)}
      onCellActivated={([, row]) => onRowActivate?.(rows[positions[row]])}
    />
  );
};
