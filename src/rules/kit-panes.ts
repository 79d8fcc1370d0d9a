/** Two-pane toggler (spec §4): both panes at start; a toggle gives one side the whole width, and toggling the
 * same side again restores both (the original layout). */
export type PaneLayout = 'both' | 'left' | 'right';
export type PaneSide = 'left' | 'right';

export const initialPaneLayout: PaneLayout = 'both';

export function togglePane(layout: PaneLayout, side: PaneSide): PaneLayout {
  return layout === side ? 'both' : side;
}

export function isPaneVisible(layout: PaneLayout, side: PaneSide): boolean {
  return layout === 'both' || layout === side;
}
