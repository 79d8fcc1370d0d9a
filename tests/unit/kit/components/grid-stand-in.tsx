import { cellText } from '../../../../src/views/kit/datatable/columns';
import type { GridViewProps } from '../../../../src/views/kit/datatable/grid-view';

/**
 * The canvas grid cannot draw in jsdom: this stands in for it (`vi.mock(gridView, () => import('./grid-stand-in'))`),
 * listing the rows with a button for each thing a user does to a row in the grid: focus a cell, tick it, choose
 * it (a click) and open it (Enter or a double-click), each named after the row's first cell.
 */
export const GridView = <R extends Record<string, unknown>>(p: GridViewProps<R>) => (
  <ul aria-label="grid">
    {Array.from({ length: p.count }, (_, i) => p.rowAt(i)).map((row, i) => {
      if (!row) return null;
      const name = cellText(p.columns[0], row);
      return (
        <li key={i}>
          <button onClick={() => p.onCellFocus(i, 0)}>focus {name}</button>
          <button onClick={() => p.onTick?.(row)}>tick {name}</button>
          <button onClick={() => p.onRowSelect?.(row)}>choose {name}</button>
          <button onClick={() => p.onRowActivate?.(row)}>open {name}</button>
        </li>
      );
    })}
  </ul>
);
