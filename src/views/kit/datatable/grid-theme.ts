import type { Theme } from '@glideapps/glide-data-grid';
import type { CellTone } from './columns';

/**
 * Glide draws on a canvas, which cannot read CSS variables. A colour token is light-dark(…), which only a
 * property that takes a colour resolves, so each one is read back through a hidden probe's `color`.
 */
const resolver = (root: HTMLElement) => {
  const probe = document.createElement('span');
  probe.hidden = true;
  root.appendChild(probe);
  const css = getComputedStyle(root);
  return {
    colour: (name: string, fallback: string): string => {
      if (!css.getPropertyValue(name).trim()) return fallback;
      probe.style.color = `var(${name})`;
      return getComputedStyle(probe).color || fallback;
    },
    value: (name: string, fallback: string): string => css.getPropertyValue(name).trim() || fallback,
    done: () => probe.remove(),
  };
};

/** The grid's theme from the tokens as they stand (call again when the theme changes). */
export function gridTheme(root: HTMLElement = document.documentElement): Partial<Theme> {
  const r = resolver(root);
  const c = r.colour;
  const theme: Partial<Theme> = {
    accentColor: c('--color-primary', '#0b5cad'),
    accentLight: c('--color-primary-soft', '#e3eefb'),
    textDark: c('--color-fg', '#1d2533'),
    textMedium: c('--color-muted', '#5b6577'),
    textLight: c('--color-muted', '#5b6577'),
    textHeader: c('--color-fg', '#1d2533'),
    bgCell: c('--color-surface', '#ffffff'),
    bgCellMedium: c('--color-surface-2', '#eef1f6'),
    bgHeader: c('--color-surface-2', '#eef1f6'),
    bgHeaderHasFocus: c('--color-primary-soft', '#e3eefb'),
    bgHeaderHovered: c('--color-primary-soft', '#e3eefb'),
    borderColor: c('--color-border', '#d5dbe5'),
    fontFamily: r.value('--font-sans', 'system-ui, sans-serif'),
    baseFontStyle: '14px',
    headerFontStyle: '600 14px',
  };
  r.done();
  return theme;
}

/** The theme colours a cell's tone draws with, resolved like the theme. */
export function toneColours(root: HTMLElement = document.documentElement): Record<CellTone, string> {
  const r = resolver(root);
  const tones = {
    danger: r.colour('--color-danger', '#b3261e'),
    warning: r.colour('--color-warning', '#8a5300'),
    success: r.colour('--color-success', '#1b7a3d'),
  };
  r.done();
  return tones;
}
