import { describe, expect, it } from 'vitest';
import type { SavedView } from '../../../src/contracts/saved-views';
import {
  filtersQuery,
  openingView,
  queryFilters,
  requestedViewId,
  savedViewLink,
} from '../../../src/rules/saved-view-link';

const state = { filters: { list: 'wg', sla: 'overdue' }, sort: null, columns: {} };

describe('saved view links', () => {
  it('opens a view on its list’s route with its filters and its id', () => {
    expect(savedViewLink({ id: 4, list: 'case', state })).toBe(
      '/case-management/case-management?list=wg&sla=overdue&view=4',
    );
    expect(
      savedViewLink({ id: 5, list: 'task', state: { ...state, filters: { scope: 'mine', due: '' } } }),
    ).toBe('/task/task-tracker?scope=mine&view=5');
    expect(savedViewLink({ id: 6, list: 'lead', state: { ...state, filters: {} } })).toBe(
      '/case-management/leads?view=6',
    );
  });

  it('reads filters and the requested view back from a query string', () => {
    expect(queryFilters('?list=wg&sla=&view=4')).toEqual({ list: 'wg' });
    expect(filtersQuery({})).toBe('');
    expect(requestedViewId('?view=4')).toBe(4);
    expect(requestedViewId('?view=0')).toBeNull();
    expect(requestedViewId('?view=4x')).toBeNull();
  });

  it('chooses the view a list opens on', () => {
    const views = [
      { id: 1, is_default: false },
      { id: 2, is_default: true },
    ] as SavedView[];
    expect(openingView(views, '')?.id).toBe(2);
    expect(openingView(views, '?view=1')?.id).toBe(1);
    expect(openingView(views, '?view=3')).toBeNull();
    expect(openingView(views, '?list=my_all')).toBeNull();
  });
});
