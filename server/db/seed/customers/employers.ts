/** The demo customers: real-sounding South African employers, placed in the demo tenants. */
export type SeedEmployer = {
  tenant: string;
  name: string;
  tradingName: string;
  /** Three letters that prefix employee numbers. */
  code: string;
  registrationNumber: string;
  vatNumber: string;
  industry: string;
  /**
   * When the employer became a client (its benefits start). Seeded employees start from 2001 on, so these dates
   * (1993–2000) keep every seeded start date within the start_date_org rule.
   */
  clientSince: string;
  email: string;
  phone: string;
  street: string;
  suburb: string;
  city: string;
  province: string;
  postalCode: string;
  divisions: { name: string; code: string; description: string }[];
  sites: {
    name: string;
    street: string;
    suburb: string;
    city: string;
    province: string;
    postalCode: string;
  }[];
  contacts: { jobTitle: string }[];
  employees: number;
};

const hrContacts = [
  { jobTitle: 'HR Manager' },
  { jobTitle: 'Payroll Administrator' },
  { jobTitle: 'Financial Director' },
];

export const seedEmployers: readonly SeedEmployer[] = [
  {
    tenant: 'Pretoria Office',
    name: 'Jacaranda Logistics (Pty) Ltd',
    clientSince: '1997-03-01',
    tradingName: 'Jacaranda Logistics',
    code: 'JCL',
    registrationNumber: '2009/014512/07',
    vatNumber: '4120254871',
    industry: 'Transport and logistics',
    email: 'info@jacarandalogistics.co.za',
    phone: '012 345 6100',
    street: '14 Lynnwood Road',
    suburb: 'Hatfield',
    city: 'Pretoria',
    province: 'Gauteng',
    postalCode: '0083',
    divisions: [
      { name: 'Fleet Operations', code: 'FLT', description: 'Long-haul and regional trucking' },
      { name: 'Warehousing', code: 'WHS', description: 'Rosslyn distribution centre' },
      { name: 'Head Office', code: 'HO', description: 'Finance, HR and administration' },
    ],
    sites: [
      {
        name: 'Hatfield Head Office',
        street: '14 Lynnwood Road',
        suburb: 'Hatfield',
        city: 'Pretoria',
        province: 'Gauteng',
        postalCode: '0083',
      },
      {
        name: 'Rosslyn Depot',
        street: '3 Piet Rautenbach Street',
        suburb: 'Rosslyn',
        city: 'Pretoria',
        province: 'Gauteng',
        postalCode: '0200',
      },
    ],
    contacts: hrContacts,
    employees: 18,
  },
  {
    tenant: 'Pretoria Office',
    name: 'Highveld Engineering Works (Pty) Ltd',
    clientSince: '1995-07-01',
    tradingName: 'Highveld Engineering',
    code: 'HEW',
    registrationNumber: '1998/006221/07',
    vatNumber: '4650112893',
    industry: 'Manufacturing',
    email: 'admin@highveldeng.co.za',
    phone: '012 541 2200',
    street: '88 Waltloo Road',
    suburb: 'Silverton',
    city: 'Pretoria',
    province: 'Gauteng',
    postalCode: '0184',
    divisions: [
      { name: 'Fabrication', code: 'FAB', description: 'Steel fabrication and welding' },
      { name: 'Maintenance Services', code: 'MNT', description: 'On-site plant maintenance' },
    ],
    sites: [
      {
        name: 'Silverton Works',
        street: '88 Waltloo Road',
        suburb: 'Silverton',
        city: 'Pretoria',
        province: 'Gauteng',
        postalCode: '0184',
      },
    ],
    contacts: hrContacts.slice(0, 2),
    employees: 18,
  },
  {
    tenant: 'Pretoria Office',
    name: 'Menlyn Medical Group Inc',
    clientSince: '1999-01-01',
    tradingName: 'Menlyn Medical',
    code: 'MMG',
    registrationNumber: '2014/087331/21',
    vatNumber: '4780231145',
    industry: 'Healthcare',
    email: 'hr@menlynmedical.co.za',
    phone: '012 368 9000',
    street: '220 Garsfontein Road',
    suburb: 'Menlyn',
    city: 'Pretoria',
    province: 'Gauteng',
    postalCode: '0181',
    divisions: [
      { name: 'Clinical Staff', code: 'CLN', description: 'Doctors, nurses and allied health' },
      { name: 'Practice Administration', code: 'ADM', description: 'Reception, billing and records' },
    ],
    sites: [
      {
        name: 'Menlyn Medical Centre',
        street: '220 Garsfontein Road',
        suburb: 'Menlyn',
        city: 'Pretoria',
        province: 'Gauteng',
        postalCode: '0181',
      },
      {
        name: 'Centurion Day Clinic',
        street: '5 Lenchen Avenue North',
        suburb: 'Centurion',
        city: 'Centurion',
        province: 'Gauteng',
        postalCode: '0157',
      },
    ],
    contacts: hrContacts,
    employees: 18,
  },
  {
    tenant: 'Johannesburg Office',
    name: 'Rand Precision Mining Services (Pty) Ltd',
    clientSince: '1996-09-01',
    tradingName: 'Rand Precision',
    code: 'RPM',
    registrationNumber: '2003/021874/07',
    vatNumber: '4390187726',
    industry: 'Mining services',
    email: 'people@randprecision.co.za',
    phone: '011 613 4400',
    street: '31 Commissioner Street',
    suburb: 'Boksburg',
    city: 'Boksburg',
    province: 'Gauteng',
    postalCode: '1459',
    divisions: [
      { name: 'Drilling and Blasting', code: 'DRB', description: 'Contract drilling crews' },
      { name: 'Engineering', code: 'ENG', description: 'Mechanical and electrical engineering' },
      {
        name: 'Safety, Health and Environment',
        code: 'SHE',
        description: 'Mine health and safety compliance',
      },
    ],
    sites: [
      {
        name: 'Boksburg Yard',
        street: '31 Commissioner Street',
        suburb: 'Boksburg',
        city: 'Boksburg',
        province: 'Gauteng',
        postalCode: '1459',
      },
      {
        name: 'Carletonville Site Office',
        street: '12 Emerald Street',
        suburb: 'Carletonville',
        city: 'Carletonville',
        province: 'Gauteng',
        postalCode: '2499',
      },
    ],
    contacts: hrContacts,
    employees: 18,
  },
  {
    tenant: 'Johannesburg Office',
    name: 'Soweto Fresh Foods (Pty) Ltd',
    clientSince: '2000-04-01',
    tradingName: 'Soweto Fresh',
    code: 'SFF',
    registrationNumber: '2016/144502/07',
    vatNumber: '4920415563',
    industry: 'Food production',
    email: 'office@sowetofresh.co.za',
    phone: '011 933 1800',
    street: '5 Chris Hani Road',
    suburb: 'Diepkloof',
    city: 'Soweto',
    province: 'Gauteng',
    postalCode: '1864',
    divisions: [
      { name: 'Bakery', code: 'BAK', description: 'Bread and confectionery lines' },
      { name: 'Distribution', code: 'DST', description: 'Delivery to spaza shops and retailers' },
    ],
    sites: [
      {
        name: 'Diepkloof Plant',
        street: '5 Chris Hani Road',
        suburb: 'Diepkloof',
        city: 'Soweto',
        province: 'Gauteng',
        postalCode: '1864',
      },
    ],
    contacts: hrContacts.slice(0, 2),
    employees: 18,
  },
  {
    tenant: 'Johannesburg Office',
    name: 'Sandton Digital Solutions (Pty) Ltd',
    clientSince: '2000-11-01',
    tradingName: 'Sandton Digital',
    code: 'SDS',
    registrationNumber: '2018/402117/07',
    vatNumber: '4170298834',
    industry: 'Information technology',
    email: 'hello@sandtondigital.co.za',
    phone: '010 590 7700',
    street: '135 Rivonia Road',
    suburb: 'Sandown',
    city: 'Sandton',
    province: 'Gauteng',
    postalCode: '2196',
    divisions: [
      { name: 'Software Development', code: 'DEV', description: 'Product and client projects' },
      { name: 'Managed Services', code: 'MSV', description: 'Hosting and support desk' },
    ],
    sites: [
      {
        name: 'Sandown Office',
        street: '135 Rivonia Road',
        suburb: 'Sandown',
        city: 'Sandton',
        province: 'Gauteng',
        postalCode: '2196',
      },
    ],
    contacts: hrContacts,
    employees: 18,
  },
  {
    tenant: 'Cape Town Office',
    name: 'Table Bay Fisheries (Pty) Ltd',
    clientSince: '1994-11-01',
    tradingName: 'Table Bay Fisheries',
    code: 'TBF',
    registrationNumber: '1995/003348/07',
    vatNumber: '4060117754',
    industry: 'Fishing and processing',
    email: 'admin@tablebayfish.co.za',
    phone: '021 419 2300',
    street: '2 South Arm Road',
    suburb: 'V&A Waterfront',
    city: 'Cape Town',
    province: 'Western Cape',
    postalCode: '8001',
    divisions: [
      { name: 'Fleet', code: 'FLT', description: 'Trawlers and crew' },
      { name: 'Processing', code: 'PRC', description: 'Cold storage and packing' },
    ],
    sites: [
      {
        name: 'Harbour Office',
        street: '2 South Arm Road',
        suburb: 'V&A Waterfront',
        city: 'Cape Town',
        province: 'Western Cape',
        postalCode: '8001',
      },
      {
        name: 'Saldanha Processing Plant',
        street: '7 Main Road',
        suburb: 'Saldanha',
        city: 'Saldanha',
        province: 'Western Cape',
        postalCode: '7395',
      },
    ],
    contacts: hrContacts,
    employees: 18,
  },
  {
    tenant: 'Cape Town Office',
    name: 'Stellenbosch Vineyards Co-operative Ltd',
    clientSince: '1993-02-01',
    tradingName: 'Stellenbosch Vineyards',
    code: 'SVC',
    registrationNumber: '1948/000412/06',
    vatNumber: '4210089912',
    industry: 'Agriculture and wine',
    email: 'hr@stellvineyards.co.za',
    phone: '021 880 4100',
    street: 'R44 Helshoogte Road',
    suburb: 'Banhoek',
    city: 'Stellenbosch',
    province: 'Western Cape',
    postalCode: '7600',
    divisions: [
      { name: 'Vineyards', code: 'VIN', description: 'Farm workers and viticulture' },
      { name: 'Cellar and Tasting Room', code: 'CEL', description: 'Winemaking and hospitality' },
    ],
    sites: [
      {
        name: 'Banhoek Estate',
        street: 'R44 Helshoogte Road',
        suburb: 'Banhoek',
        city: 'Stellenbosch',
        province: 'Western Cape',
        postalCode: '7600',
      },
    ],
    contacts: hrContacts.slice(0, 2),
    employees: 18,
  },
  {
    tenant: 'Cape Town Office',
    name: 'Atlantic Seaboard Hospitality Group (Pty) Ltd',
    clientSince: '1998-10-01',
    tradingName: 'Atlantic Seaboard Hotels',
    code: 'ASH',
    registrationNumber: '2011/009876/07',
    vatNumber: '4530276618',
    industry: 'Hospitality',
    email: 'people@atlanticseaboard.co.za',
    phone: '021 438 1500',
    street: '61 Victoria Road',
    suburb: 'Camps Bay',
    city: 'Cape Town',
    province: 'Western Cape',
    postalCode: '8005',
    divisions: [
      { name: 'Hotels', code: 'HTL', description: 'Front office and housekeeping' },
      { name: 'Food and Beverage', code: 'FNB', description: 'Restaurants and banqueting' },
    ],
    sites: [
      {
        name: 'Camps Bay Hotel',
        street: '61 Victoria Road',
        suburb: 'Camps Bay',
        city: 'Cape Town',
        province: 'Western Cape',
        postalCode: '8005',
      },
      {
        name: 'Sea Point Hotel',
        street: '240 Beach Road',
        suburb: 'Sea Point',
        city: 'Cape Town',
        province: 'Western Cape',
        postalCode: '8005',
      },
    ],
    contacts: hrContacts,
    employees: 18,
  },
  {
    tenant: 'Ubuntu Benefits Gauteng',
    name: 'Gauteng Retail Holdings (Pty) Ltd',
    clientSince: '2000-08-01',
    tradingName: 'GRH Stores',
    code: 'GRH',
    registrationNumber: '2007/031945/07',
    vatNumber: '4330174409',
    industry: 'Retail',
    email: 'hr@grhstores.co.za',
    phone: '011 482 6000',
    street: '9 Jan Smuts Avenue',
    suburb: 'Parktown',
    city: 'Johannesburg',
    province: 'Gauteng',
    postalCode: '2193',
    divisions: [
      { name: 'Stores', code: 'STR', description: 'Store managers and sales staff' },
      { name: 'Buying and Merchandise', code: 'BUY', description: 'Category buyers and planners' },
    ],
    sites: [
      {
        name: 'Parktown Support Office',
        street: '9 Jan Smuts Avenue',
        suburb: 'Parktown',
        city: 'Johannesburg',
        province: 'Gauteng',
        postalCode: '2193',
      },
    ],
    contacts: hrContacts,
    employees: 20,
  },
  {
    tenant: 'Ubuntu Benefits Western Cape',
    name: 'Boland Agri Holdings (Pty) Ltd',
    clientSince: '1997-05-01',
    tradingName: 'Boland Agri',
    code: 'BAH',
    registrationNumber: '2001/017203/07',
    vatNumber: '4860093327',
    industry: 'Agriculture',
    email: 'kantoor@bolandagri.co.za',
    phone: '021 862 3100',
    street: '18 Main Street',
    suburb: 'Paarl Central',
    city: 'Paarl',
    province: 'Western Cape',
    postalCode: '7646',
    divisions: [
      { name: 'Fruit Packing', code: 'PCK', description: 'Deciduous fruit packhouse' },
      { name: 'Farm Operations', code: 'FRM', description: 'Orchards and irrigation' },
    ],
    sites: [
      {
        name: 'Paarl Packhouse',
        street: '18 Main Street',
        suburb: 'Paarl Central',
        city: 'Paarl',
        province: 'Western Cape',
        postalCode: '7646',
      },
    ],
    contacts: hrContacts.slice(0, 2),
    employees: 20,
  },
];
