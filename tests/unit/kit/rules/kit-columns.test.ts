import { describe, expect, it } from 'vitest';
import {
  columnPrefsKey,
  emptyColumnPrefs,
  fitText,
  maxColumnWidth,
  minColumnWidth,
  parseColumnPrefs,
  shownColumns,
  withShown,
  withWidth,
} from '../../../../src/rules/kit-columns';
import { deskColumns } from '../../../../src/views/cases/desk-columns';

const ids = (width: number, prefs = emptyColumnPrefs) =>
  shownColumns(deskColumns, width, prefs).map((c) => c.id);
const essentials = ['number', 'title', 'party_name', 'status', 'priority', 'sla_rank', 'owner_name'];
const dates = ['create_datetime', 'due_at'];

describe('which desk columns show at a viewport width', () => {
  it.each([1024, 1280, 1399])('at %i px only the seven an agent works with', (width) => {
    expect(ids(width)).toEqual(essentials);
  });
  // The desk's columns fit their content on two lines (desk-columns.ts): from 1400 px the dates show as well.
  it.each([1400, 1440, 1599])('at %i px the seven and the dates', (width) => {
    expect(ids(width)).toEqual([...essentials, ...dates]);
  });
  it('from 1600 px the workgroup joins them', () => {
    expect(ids(1600)).toEqual([...essentials, 'wrkgrp_name', ...dates]);
  });
  it('the user’s choice wins over the width, both ways', () => {
    const prefs = withShown(withShown(emptyColumnPrefs, 'wrkgrp_name', true), 'priority', false);
    expect(ids(1280, prefs)).toEqual([
      'number',
      'title',
      'party_name',
      'status',
      'sla_rank',
      'owner_name',
      'wrkgrp_name',
    ]);
  });
  it('hiding every column still leaves the first one', () => {
    const prefs = deskColumns.reduce((p, c) => withShown(p, c.id, false), emptyColumnPrefs);
    expect(ids(1920, prefs)).toEqual(['number']);
  });
});

describe('column choices kept in the browser', () => {
  it('are kept per view and per user', () => {
    expect(columnPrefsKey('workflow-case', 7)).not.toBe(columnPrefsKey('workflow-case', 8));
    expect(columnPrefsKey('workflow-case', 7)).not.toBe(columnPrefsKey('workflow-lead', 7));
  });
  it('round-trip through storage', () => {
    const prefs = withWidth(withShown(emptyColumnPrefs, 'due_at', true), 'title', 321);
    expect(parseColumnPrefs(JSON.stringify(prefs))).toEqual({
      shown: { due_at: true },
      widths: { title: 321 },
    });
  });
  it('drop what is malformed and clamp widths to what the grid allows', () => {
    expect(parseColumnPrefs('{not json')).toEqual(emptyColumnPrefs);
    expect(parseColumnPrefs(null)).toEqual(emptyColumnPrefs);
    expect(
      parseColumnPrefs(JSON.stringify({ shown: { a: 'yes', b: false }, widths: { a: 5, b: 9000, c: 'x' } })),
    ).toEqual({ shown: { b: false }, widths: { a: minColumnWidth, b: maxColumnWidth } });
  });
});

describe('text cut to a column with an ellipsis', () => {
  // One unit per character keeps the expectations readable.
  const measure = (s: string) => s.length;
  it('leaves text that fits as it is', () => {
    expect(fitText('Dental claim', 12, measure)).toBe('Dental claim');
  });
  it('cuts the longest prefix that fits with the ellipsis, without a dangling space', () => {
    expect(fitText('Dental claim short-paid', 12, measure)).toBe('Dental clai…');
    expect(fitText('Dental claim short-paid', 8, measure)).toBe('Dental…');
  });
  it('shows nothing when not even the ellipsis fits', () => {
    expect(fitText('Dental', 0, measure)).toBe('');
    expect(fitText('Dental', 1, measure)).toBe('…');
  });
});
