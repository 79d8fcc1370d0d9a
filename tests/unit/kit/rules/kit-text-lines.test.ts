import { describe, expect, it } from 'vitest';
import { allotWidths, widthForLines, wrapText } from '../../../../src/rules/kit-text-lines';

// Ten pixels a character: widths read as lengths.
const measure = (s: string) => s.length * 10;

describe('wrapText', () => {
  it.each([
    ['Open', 100, 2, ['Open'], false],
    ['Pending Customer', 100, 2, ['Pending', 'Customer'], false],
    ['Pending Customer', 100, 1, ['Pending C…'], true],
    ['Due today, 45 min left', 120, 2, ['Due today,', '45 min left'], false],
    ['Overdue (response) 1 d 7 h', 100, 2, ['Overdue', '(response…'], true],
    ['Supercalifragilistic word', 100, 2, ['Supercali…'], true],
  ] as const)('%s in %i px, %i lines', (text, width, lines, want, cut) => {
    expect(wrapText(text, width, measure, lines)).toEqual({ lines: want, cut });
  });
});

describe('widthForLines', () => {
  it('is the whole text on one line, the best split’s wider half on two', () => {
    expect(widthForLines('Pending Customer', measure, 1)).toBe(160);
    expect(widthForLines('Pending Customer', measure, 2)).toBe(80);
    expect(widthForLines('20 Nov 2026 08:00', measure, 2)).toBe(100);
    expect(widthForLines('CAS-001047', measure, 2)).toBe(100);
  });

  it('is wide enough for wrapText to keep the text whole in two lines', () => {
    for (const text of ['Due later, 1 d 7 h left', 'Overdue (response) 1 d 7 h', 'Hendrik van der Merwe'])
      expect(wrapText(text, widthForLines(text, measure, 2), measure, 2).cut).toBe(false);
  });
});

describe('allotWidths', () => {
  const fits = [
    { one: 160, two: 90 },
    { one: 150, two: 100 },
    { one: 80, two: 80 },
  ];
  it.each([
    [270, [90, 100, 80]],
    [330, [90, 150, 80]],
    [400, [160, 150, 80]],
    [100, [90, 100, 80]],
  ])('shares %i px cheapest first', (room, want) => {
    expect(allotWidths(fits, room)).toEqual(want);
  });
});
