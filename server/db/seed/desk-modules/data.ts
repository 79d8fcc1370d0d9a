/** Checklists and meetings of the offices (spec §4): who runs them per tenant, and what they are about. */
export const deskStaff: readonly { tenant: string; owner: string; colleague: string }[] = [
  { tenant: 'Pretoria Office', owner: 'agent', colleague: 'lerato.khumalo' },
  { tenant: 'Johannesburg Office', owner: 'sipho.dlamini', colleague: 'agent' },
  { tenant: 'Ubuntu Benefits Gauteng', owner: 'supervisor', colleague: 'thabo.molefe' },
  { tenant: 'Cape Town Office', owner: 'ayesha.patel', colleague: 'johan.botha' },
];

export type SeedChecklist = { title: string; published: boolean; onCase: boolean; items: string[] };

export const seedChecklists: readonly SeedChecklist[] = [
  {
    title: 'Rejected hospital claim: documents to collect',
    published: true,
    onCase: true,
    items: [
      'Hospital account with ICD-10 and tariff codes',
      'Scheme rejection letter or claim statement',
      'Pre-authorisation number, if the hospital obtained one',
      'Motivation letter from the treating doctor',
    ],
  },
  {
    title: 'New employer group: first month',
    published: true,
    onCase: false,
    items: [
      'Signed group application and employer contribution split',
      'Certified ID copies for every member and dependant',
      'Payroll deduction schedule agreed with the payroll administrator',
      'Member education session booked on site',
    ],
  },
  {
    title: 'Tax certificate request',
    published: false,
    onCase: true,
    items: [
      'Confirm the tax year the member needs',
      'Check the dependants listed against the member file',
      'Request a corrected certificate from the scheme if needed',
    ],
  },
  {
    title: 'Gap-cover shortfall claim',
    published: false,
    onCase: false,
    items: [
      'Specialist account showing the rate charged',
      'Scheme statement showing what it paid',
      'Claim form signed by the member',
    ],
  },
];

export type SeedMeeting = {
  title: string;
  status: 'Scheduled' | 'Started' | 'Ended' | 'Cancelled';
  /** Hours from the hour of seeding; the scheduled one of today is placed within today. */
  startsIn: number | 'today';
  onCase: boolean;
  /** An apology from the colleague (staff) or from the customer's contact (outside). */
  apology?: { from: 'colleague' | 'contact'; note: string };
};

export const seedMeetings: readonly SeedMeeting[] = [
  {
    title: 'Claim dispute review with the member',
    status: 'Scheduled',
    startsIn: 'today',
    onCase: true,
  },
  {
    title: 'Annual benefits renewal presentation',
    status: 'Scheduled',
    startsIn: 74,
    onCase: false,
    apology: { from: 'colleague', note: 'On leave that week; notes from the last renewal are on the case.' },
  },
  {
    title: 'Member education session: gap cover',
    status: 'Started',
    startsIn: -0.5,
    onCase: false,
  },
  {
    title: 'Quarterly service review',
    status: 'Ended',
    startsIn: -70,
    onCase: false,
    apology: { from: 'contact', note: 'Payroll run on the same morning; the HR manager attends instead.' },
  },
  {
    title: 'Site visit: wellness day planning',
    status: 'Cancelled',
    startsIn: -26,
    onCase: false,
    apology: { from: 'contact', note: 'Plant shutdown for maintenance; asked to rebook next month.' },
  },
];
