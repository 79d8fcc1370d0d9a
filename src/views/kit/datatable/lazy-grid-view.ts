import type { ReactElement } from 'react';
import { loader, preloadable } from '../../../app/preloadable';
import type { GridViewProps } from './grid-view';

const gridCode = loader(() => import('./grid-view'));

/**
 * The grid, loaded with the first table that shows one rather than with the screen that holds it (the library is
 * heavy), and drawn at once once its code has arrived (React.lazy would suspend even then, and hold the table back
 * for up to 300 ms after its fallback). lazy() drops the generic parameter, so the signature is restored here.
 */
export const LazyGridView = preloadable(gridCode, 'GridView') as unknown as <
  R extends Record<string, unknown>,
>(
  props: GridViewProps<R>,
) => ReactElement;

/** Fetches the grid's code ahead, for a view that opens on a list (the debug panel): no second wait inside it. */
export const loadGridCode = (): Promise<unknown> => gridCode();
