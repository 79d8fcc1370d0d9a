/** The seeded staff. Every account signs in with demoPassword; README and tests read this list. */
export const demoPassword = 'Console@2026';

export type SeedRoleName = 'Administrator' | 'Supervisor' | 'Team Lead' | 'Agent' | 'Adviser';

export type SeedAccount = {
  username: string;
  fullName: string;
  email: string;
  /** In order: the first is the current profile after sign-in. */
  profiles: SeedRoleName[];
  /** Tenant names; access covers each tenant's whole subtree. */
  tenants: string[];
};

export const demoAccounts = [
  {
    username: 'admin',
    fullName: 'Thandiwe Nkosi',
    email: 'thandiwe.nkosi@ubuntubenefits.co.za',
    profiles: ['Administrator', 'Supervisor'],
    tenants: ['Ubuntu Benefits Group'],
  },
  {
    username: 'supervisor',
    fullName: 'Pieter van der Merwe',
    email: 'pieter.vandermerwe@ubuntubenefits.co.za',
    profiles: ['Supervisor', 'Team Lead'],
    tenants: ['Ubuntu Benefits Gauteng'],
  },
  {
    username: 'agent',
    fullName: 'Naledi Mokoena',
    email: 'naledi.mokoena@ubuntubenefits.co.za',
    profiles: ['Agent', 'Adviser'],
    tenants: ['Pretoria Office', 'Johannesburg Office'],
  },
] as const satisfies readonly SeedAccount[];

export type DemoUsername = (typeof demoAccounts)[number]['username'];

/** Further staff so that counts on the dashboard look like a real office. */
export const furtherStaff: readonly SeedAccount[] = [
  staff('sipho.dlamini', 'Sipho Dlamini', ['Agent'], ['Johannesburg Office']),
  staff('lerato.khumalo', 'Lerato Khumalo', ['Agent'], ['Pretoria Office']),
  staff('johan.botha', 'Johan Botha', ['Adviser', 'Agent'], ['Cape Town Office']),
  staff('ayesha.patel', 'Ayesha Patel', ['Agent'], ['Cape Town Office']),
  staff('thabo.molefe', 'Thabo Molefe', ['Team Lead', 'Agent'], ['Ubuntu Benefits Gauteng']),
  staff('zanele.mthembu', 'Zanele Mthembu', ['Adviser'], ['Johannesburg Office']),
  staff('marius.pretorius', 'Marius Pretorius', ['Agent'], ['Ubuntu Benefits Western Cape']),
];

export const seedAccounts: readonly SeedAccount[] = [...demoAccounts, ...furtherStaff];

function staff(username: string, fullName: string, profiles: SeedRoleName[], tenants: string[]): SeedAccount {
  return { username, fullName, email: `${username}@ubuntubenefits.co.za`, profiles, tenants };
}
