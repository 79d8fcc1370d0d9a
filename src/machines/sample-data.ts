import type { SessionData } from '../contracts/auth';
import type { Tenant } from '../contracts/tenant';

/** Realistic payloads for the registry's sample events (graph traversal, debug panel, QA paths). */
export const sampleSession: SessionData = {
  token: 'sample-access-token',
  wh_token: 'sample-wh-token',
  user_details: {
    user_id: 3,
    login_name: 'agent',
    user_name: 'Naledi Mokoena',
    email: 'naledi.mokoena@ubuntu-benefits.co.za',
  },
  profiles: [
    { role_id: 3, role_name: 'Agent' },
    { role_id: 4, role_name: 'Adviser' },
  ],
  current_profile: { role_id: 3, role_name: 'Agent' },
  tenant_id: null,
};

export const sampleTenants: Tenant[] = [
  {
    id: 1,
    name: 'Ubuntu Benefits Group',
    children: [
      {
        id: 2,
        name: 'Ubuntu Benefits Gauteng',
        children: [
          { id: 3, name: 'Pretoria Office', children: [] },
          { id: 4, name: 'Johannesburg Office', children: [] },
        ],
      },
    ],
  },
];

export const sampleError = new Error('sample failure');
