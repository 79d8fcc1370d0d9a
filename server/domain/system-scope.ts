import { inTenant, inTenants, sameTenant } from './scope-sql';

/**
 * Where no caller stands behind a query, so no caller's scope can bound it. Each reason names the place, so every
 * such filter is found by grepping `systemScope(`:
 * - seed: the demo data, written before anyone signs in;
 * - telephony-router: a call arrives for a queue's tenant, whichever agent may later take it;
 * - job: background sweeps over every tenant, and jobs claimed from the queue for the tenant they were filed in;
 * - sign-in: before a session (and so a scope) exists;
 * - bus: change notifications fanned out to the tenants they concern.
 */
export type SystemReason = 'seed' | 'telephony-router' | 'job' | 'sign-in' | 'bus';

export type SystemScope = {
  tenant: typeof inTenant;
  tenants: typeof inTenants;
  sameTenant: typeof sameTenant;
};

const door: SystemScope = { tenant: inTenant, tenants: inTenants, sameTenant };

// The reason is for the reader and for grep; the conditions are the door's own.
export const systemScope = (_reason: SystemReason): SystemScope => door;
