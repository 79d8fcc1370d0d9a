/** Demo workgroups and the people in them (issue 5). Names are unique per tenant and type. */
export type SeedWorkgroup = {
  name: string;
  tenant: string;
  type: 'Case' | 'Lead';
  description: string;
  /**
   * How many records it holds, six of them closed: workgroups carry different loads, as real desks do (issue 41:
   * every case workgroup showed "44 open / 15 overdue").
   */
  records: number;
  /** login names; the first entry with `default` marks that user's default workgroup of the type */
  members: { user: string; default?: boolean; supervisor?: boolean }[];
};

export const seedWorkgroups: readonly SeedWorkgroup[] = [
  {
    name: 'Pretoria Claims Desk',
    tenant: 'Pretoria Office',
    type: 'Case',
    description: 'Medical scheme and gap-cover claim queries for Pretoria employers',
    records: 50,
    members: [
      { user: 'agent', default: true },
      { user: 'lerato.khumalo', default: true },
      { user: 'supervisor', default: true, supervisor: true },
    ],
  },
  {
    name: 'Pretoria Member Services',
    tenant: 'Pretoria Office',
    type: 'Case',
    description: 'Membership changes, dependants, tax certificates and banking details',
    records: 31,
    members: [{ user: 'lerato.khumalo' }, { user: 'agent' }, { user: 'supervisor', supervisor: true }],
  },
  {
    name: 'Johannesburg Claims Desk',
    tenant: 'Johannesburg Office',
    type: 'Case',
    description: 'Claim queries and pre-authorisations for Johannesburg employers',
    records: 64,
    members: [
      { user: 'sipho.dlamini', default: true },
      { user: 'agent' },
      { user: 'zanele.mthembu', default: true },
      { user: 'supervisor', supervisor: true },
    ],
  },
  {
    name: 'Johannesburg Escalations',
    tenant: 'Johannesburg Office',
    type: 'Case',
    description: 'Complaints escalated by employers, brokers or the Council for Medical Schemes',
    records: 19,
    members: [
      { user: 'thabo.molefe', default: true, supervisor: true },
      { user: 'sipho.dlamini' },
      { user: 'supervisor', supervisor: true },
    ],
  },
  {
    name: 'Gauteng Complaints',
    tenant: 'Ubuntu Benefits Gauteng',
    type: 'Case',
    description: 'Formal complaints for the Gauteng region',
    records: 24,
    members: [
      { user: 'thabo.molefe', supervisor: true },
      { user: 'admin', default: true, supervisor: true },
      { user: 'supervisor', supervisor: true },
    ],
  },
  {
    name: 'Cape Town Service Desk',
    tenant: 'Cape Town Office',
    type: 'Case',
    description: 'All member and employer service requests for the Western Cape',
    records: 57,
    members: [
      { user: 'johan.botha', default: true },
      { user: 'ayesha.patel', default: true },
      { user: 'marius.pretorius', default: true },
      { user: 'admin', supervisor: true },
    ],
  },
  {
    name: 'Pretoria New Business',
    tenant: 'Pretoria Office',
    type: 'Lead',
    description: 'Employers asking for a medical scheme or gap-cover quote',
    records: 25,
    members: [
      { user: 'agent', default: true },
      { user: 'lerato.khumalo', default: true },
      { user: 'supervisor', default: true, supervisor: true },
    ],
  },
  {
    name: 'Johannesburg Sales',
    tenant: 'Johannesburg Office',
    type: 'Lead',
    description: 'Group benefits leads from referrals, the website and walk-ins',
    records: 33,
    members: [
      { user: 'zanele.mthembu', default: true },
      { user: 'sipho.dlamini', default: true },
      { user: 'agent' },
      { user: 'supervisor', supervisor: true },
    ],
  },
  {
    name: 'Cape Town Sales',
    tenant: 'Cape Town Office',
    type: 'Lead',
    description: 'Western Cape group benefits leads',
    records: 18,
    members: [
      { user: 'johan.botha', default: true },
      { user: 'marius.pretorius', default: true },
      { user: 'admin', default: true, supervisor: true },
    ],
  },
];

export const caseTitles: readonly string[] = [
  'Hospital claim rejected by the scheme',
  'Gap-cover shortfall on specialist account',
  'Add newborn dependant to medical aid',
  'Change of banking details for debit order',
  'Late-joiner penalty query',
  'Tax certificate for the 2026 year of assessment',
  'Pre-authorisation delayed for knee replacement',
  'Chronic medication application declined',
  'Premium increase query for January',
  'Duplicate debit order on member account',
  'Member wants to downgrade plan option',
  'Savings account depleted before mid-year',
  'Oncology benefit query',
  'Optometry claim paid at the wrong rate',
  'Maternity programme registration',
  'Membership card not received',
  'Waiting period applied incorrectly',
  'Dependant over 21 still on the policy',
  'Claim paid to provider instead of member',
  'Complaint about call-centre waiting times',
  'Employer contribution schedule mismatch',
  'Member resigned: terminate cover',
  'Query on prescribed minimum benefits',
  'Dental claim short-paid',
];

export const leadTitles: readonly string[] = [
  'Quote request: group medical scheme for 45 staff',
  'Gap cover for management team',
  'Referral from existing client: logistics firm',
  'Website enquiry: retirement annuity for staff',
  'Walk-in: small business wants hospital plan',
  'Broker transfer enquiry',
  'Group life and disability quote',
  'Renewal review: competitor offered lower premium',
  'New franchise needs employee benefits',
  'Funeral cover for contract workers',
];

export const phonePrefixes: readonly string[] = [
  '082',
  '083',
  '072',
  '073',
  '011',
  '012',
  '021',
  '060',
  '071',
  '084',
];
