/** What the offices quote on: a request's title, its lines, and the price per line once quoted (in cents). */
export type SalesTopic = {
  title: string;
  notes: string;
  lines: { description: string; quantity: number; unit_price: number }[];
};

export const salesTopics: readonly SalesTopic[] = [
  {
    title: 'Group medical scheme for permanent staff',
    notes: 'Employer pays 50% of the main member contribution; quote the comprehensive and saver options.',
    lines: [
      { description: 'Comprehensive option, main member', quantity: 42, unit_price: 612_500 },
      { description: 'Comprehensive option, adult dependant', quantity: 18, unit_price: 578_900 },
      { description: 'Broker administration fee', quantity: 1, unit_price: 250_000 },
    ],
  },
  {
    title: 'Gap cover for the management team',
    notes:
      'Eight managers on hospital plans; cover for specialist shortfalls up to five times the scheme rate.',
    lines: [{ description: 'Gap cover, family', quantity: 8, unit_price: 38_900 }],
  },
  {
    title: 'Hospital plan for seasonal workers',
    notes: 'Seasonal contracts from October to April; cover to start on the first day of each contract.',
    lines: [
      { description: 'Hospital plan, main member', quantity: 65, unit_price: 189_000 },
      { description: 'Member education session on site', quantity: 2, unit_price: 450_000 },
    ],
  },
  {
    title: 'Group life and disability cover',
    notes:
      'Group life at three times annual salary; income disability at 75% of salary after a 3-month wait.',
    lines: [
      { description: 'Group life assurance, 3x annual salary', quantity: 120, unit_price: 21_400 },
      { description: 'Income disability benefit, 75% of salary', quantity: 120, unit_price: 17_800 },
    ],
  },
  {
    title: 'Funeral cover for contract staff',
    notes: 'Family funeral cover of R30 000 for the main member; monthly premiums through payroll.',
    lines: [{ description: 'Family funeral cover, R30 000', quantity: 90, unit_price: 8_900 }],
  },
  {
    title: 'Wellness day and flu vaccinations',
    notes:
      'On-site screening (blood pressure, glucose, cholesterol, BMI) and flu vaccinations before winter.',
    lines: [
      { description: 'Wellness screening per employee', quantity: 150, unit_price: 12_500 },
      { description: 'Flu vaccination per employee', quantity: 150, unit_price: 9_800 },
    ],
  },
  {
    title: 'Renewal review of medical scheme options',
    notes: 'Compare the current scheme with two alternatives at the same level of hospital cover.',
    lines: [
      { description: 'Scheme comparison report', quantity: 1, unit_price: 850_000 },
      { description: 'Presentation to the staff forum', quantity: 1, unit_price: 300_000 },
    ],
  },
  {
    title: 'Primary care plan for general workers',
    notes: 'Day-to-day cover with a GP network and acute medicine; no hospital cover needed.',
    lines: [{ description: 'Primary care plan, main member', quantity: 75, unit_price: 42_500 }],
  },
];

/** The tenants that sell, and the staff member who works their sales documents. */
export const salesDesks: readonly { tenant: string; user: string }[] = [
  { tenant: 'Pretoria Office', user: 'agent' },
  { tenant: 'Johannesburg Office', user: 'zanele.mthembu' },
  { tenant: 'Ubuntu Benefits Gauteng', user: 'supervisor' },
  { tenant: 'Cape Town Office', user: 'johan.botha' },
];
