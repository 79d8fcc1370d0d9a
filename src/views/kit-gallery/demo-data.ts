/** Deterministic demo rows for the gallery's tables: the same data on every load, so tests can rely on it. */
export type DemoRow = {
  id: number;
  employer: string;
  scheme: string;
  city: string;
  status: string;
  owner: string;
  create_datetime: string;
  time_taken: number;
};

const employers = [
  'Sasol',
  'Shoprite',
  'Vodacom',
  'MTN',
  'Standard Bank',
  'Discovery',
  'Woolworths',
  'Pick n Pay',
  'Eskom',
  'Transnet',
  'Netcare',
  'Mediclinic',
  'Tiger Brands',
  'Sanlam',
  'Old Mutual',
  'Absa',
  'Nedbank',
  'Capitec',
  'Bidvest',
  'Anglo American',
];
const schemes = [
  'Discovery Classic Saver',
  'Bonitas BonComprehensive',
  'Momentum Ingwe',
  'Medshield MediPlus',
  'Bestmed Beat 2',
  'Fedhealth myFED',
  'GEMS Emerald',
  'Sizwe Hosmed Gold',
];
const cities = [
  'Johannesburg',
  'Cape Town',
  'Durban',
  'Pretoria',
  'Gqeberha',
  'Bloemfontein',
  'East London',
  'Polokwane',
  'Mbombela',
  'Kimberley',
];
const statuses = ['Open', 'In progress', 'Awaiting customer', 'Closed', ''];
const owners = [
  'Thandi Mokoena',
  'Pieter van Wyk',
  'Ayesha Patel',
  'Sipho Dlamini',
  'Lerato Khumalo',
  'Johan Botha',
];

const start = new Date(2025, 0, 6, 8, 0).getTime();

export function demoRows(count: number): DemoRow[] {
  const rows: DemoRow[] = new Array(count);
  for (let i = 0; i < count; i++) {
    rows[i] = {
      id: i + 1,
      employer: `${employers[i % employers.length]}${i >= employers.length ? ` ${Math.floor(i / employers.length) + 1}` : ''}`,
      scheme: schemes[(i * 7) % schemes.length],
      city: cities[(i * 3) % cities.length],
      status: statuses[(i * 7) % statuses.length],
      owner: owners[(i * 11) % owners.length],
      create_datetime: new Date(start + i * 37 * 60_000).toISOString(),
      time_taken: (i * 17) % 240,
    };
  }
  return rows;
}
