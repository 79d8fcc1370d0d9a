/**
 * Node types and context-menu actions of the internal-organisation trees (spec §3, §6). The portfolio, tenant
 * and customer-management trees carry no menu (§6), so they have no entry here.
 */
export const internalOrgTreeActions: Record<string, readonly string[]> = {
  // int_org_management/tree: organisation (tenant) → department → sub-department.
  biz: ['add_department'],
  sub_biz_org: ['add_department'],
  division: ['add_department', 'remove_department'],
  division_leaf: ['add_department', 'remove_department'],
  // get_internal_org_employee_tree: organisation → department → employee.
  asi_biz: ['add_department'],
  asi_div: ['add_department', 'remove_department'],
  asi_div_leaf: ['add_department', 'remove_department'],
  asi_emp: [],
};

/** The configuration sections a tenant carries (customer_management/tree leaves). */
export const configSections = [
  { key: 'knowledge', label: 'Knowledge management' },
  { key: 'notifications', label: 'Notifications' },
  { key: 'dispatch', label: 'Dispatch rules' },
  { key: 'email_templates', label: 'E-mail templates' },
  { key: 'numbering', label: 'Numbering' },
  { key: 'lifecycle', label: 'Case lifecycle' },
  { key: 'phone', label: 'Phone service level' },
  { key: 'user_roles', label: 'User roles' },
] as const;
export type ConfigSectionKey = (typeof configSections)[number]['key'];

export const internalNodeIds = {
  org: (tenantId: number) => `org-${tenantId}`,
  department: (id: number) => `dept-${id}`,
  employee: (id: number) => `iemp-${id}`,
  section: (tenantId: number, key: string) => `cfg-${tenantId}-${key}`,
  industry: (tenantId: number, industry: string) => `ind-${tenantId}-${industry}`,
  customer: (id: number) => `cust-${id}`,
} as const;

export type InternalNode =
  | { kind: 'org'; id: number }
  | { kind: 'department'; id: number }
  | { kind: 'employee'; id: number }
  | { kind: 'customer'; id: number }
  | { kind: 'section'; id: number; section: string }
  | { kind: 'industry'; id: number };

/** The record a node stands for: `dept-4` → department 4; `cfg-3-dispatch` → tenant 3's dispatch rules. */
export function parseInternalNodeId(nodeId: string): InternalNode | null {
  const simple = /^(org|dept|iemp|cust)-(\d+)$/.exec(nodeId);
  if (simple) {
    const kinds = { org: 'org', dept: 'department', iemp: 'employee', cust: 'customer' } as const;
    return { kind: kinds[simple[1] as keyof typeof kinds], id: Number(simple[2]) };
  }
  const section = /^cfg-(\d+)-([a-z_]+)$/.exec(nodeId);
  if (section) return { kind: 'section', id: Number(section[1]), section: section[2] };
  const industry = /^ind-(\d+)-/.exec(nodeId);
  return industry ? { kind: 'industry', id: Number(industry[1]) } : null;
}

/** The tenant a node of any of these trees belongs to, when the node says so. */
export function tenantOfNode(nodeId: string): number | null {
  const n = parseInternalNodeId(nodeId);
  return n && (n.kind === 'org' || n.kind === 'section' || n.kind === 'industry') ? n.id : null;
}
