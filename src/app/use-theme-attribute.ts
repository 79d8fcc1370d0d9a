import { useSelector } from '@xstate/react';
import { useLayoutEffect } from 'react';
import { useAppActors } from './actors';

/**
 * Puts the layout machine's theme choice on the root element, where theme.css reads it: [data-theme] sets
 * color-scheme, and without it the system preference decides. Before the first paint, so a chosen theme never
 * flashes the other one.
 */
export const useThemeAttribute = (): void => {
  const { layout } = useAppActors();
  const theme = useSelector(layout, (s) => s.context.theme);
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (theme === 'system') delete root.dataset.theme;
    else root.dataset.theme = theme;
  }, [theme]);
};
