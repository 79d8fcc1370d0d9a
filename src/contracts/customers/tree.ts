/**
 * The customer trees' node types, the context-menu actions each offers (spec §6 labels as action keys) and the
 * node texts. Shared: the service answers these, and the console builds the same nodes after a local add.
 */
export const customerTreeActions: Record<string, readonly string[]> = {
  biz_org: ['add_division', 'add_location', 'add_contact', 'add_employee', 'add_organisation'],
  div_org: ['add_employee', 'remove_division'],
  asi_emp: ['update_employee', 'remove_employee'],
  /** Employees by whether benefits are captured (spec §3 eb_with_json / eb_without_json). */
  eb_without_json: ['update_employee', 'remove_employee', 'add_employee_benefits'],
  eb_with_json: ['update_employee', 'remove_employee', 'update_employee_benefits'],
  site_leaf: ['add_contact', 'remove_location'],
  site_non_leaf: ['add_contact', 'remove_location'],
  contact_rec: [],
};

export const nodeIds = {
  employer: (id: number) => `biz-${id}`,
  division: (id: number) => `div-${id}`,
  employee: (id: number) => `ee-${id}`,
  site: (id: number) => `site-${id}`,
  contact: (id: number) => `contact-${id}`,
} as const;
export type CustomerNodeKind = keyof typeof nodeIds;

/** The record a node stands for: `ee-12` → employee 12. */
export function parseNodeId(nodeId: string): { kind: CustomerNodeKind; id: number } | null {
  const match = /^(biz|div|ee|site|contact)-(\d+)$/.exec(nodeId);
  if (!match) return null;
  const kinds: Record<string, CustomerNodeKind> = {
    biz: 'employer',
    div: 'division',
    ee: 'employee',
    site: 'site',
    contact: 'contact',
  };
  return { kind: kinds[match[1]], id: Number(match[2]) };
}

export const employeeNodeText = (e: { firstName: string; lastName: string; employeeNumber: string }) =>
  `${e.lastName}, ${e.firstName} (${e.employeeNumber})`;
export const siteNodeText = (s: { name: string; city: string }) =>
  s.city ? `${s.name} (${s.city})` : s.name;
export const contactNodeText = (c: { firstName: string; lastName: string; jobTitle: string }) =>
  c.jobTitle ? `${c.firstName} ${c.lastName} — ${c.jobTitle}` : `${c.firstName} ${c.lastName}`;
