type Ticks<R> = { isTicked: (row: R) => boolean } | undefined;

/** What the status line adds for a row of a ticked list: a canvas tick box has no words of its own. */
export const tickWords = <R>(ticks: Ticks<R>, row: R): string =>
  ticks ? (ticks.isTicked(row) ? ', ticked' : ', not ticked') : '';
