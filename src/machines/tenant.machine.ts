import { assign, fromPromise, setup } from 'xstate';
import type { FlatTenant, Tenant, TenantSelection } from '../contracts/tenant';
import { failureText, HttpError, unwrap } from '../services/http-result';
import { homeReads } from '../services/home-reads';
import { navigate } from '../services/navigation';
import { tenantApi } from '../services/tenant-api';
import { flattenTenants, tenantWithDescendants } from '../rules/tenant-tree';

export type TenantContext = {
  tenants: Tenant[];
  flat: FlatTenant[];
  selectedTenantId: number | null;
  defaultTenantId: number | null;
  tenantbizorg: number[];
  error: string | null;
};

export type TenantEvent =
  | { type: 'tenant.load'; currentTenantId: number | null }
  | { type: 'tenant.select'; tenantId: number }
  | { type: 'tenant.reset' };

const emptyContext: TenantContext = {
  tenants: [],
  flat: [],
  selectedTenantId: null,
  defaultTenantId: null,
  tenantbizorg: [],
  error: null,
};

const errorText = (error: unknown): string =>
  error instanceof HttpError ? failureText(error.failure) : 'The tenants could not be loaded';

/** Tenant choice (spec §4): the default is the first tenant; choosing one scopes data to it and its descendants. */
export const tenantMachine = setup({
  types: { context: {} as TenantContext, events: {} as TenantEvent },
  actors: {
    loadTenants: fromPromise<Tenant[]>(async () => unwrap(await tenantApi.list())),
    selectTenant: fromPromise<TenantSelection, { tenantId: number }>(async ({ input }) =>
      unwrap(await tenantApi.select(input.tenantId)),
    ),
  },
  actions: {
    navigate: (_, params: { to: string }) => navigate(params.to),
    // The home's figures are the chosen tenant's: they go out now, beside the route's chunks, not after them.
    startHomeReads: () => homeReads.start(),
  },
}).createMachine({
  id: 'tenant',
  context: emptyContext,
  initial: 'idle',
  on: {
    'tenant.reset': { target: '.idle', actions: assign(emptyContext) },
    'tenant.load': {
      target: '.loading',
      actions: assign({ selectedTenantId: ({ event }) => event.currentTenantId, error: null }),
    },
  },
  states: {
    idle: {},
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadTenants',
        src: 'loadTenants',
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => {
            const flat = flattenTenants(event.output);
            const known = flat.some((t) => t.id === context.selectedTenantId);
            const selectedTenantId = known ? context.selectedTenantId : null;
            return {
              tenants: event.output,
              flat,
              defaultTenantId: flat[0]?.id ?? null,
              selectedTenantId,
              tenantbizorg: selectedTenantId === null ? [] : tenantWithDescendants(flat, selectedTenantId),
            };
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: {},
    ready: {
      on: { 'tenant.select': { target: 'selecting' } },
    },
    selecting: {
      tags: ['selecting'],
      entry: assign({ error: null }),
      invoke: {
        id: 'selectTenant',
        src: 'selectTenant',
        input: ({ event }) => ({
          tenantId: (event as Extract<TenantEvent, { type: 'tenant.select' }>).tenantId,
        }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ event }) => ({
              selectedTenantId: event.output.tenant_id,
              defaultTenantId: event.output.default_tenant_id,
              tenantbizorg: event.output.tenantbizorg,
            })),
            'startHomeReads',
            { type: 'navigate', params: { to: '/dashboard/v1' } },
          ],
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});
