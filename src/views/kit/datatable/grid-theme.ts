import type { Theme } from '@glideapps/glide-data-grid';
import type { CellTone } from './columns';

/** Glide draws on a canvas, which cannot read CSS variables, so the theme tokens are resolved once here. */
export function gridTheme(root: HTMLElement = document.documentElement): Partial<Theme> {
  const css = getComputedStyle(root);
  const v = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  const font = v('--font-sans', 'system-ui, sans-serif');
  return {
    accentColor: v('--color-primary', '#0b5cad'),
    accentLight: v('--color-primary-soft', '#e3eefb'),
    textDark: v('--color-fg', '#1d2533'),
    textMedium: v('--color-muted', '#5b6577'),
    textLight: v('--color-muted', '#5b6577'),
    textHeader: v('--color-fg', '#1d2533'),
    bgCell: v('--color-surface', '#ffffff'),
    bgCellMedium: v('--color-surface-2', '#eef1f6'),
    bgHeader: v('--color-surface-2', '#eef1f6'),
    bgHeaderHasFocus: v('--color-primary-soft', '#e3eefb'),
    bgHeaderHovered: v('--color-primary-soft', '#e3eefb'),
    borderColor: v('--color-border', '#d5dbe5'),
    fontFamily: font,
    baseFontStyle: '14px',
    headerFontStyle: '600 14px',
  };
}

/** The theme colours a cell's tone draws with, resolved once like the theme. */
export function toneColours(root: HTMLElement = document.documentElement): Record<CellTone, string> {
  const css = getComputedStyle(root);
  const v = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    danger: v('--color-danger', '#b3261e'),
    warning: v('--color-warning', '#8a5300'),
    success: v('--color-success', '#1b7a3d'),
  };
}
