import {
  contactNodeText,
  customerTreeActions,
  employeeNodeText,
  nodeIds,
  siteNodeText,
} from '../../../contracts/customers/tree';
import type { TreeNode } from '../../../rules/kit-tree-types';
import type { CustomerRecordKind } from '../../../machines/customer-record.machine';

type Rec = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => Number(v);

const make = (id: string, parent: string, text: string, type: string): TreeNode => ({
  id,
  parent,
  text,
  type,
  state: { opened: false },
  data: { context_items: [...(customerTreeActions[type] ?? [])] },
});

/** The node a saved record shows as, in the service's own format (the menu filters by role map itself). */
export function nodeForRecord(kind: CustomerRecordKind, r: Rec): TreeNode | null {
  switch (kind) {
    case 'employer':
      return make(nodeIds.employer(num(r.id)), '#', str(r.name), 'biz_org');
    case 'division':
      return make(nodeIds.division(num(r.id)), nodeIds.employer(num(r.employer_id)), str(r.name), 'div_org');
    case 'employee':
      return make(
        nodeIds.employee(num(r.id)),
        r.division_id ? nodeIds.division(num(r.division_id)) : nodeIds.employer(num(r.employer_id)),
        employeeNodeText({
          firstName: str(r.first_name),
          lastName: str(r.last_name),
          employeeNumber: str(r.employee_number),
        }),
        // A saved employee keeps the benefit node type the service knows of (spec §3, §9).
        r.has_benefits === true ? 'eb_with_json' : 'eb_without_json',
      );
    case 'site':
      return make(
        nodeIds.site(num(r.id)),
        nodeIds.employer(num(r.employer_id)),
        siteNodeText({ name: str(r.name), city: str(r.city) }),
        'site_leaf',
      );
    case 'contact':
      return make(
        nodeIds.contact(num(r.id)),
        r.site_id ? nodeIds.site(num(r.site_id)) : nodeIds.employer(num(r.employer_id)),
        contactNodeText({
          firstName: str(r.first_name),
          lastName: str(r.last_name),
          jobTitle: str(r.job_title),
        }),
        'contact_rec',
      );
    default:
      return null;
  }
}

/** Which record kinds each customer tree shows. */
export const treeKinds = {
  div: new Set<CustomerRecordKind>(['employer', 'division', 'employee']),
  site: new Set<CustomerRecordKind>(['employer', 'site', 'contact']),
} as const;
