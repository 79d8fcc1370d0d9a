import { wrapText, type TextLines } from '../../../rules/kit-text-lines';

/** The size of every label a plot draws (px); charts.module.css sets the same on the plot's text. */
export const labelSize = 12;

let context: CanvasRenderingContext2D | null | undefined;
let family: string | undefined;

/**
 * A label's drawn width in the plots' font. The margins are sized from it: a guess of 7 px a character cut
 * "Due today" to "ue today" and "Naledi Mokoena" to "aledi Mokoena" where the system font is wider than the guess
 * (DejaVu Sans on Debian).
 */
export const textWidth = (text: string): number => {
  if (context === undefined) context = document.createElement('canvas').getContext('2d');
  // jsdom draws nothing: a generous guess keeps its layout sane.
  if (!context) return text.length * 7.5;
  family ??=
    getComputedStyle(document.documentElement).getPropertyValue('--font-sans').trim() || 'sans-serif';
  context.font = `${labelSize}px ${family}`;
  return context.measureText(text).width;
};

/** A label laid out in `maxLines` lines of `room` px, words wrapped, cut with an ellipsis only past them. */
export const labelLines = (text: string, room: number, maxLines: number): TextLines =>
  wrapText(text, room, textWidth, maxLines);
