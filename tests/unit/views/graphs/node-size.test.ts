import { describe, expect, it } from 'vitest';
import { wrapLabel } from '../../../../src/views/kit/graph/measure-text';
import { nodeText, sizeNode } from '../../../../src/views/metadata/search-graph-layout';

// Bold glyphs a little wider than regular ones, as in a real font.
const measure = (text: string, font: string) => text.length * (font.startsWith('600') ? 8.5 : 6.5);
const labelFont = `600 ${nodeText.labelSize}px sans-serif`;

describe('a search graph node is sized from its measured label', () => {
  it('holds a short label on one line with its padding', () => {
    const node = sizeNode(
      { key: 't1', label: 'member_enrolment', sub: '11 attributes' },
      'sans-serif',
      measure,
    );
    expect(node.lines).toEqual(['member_enrolment']);
    expect(node.width).toBeGreaterThanOrEqual(measure('member_enrolment', labelFont) + 2 * nodeText.padX);
  });

  it('wraps a long label to at most three lines, each inside the box, and ends a longer one with an ellipsis', () => {
    const label =
      'enrolment_to_member_search_for_the_northern_region_with_every_scheme_and_gap_cover_product';
    const node = sizeNode({ key: 'x1', label, sub: '11 mappings' }, 'sans-serif', measure);
    expect(node.lines.length).toBe(3);
    expect(node.lines.at(-1)).toMatch(/…$/);
    for (const line of node.lines) {
      expect(measure(line, labelFont)).toBeLessThanOrEqual(nodeText.maxTextWidth);
      expect(measure(line, labelFont) + 2 * nodeText.padX).toBeLessThanOrEqual(node.width);
    }
    const oneLine = sizeNode({ key: 'x2', label: 'short', sub: '11 mappings' }, 'sans-serif', measure);
    expect(node.height).toBeGreaterThan(oneLine.height);
  });

  it('breaks at spaces and underscores before cutting inside a word', () => {
    const wrapped = wrapLabel('Discovery members over R3000', labelFont, 120, 3, measure);
    expect(wrapped.lines).toEqual(['Discovery', 'members over', 'R3000']);
    expect(wrapped.width).toBe(measure('members over', labelFont));
  });
});
