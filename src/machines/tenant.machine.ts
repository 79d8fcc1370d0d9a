import { assign, fromPromise, setup } from 'xstate';
import type { FlatTenant, Tenant, TenantSelection } from '../contracts/tenant';
import { failureText, HttpError, unwrap } from '../services/http-result';
import { homeReads } from '../services/home-reads';
import { navigate } from '../services/navigation';
import { readStored, storageKeys, writeStored } from '../services/storage';
import { rememberTenant, rememberedTenant } from '../rules/last-tenant';
import { tenantApi } from '../services/tenant-api';
import { flattenTenants, tenantWithDescendants } from '../rules/tenant-tree';

export type TenantContext = {
  tenants: Tenant[];
  flat: FlatTenant[];
  selectedTenantId: number | null;
  defaultTenantId: number | null;
  /** Whose tenants these are: the last choice is remembered per user of the browser. */
  userId: number | null;
  tenantbizorg: number[];
  error: string | null;
};

export type TenantEvent =
  | { type: 'tenant.load'; currentTenantId: number | null; userId?: number | null }
  | { type: 'tenant.select'; tenantId: number }
  | { type: 'tenant.reset' };

const emptyContext: TenantContext = {
  tenants: [],
  flat: [],
  selectedTenantId: null,
  defaultTenantId: null,
  userId: null,
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
    remember: ({ context }) => {
      if (context.userId === null || context.selectedTenantId === null) return;
      writeStored(
        storageKeys.lastTenant,
        rememberTenant(readStored(storageKeys.lastTenant), context.userId, context.selectedTenantId),
      );
    },
  },
}).createMachine({
  id: 'tenant',
  context: emptyContext,
  initial: 'idle',
  on: {
    'tenant.reset': { target: '.idle', actions: assign(emptyContext) },
    'tenant.load': {
      target: '.loading',
      actions: assign({
        selectedTenantId: ({ event }) => event.currentTenantId,
        userId: ({ event }) => event.userId ?? null,
        error: null,
      }),
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
            // The user's last choice in this browser, while it is still one of theirs; else the first (spec §4).
            const last = rememberedTenant(readStored(storageKeys.lastTenant), context.userId);
            return {
              tenants: event.output,
              flat,
              defaultTenantId: flat.some((t) => t.id === last) ? last : (flat[0]?.id ?? null),
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
            'remember',
            'startHomeReads',
            { type: 'navigate', params: { to: '/dashboard/v1' } },
          ],
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});
