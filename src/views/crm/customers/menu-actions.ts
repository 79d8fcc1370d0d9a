import { parseNodeId } from '../../../contracts/customers/tree';
import type { CustomerRecordEvent } from '../../../machines/customer-record.machine';
import type { TreeMenuAction } from '../../../rules/kit-tree-menu';
import type { TreeNode } from '../../../rules/kit-tree-types';
import type { CustomerRecordKind } from '../../../machines/customer-record.machine';

export type RemoveRequest = { kind: CustomerRecordKind; id: number; nodeId: string; label: string };
export type MenuOutcome = { open: CustomerRecordEvent } | { remove: RemoveRequest } | null;

/** The customer a node belongs to: itself for an employer, its parent for a division or location. */
const employerIdOf = (node: TreeNode): number | null => {
  const self = parseNodeId(node.id);
  if (self?.kind === 'employer') return self.id;
  const parent = parseNodeId(node.parent);
  return parent?.kind === 'employer' ? parent.id : null;
};

const removable: Partial<Record<TreeMenuAction, CustomerRecordKind>> = {
  remove_division: 'division',
  remove_location: 'site',
  remove_employee: 'employee',
};

/** What a context-menu action on a customer-tree node does: open a form (new or existing) or ask to remove. */
export function menuOutcome(action: TreeMenuAction, node: TreeNode): MenuOutcome {
  const self = parseNodeId(node.id);
  const employerId = employerIdOf(node);
  const removeKind = removable[action];
  if (removeKind && self)
    return { remove: { kind: removeKind, id: self.id, nodeId: node.id, label: node.text } };
  const open = (kind: CustomerRecordKind, defaults: Record<string, unknown>): MenuOutcome => ({
    open: { type: 'record.open', kind, id: -1, defaults },
  });
  switch (action) {
    case 'add_organisation':
      return open('employer', {});
    case 'add_division':
      return employerId ? open('division', { employer_id: employerId }) : null;
    case 'add_location':
      return employerId ? open('site', { employer_id: employerId }) : null;
    case 'add_contact':
      return employerId
        ? open('contact', { employer_id: employerId, site_id: self?.kind === 'site' ? self.id : null })
        : null;
    case 'add_employee':
      return employerId
        ? open('employee', {
            employer_id: employerId,
            division_id: self?.kind === 'division' ? self.id : null,
          })
        : null;
    case 'update_employee':
      return self ? { open: { type: 'record.open', kind: 'employee', id: self.id } } : null;
    default:
      return null;
  }
}
