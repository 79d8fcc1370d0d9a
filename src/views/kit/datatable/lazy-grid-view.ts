import { lazy, type ReactElement } from 'react';
import type { GridViewProps } from './grid-view';

/**
 * The grid, loaded with the first table that shows one rather than with the screen that holds it (the library is
 * heavy). lazy() drops the generic parameter, so the component's own signature is restored here.
 */
export const LazyGridView = lazy(() =>
  import('./grid-view').then((m) => ({ default: m.GridView })),
) as unknown as <R extends Record<string, unknown>>(props: GridViewProps<R>) => ReactElement;
