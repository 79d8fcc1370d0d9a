import { describe, expect, it, vi } from 'vitest';
import type { RoleMap } from '../../../src/contracts/auth';
import { permissionKeys } from '../../../src/contracts/permissions';
import type { PaletteGroup } from '../../../src/views/kit/shortcuts/palette-hub';
import { paletteOptions } from '../../../src/views/shell/palette-options';

const roleMap: RoleMap = { [permissionKeys.customersView]: 1, [permissionKeys.taskView]: 1 };
const run = vi.fn();
const actions: PaletteGroup = {
  id: 'record-actions',
  label: 'Actions on CAS-000001',
  place: 'record',
  commands: [
    { id: 'assign', label: 'Assign…', run },
    { id: 'note', label: 'Add note…', run },
  ],
};
const views: PaletteGroup = {
  id: 'saved-views',
  label: 'Saved views',
  place: 'extra',
  commands: [{ id: '1', label: 'My overdue cases', run }],
};

describe('paletteOptions', () => {
  it('lists the record’s actions, then screens, then added groups, then records found', () => {
    const groups = paletteOptions({
      term: '',
      roleMap,
      groups: [views, actions],
      found: [{ kind: 'case', hits: [{ id: 9, title: 'CAS-000009 Claim', detail: 'Open' }] }],
      navigate: vi.fn(),
    });
    expect(groups.map((g) => g.label)).toEqual(['Actions on CAS-000001', 'Go to', 'Saved views', 'Cases']);
  });

  it('filters every local group by the term and drops groups left empty', () => {
    const groups = paletteOptions({
      term: 'overdue',
      roleMap,
      groups: [views, actions],
      found: [],
      navigate: vi.fn(),
    });
    expect(groups.map((g) => [g.label, g.options.map((o) => o.label)])).toEqual([
      ['Saved views', ['My overdue cases']],
    ]);
  });

  it('opens a found record on its page, and leaves out records the profile may not open', () => {
    const navigate = vi.fn();
    const groups = paletteOptions({
      term: 'thabo',
      roleMap: {},
      groups: [],
      found: [
        { kind: 'case', hits: [{ id: 9, title: 'CAS-000009 Thabo called', detail: 'Open' }] },
        { kind: 'employee', hits: [{ id: 4, title: 'Thabo Nkosi', detail: 'E001' }] },
      ],
      navigate,
    });
    expect(groups.map((g) => g.label)).toEqual(['Cases']);
    groups[0].options[0].run();
    expect(navigate).toHaveBeenCalledWith('/case-management/case/9');
  });
});
