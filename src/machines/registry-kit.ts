import { editControlMachine, sampleEvents as editControlEvents } from './edit-control.machine';
import {
  classificationPickerMachine,
  sampleEvents as classificationPickerEvents,
} from './classification-picker.machine';
import { hierarchyTreeMachine, sampleEvents as hierarchyTreeEvents } from './hierarchy-tree.machine';
import {
  classificationAdminMachine,
  sampleEvents as classificationAdminEvents,
} from './classification-admin.machine';
import type { RegistryEntry } from './registry-entry';

/** The shared form controls (edit control, classification dropdowns, hierarchy tree) and the classification admin. */
export const kitEntries: RegistryEntry[] = [
  {
    id: 'editControl',
    machine: editControlMachine,
    purpose: 'Edit control: view, edit, validate, save through the update call, cancel',
    sampleEvents: editControlEvents,
    input: { url: '/dev/kit/update' },
  },
  {
    id: 'classificationPicker',
    machine: classificationPickerMachine,
    purpose:
      'Classification dropdowns: level lists loaded one level at a time, selection and reset of deeper levels',
    sampleEvents: classificationPickerEvents,
    input: { variant: 'case' },
  },
  {
    id: 'hierarchyTree',
    machine: hierarchyTreeMachine,
    purpose: 'Hierarchy tree: load, open and close, search with highlight, select, rename, move and remove',
    sampleEvents: hierarchyTreeEvents,
    input: { treeCase: 'classification', id: 'demo-3' },
  },
  {
    id: 'classificationAdmin',
    machine: classificationAdminMachine,
    purpose: 'Classification administration: create, rename, move and remove values, then refresh the cache',
    sampleEvents: classificationAdminEvents,
  },
];
