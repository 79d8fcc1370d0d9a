/** Demo data of the internal organisation: the tenants' own details, departments, staff placements, FSPs. */
export const seedOrgDetails: Record<
  string,
  { legal: string; reg: string; fsp: string; email: string; phone: string; city: string; province: string }
> = {
  'Ubuntu Benefits Group': {
    legal: 'Ubuntu Benefits Group (Pty) Ltd',
    reg: '2009/014523/07',
    fsp: '41287',
    email: 'info@ubuntubenefits.co.za',
    phone: '+27 11 783 4100',
    city: 'Sandton',
    province: 'Gauteng',
  },
  'Ubuntu Benefits Gauteng': {
    legal: 'Ubuntu Benefits Gauteng (Pty) Ltd',
    reg: '2012/087341/07',
    fsp: '44512',
    email: 'gauteng@ubuntubenefits.co.za',
    phone: '+27 11 783 4200',
    city: 'Johannesburg',
    province: 'Gauteng',
  },
  'Pretoria Office': {
    legal: 'Ubuntu Benefits Gauteng (Pty) Ltd — Pretoria',
    reg: '',
    fsp: '',
    email: 'pretoria@ubuntubenefits.co.za',
    phone: '+27 12 460 2300',
    city: 'Pretoria',
    province: 'Gauteng',
  },
  'Johannesburg Office': {
    legal: 'Ubuntu Benefits Gauteng (Pty) Ltd — Johannesburg',
    reg: '',
    fsp: '',
    email: 'jhb@ubuntubenefits.co.za',
    phone: '+27 11 783 4250',
    city: 'Johannesburg',
    province: 'Gauteng',
  },
  'Ubuntu Benefits Western Cape': {
    legal: 'Ubuntu Benefits Western Cape (Pty) Ltd',
    reg: '2013/102877/07',
    fsp: '45903',
    email: 'westerncape@ubuntubenefits.co.za',
    phone: '+27 21 418 6600',
    city: 'Cape Town',
    province: 'Western Cape',
  },
  'Cape Town Office': {
    legal: 'Ubuntu Benefits Western Cape (Pty) Ltd — Cape Town',
    reg: '',
    fsp: '',
    email: 'capetown@ubuntubenefits.co.za',
    phone: '+27 21 418 6650',
    city: 'Cape Town',
    province: 'Western Cape',
  },
};

type SeedDepartment = { name: string; code: string; description: string; parent?: string };

export const seedDepartments: Record<string, SeedDepartment[]> = {
  'Ubuntu Benefits Group': [
    { name: 'Executive Office', code: 'EXO', description: 'Group executive and company secretariat' },
    { name: 'Group Finance', code: 'FIN', description: 'Commission accounting, payroll and reporting' },
    { name: 'Compliance and Risk', code: 'CRK', description: 'FAIS compliance, POPIA and internal audit' },
    { name: 'Information Technology', code: 'ICT', description: 'Systems, telephony and the staff console' },
    {
      name: 'Service Desk',
      code: 'ICT-SD',
      description: 'First-line support for staff',
      parent: 'Information Technology',
    },
  ],
  'Ubuntu Benefits Gauteng': [
    { name: 'Gauteng Sales', code: 'GSL', description: 'New employer groups in Gauteng' },
    { name: 'Employee Benefits Consulting', code: 'EBC', description: 'Scheme reviews for employer groups' },
  ],
  'Pretoria Office': [
    { name: 'Pretoria Client Services', code: 'PTA-CS', description: 'Member queries and claims follow-up' },
    { name: 'Pretoria Advice Desk', code: 'PTA-AD', description: 'Medical scheme and gap-cover advice' },
  ],
  'Johannesburg Office': [
    { name: 'Johannesburg Client Services', code: 'JHB-CS', description: 'Member queries and walk-ins' },
    { name: 'Johannesburg Advice Desk', code: 'JHB-AD', description: 'Advice to employees of client groups' },
    { name: 'Claims Support', code: 'JHB-CL', description: 'Disputed claims and shortfalls' },
  ],
  'Ubuntu Benefits Western Cape': [
    { name: 'Western Cape Sales', code: 'WSL', description: 'New employer groups in the Western Cape' },
  ],
  'Cape Town Office': [
    { name: 'Cape Town Client Services', code: 'CPT-CS', description: 'Member queries and claims follow-up' },
    { name: 'Cape Town Advice Desk', code: 'CPT-AD', description: 'Medical scheme and gap-cover advice' },
  ],
};

/** Staff users placed in departments: login name → tenant, department, number, title, start date. */
export const seedPlacements: {
  login: string;
  tenant: string;
  department: string;
  number: string;
  title: string;
  start: string;
}[] = [
  {
    login: 'admin',
    tenant: 'Ubuntu Benefits Group',
    department: 'Executive Office',
    number: 'UBG001',
    title: 'Operations Director',
    start: '2014-03-01',
  },
  {
    login: 'supervisor',
    tenant: 'Ubuntu Benefits Gauteng',
    department: 'Employee Benefits Consulting',
    number: 'UBG014',
    title: 'Regional Manager',
    start: '2016-07-01',
  },
  {
    login: 'agent',
    tenant: 'Pretoria Office',
    department: 'Pretoria Client Services',
    number: 'UBG052',
    title: 'Client Service Agent',
    start: '2021-02-01',
  },
  {
    login: 'lerato.khumalo',
    tenant: 'Pretoria Office',
    department: 'Pretoria Advice Desk',
    number: 'UBG057',
    title: 'Client Service Agent',
    start: '2022-05-03',
  },
  {
    login: 'sipho.dlamini',
    tenant: 'Johannesburg Office',
    department: 'Johannesburg Client Services',
    number: 'UBG061',
    title: 'Client Service Agent',
    start: '2020-09-14',
  },
  {
    login: 'zanele.mthembu',
    tenant: 'Johannesburg Office',
    department: 'Johannesburg Advice Desk',
    number: 'UBG063',
    title: 'Healthcare Adviser',
    start: '2019-01-15',
  },
  {
    login: 'thabo.molefe',
    tenant: 'Ubuntu Benefits Gauteng',
    department: 'Gauteng Sales',
    number: 'UBG022',
    title: 'Team Lead, Sales',
    start: '2018-04-01',
  },
  {
    login: 'marius.pretorius',
    tenant: 'Ubuntu Benefits Western Cape',
    department: 'Western Cape Sales',
    number: 'UBG031',
    title: 'Sales Consultant',
    start: '2020-02-01',
  },
  {
    login: 'johan.botha',
    tenant: 'Cape Town Office',
    department: 'Cape Town Advice Desk',
    number: 'UBG074',
    title: 'Healthcare Adviser',
    start: '2017-10-02',
  },
  {
    login: 'ayesha.patel',
    tenant: 'Cape Town Office',
    department: 'Cape Town Client Services',
    number: 'UBG078',
    title: 'Client Service Agent',
    start: '2023-01-09',
  },
];

type SeedFsp = {
  name: string;
  trading: string;
  number: string;
  categories: string[];
  status: 'authorised' | 'suspended' | 'lapsed';
  officer: string;
  email: string;
  phone: string;
  city: string;
  province: string;
  authorised: string;
  reps: [string, string, string][];
};

/** Brokerages the group places business with, on the group tenant (child tenants read them). */
export const seedFsps: SeedFsp[] = [
  {
    name: 'Highveld Health Brokers (Pty) Ltd',
    trading: 'Highveld Health',
    number: '12044',
    categories: ['Category I', 'Health Service Benefits', 'Long-term Insurance: subcategory A'],
    status: 'authorised',
    officer: 'Moipone Sithole',
    email: 'compliance@highveldhealth.co.za',
    phone: '+27 11 026 3310',
    city: 'Johannesburg',
    province: 'Gauteng',
    authorised: '2005-06-14',
    reps: [
      ['Bongani', 'Zulu', 'Key Individual'],
      ['Charlene', 'Naidoo', 'Representative'],
      ['Pieter', 'Steyn', 'Representative'],
    ],
  },
  {
    name: 'Karoo Employee Benefits CC',
    trading: 'Karoo EB',
    number: '23871',
    categories: ['Category I', 'Pension Fund Benefits', 'Retail Pension Benefits', 'Health Service Benefits'],
    status: 'authorised',
    officer: 'Annelie du Toit',
    email: 'info@karooeb.co.za',
    phone: '+27 53 831 2290',
    city: 'Kimberley',
    province: 'Northern Cape',
    authorised: '2007-02-20',
    reps: [
      ['Annelie', 'du Toit', 'Key Individual'],
      ['Tumelo', 'Mokoena', 'Representative'],
    ],
  },
  {
    name: 'Umhlanga Risk Advisers (Pty) Ltd',
    trading: 'Umhlanga Risk',
    number: '31502',
    categories: [
      'Category I',
      'Short-term Insurance: Personal Lines',
      'Short-term Insurance: Commercial Lines',
      'Long-term Insurance: subcategory B1',
    ],
    status: 'authorised',
    officer: 'Devan Pillay',
    email: 'compliance@umhlangarisk.co.za',
    phone: '+27 31 566 4020',
    city: 'Umhlanga',
    province: 'KwaZulu-Natal',
    authorised: '2009-11-03',
    reps: [
      ['Devan', 'Pillay', 'Key Individual'],
      ['Nomvula', 'Cele', 'Representative'],
      ['Kyle', 'Govender', 'Representative'],
    ],
  },
  {
    name: 'Table Mountain Financial Planning (Pty) Ltd',
    trading: 'TMFP',
    number: '38190',
    categories: ['Category I', 'Category II', 'Collective Investment Schemes', 'Retail Pension Benefits'],
    status: 'authorised',
    officer: 'Gareth Williams',
    email: 'office@tmfp.co.za',
    phone: '+27 21 425 8870',
    city: 'Cape Town',
    province: 'Western Cape',
    authorised: '2011-08-22',
    reps: [
      ['Gareth', 'Williams', 'Key Individual'],
      ['Siphokazi', 'Mbeki', 'Representative'],
    ],
  },
  {
    name: 'Limpopo Medical Aid Consultants (Pty) Ltd',
    trading: 'LMAC',
    number: '43317',
    categories: ['Category I', 'Health Service Benefits'],
    status: 'suspended',
    officer: 'Rudzani Netshitenzhe',
    email: 'admin@lmac.co.za',
    phone: '+27 15 291 1180',
    city: 'Polokwane',
    province: 'Limpopo',
    authorised: '2013-05-07',
    reps: [['Rudzani', 'Netshitenzhe', 'Key Individual']],
  },
  {
    name: 'Garden Route Wealth (Pty) Ltd',
    trading: 'GR Wealth',
    number: '47725',
    categories: ['Category I', 'Long-term Insurance: subcategory C', 'Retail Pension Benefits'],
    status: 'lapsed',
    officer: 'Liesl van Wyk',
    email: 'hello@grwealth.co.za',
    phone: '+27 44 874 0630',
    city: 'George',
    province: 'Western Cape',
    authorised: '2015-09-30',
    reps: [
      ['Liesl', 'van Wyk', 'Key Individual'],
      ['Jacques', 'Fourie', 'Representative'],
    ],
  },
];
