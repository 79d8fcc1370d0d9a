import { describe, expect, it } from 'vitest';
import { searchBoxEvent } from '../../../../src/rules/kit-search-box';
import { initialPaneLayout, isPaneVisible, togglePane } from '../../../../src/rules/kit-panes';

describe('searchBoxEvent', () => {
  it.each([
    ['a', 'abc', { type: 'change', data: 'abc' }],
    ['Backspace', 'ab', { type: 'change', data: 'ab' }],
    ['Enter', 'abc', { type: 'search', data: 'abc' }],
    ['Backspace', '', { type: 'clear', data: '' }],
    ['Enter', '', { type: 'clear', data: '' }],
    ['x', '   ', { type: 'clear', data: '' }],
  ])('key %s with %j', (key, text, expected) => expect(searchBoxEvent(key, text)).toEqual(expected));
});

describe('two-pane toggler', () => {
  it('shows both panes at start', () => {
    expect(initialPaneLayout).toBe('both');
    expect(isPaneVisible('both', 'left') && isPaneVisible('both', 'right')).toBe(true);
  });
  it.each([
    ['both', 'left', 'left'],
    ['left', 'left', 'both'],
    ['both', 'right', 'right'],
    ['right', 'right', 'both'],
    ['left', 'right', 'right'],
  ] as const)('%s toggled %s -> %s', (from, side, to) => expect(togglePane(from, side)).toBe(to));
  it('hides the other side when one is maximised', () => {
    expect(isPaneVisible('left', 'right')).toBe(false);
    expect(isPaneVisible('right', 'left')).toBe(false);
  });
});
