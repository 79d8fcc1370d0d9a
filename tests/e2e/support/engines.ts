import { test } from '@playwright/test';

/**
 * The browser specs that write data (records, tasks, sessions, settings, customers, advice, bulk work, a restart).
 * On a run with E2E_DATABASE_URL they are the "postgres" project and every other spec the "pglite" one, so each
 * spec runs once per run on one engine (the service suite covers both engines for every call); without it, all
 * run on PGlite.
 */
export const postgresSpecs = [
  'advice.spec.ts',
  'bulk-work.spec.ts',
  'campaigns.spec.ts',
  'case-create.spec.ts',
  'case-customer-timeline.spec.ts',
  'case-lifecycle.spec.ts',
  'case-tasks.spec.ts',
  'charts.spec.ts',
  'crm-more.spec.ts',
  'customers-classification.spec.ts',
  'customers-products.spec.ts',
  'customers-sales.spec.ts',
  'customers.spec.ts',
  'field-rules.spec.ts',
  'gaps.spec.ts',
  'interactions.spec.ts',
  'internal-org.spec.ts',
  'load-speed.spec.ts',
  'login-locks.spec.ts',
  'meta-links.spec.ts',
  'presence-conflict.spec.ts',
  'restart.spec.ts',
  'saved-views.spec.ts',
  'sessions.spec.ts',
  'tasks.spec.ts',
  'workflow-admin.spec.ts',
  'workflow-checklists-meetings.spec.ts',
  'workflow-desk.spec.ts',
  'workflow-sla.spec.ts',
];

export type Engine = 'pglite' | 'postgres';

/** The engine of the project a test runs in (PGlite outside a test: global setup names its engine itself). */
export const currentEngine = (): Engine => {
  try {
    return test.info().project.name === 'postgres' ? 'postgres' : 'pglite';
  } catch {
    return 'pglite';
  }
};
