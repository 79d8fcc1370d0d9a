/** The demo tenant tree. Parent before child, so one pass can resolve parent ids. Names are unique here. */
export const seedTenants: readonly { name: string; parent: string | null }[] = [
  { name: 'Ubuntu Benefits Group', parent: null },
  { name: 'Ubuntu Benefits Gauteng', parent: 'Ubuntu Benefits Group' },
  { name: 'Pretoria Office', parent: 'Ubuntu Benefits Gauteng' },
  { name: 'Johannesburg Office', parent: 'Ubuntu Benefits Gauteng' },
  { name: 'Ubuntu Benefits Western Cape', parent: 'Ubuntu Benefits Group' },
  { name: 'Cape Town Office', parent: 'Ubuntu Benefits Western Cape' },
];
