import { describe, expect, it } from 'vitest';
import { defaultDeskFilter, narrowingFilters, parseDeskFilter } from '../../../src/rules/desk-url-filter';

describe("the phone's Filters button count", () => {
  it('counts nothing for the default filter, whatever the tab or workgroup', () => {
    expect(narrowingFilters(defaultDeskFilter)).toBe(0);
    expect(narrowingFilters(parseDeskFilter('?list=wg_all&wrkgrp=7'))).toBe(0);
  });

  it('counts each of SLA, owner, status and classification that narrows the list', () => {
    expect(narrowingFilters(parseDeskFilter('?sla=overdue'))).toBe(1);
    expect(narrowingFilters(parseDeskFilter('?owner=unassigned&status=Open'))).toBe(2);
    expect(narrowingFilters(parseDeskFilter('?sla=paused&owner=12&status=Open&cls=4'))).toBe(4);
  });
});
