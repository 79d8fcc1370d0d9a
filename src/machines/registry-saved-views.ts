import type { EventObject } from 'xstate';
import type { SavedView } from '../contracts/saved-views';
import { done, failed, type RegistryEntry } from './registry-entry';
import { savedViewsMachine, type SavedViewsEvent } from './saved-views.machine';

const typed = <E extends EventObject>(events: E[]): EventObject[] => events;
const sampleState = { filters: { list: 'wg', sla: 'overdue' }, sort: null, columns: {} };
const sampleView: SavedView = {
  id: 3,
  list: 'case',
  name: 'Overdue in my workgroup',
  state: sampleState,
  owner_user_id: 5,
  owner_name: 'Pieter van der Merwe',
  shared_wrkgrp_id: null,
  shared_wrkgrp_name: null,
  is_default: true,
  mine: true,
  updated_at: '2026-11-26T08:00:00.000Z',
};

/** Saved views of the case, lead and task lists (issue 19). */
export const savedViewEntries: RegistryEntry[] = [
  {
    id: 'savedViews',
    machine: savedViewsMachine,
    purpose:
      'Saved views of a list: read, open on the URL’s view or the default, apply, save, update, delete, set the default',
    sampleEvents: [
      done('list', {
        views: [sampleView],
        share_with: [{ wrkgrp_id: 1, wrkgrp_name: 'Pretoria Claims Desk' }],
      }),
      failed('list'),
      ...typed<SavedViewsEvent>([
        { type: 'views.apply', id: 3 },
        { type: 'views.save', name: 'Mine', state: sampleState, sharedWrkgrpId: null },
        { type: 'views.update', state: sampleState },
        { type: 'views.remove', id: 3 },
        { type: 'views.default', id: 3 },
        { type: 'views.reload' },
      ]),
      done('save', sampleView),
      failed('save'),
      done('remove', undefined),
      failed('remove'),
      done('setDefault', undefined),
      failed('setDefault'),
    ],
    input: { list: 'case', search: '' },
  },
];
