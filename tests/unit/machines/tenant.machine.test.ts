import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { TenantSelection } from '../../../src/contracts/tenant';
import { flattenTenants, tenantWithDescendants } from '../../../src/rules/tenant-tree';
import { sampleTenants } from '../../../src/machines/sample-data';
import { tenantMachine } from '../../../src/machines/tenant.machine';
import { HttpError } from '../../../src/services/http-result';

const tenant = (
  select: TenantSelection | HttpError = { tenant_id: 2, default_tenant_id: 1, tenantbizorg: [2, 3, 4] },
) => {
  const navigate = vi.fn<(to: string) => void>();
  const effects: string[] = [];
  const machine = tenantMachine.provide({
    actors: {
      loadTenants: fromPromise(async () => sampleTenants),
      selectTenant: fromPromise(async () => {
        if (select instanceof HttpError) throw select;
        return select;
      }),
    },
    actions: {
      navigate: (_, p: { to: string }) => {
        effects.push(`navigate ${p.to}`);
        navigate(p.to);
      },
      startHomeReads: () => effects.push('startHomeReads'),
    },
  });
  return { actor: createActor(machine).start(), navigate, effects };
};

describe('tenant tree rules', () => {
  it('flattens depth-first with levels and parents', () => {
    expect(flattenTenants(sampleTenants).map((t) => [t.id, t.level, t.parentId])).toEqual([
      [1, 0, null],
      [2, 1, 1],
      [3, 2, 2],
      [4, 2, 2],
    ]);
  });
  it.each([
    [1, [1, 2, 3, 4]],
    [2, [2, 3, 4]],
    [3, [3]],
    [99, []],
  ])('tenant %i with its descendants is %j', (id, expected) => {
    expect(tenantWithDescendants(flattenTenants(sampleTenants), id)).toEqual(expected);
  });
});

describe('tenant machine', () => {
  it('loads the list after sign-in and makes the first tenant the default', async () => {
    const { actor } = tenant();
    actor.send({ type: 'tenant.load', currentTenantId: null });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.defaultTenantId).toBe(1);
    expect(actor.getSnapshot().context.selectedTenantId).toBeNull();
  });

  it('restores the session tenant with its descendants', async () => {
    const { actor } = tenant();
    actor.send({ type: 'tenant.load', currentTenantId: 2 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.tenantbizorg).toEqual([2, 3, 4]);
  });

  it('selects a tenant and all its descendants, then goes to /dashboard/v1', async () => {
    const { actor, navigate } = tenant();
    actor.send({ type: 'tenant.load', currentTenantId: null });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'tenant.select', tenantId: 2 });
    expect(actor.getSnapshot().hasTag('selecting')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready') && s.context.selectedTenantId === 2);
    expect(actor.getSnapshot().context.tenantbizorg).toEqual([2, 3, 4]);
    expect(navigate).toHaveBeenCalledWith('/dashboard/v1');
  });

  it("starts the home's first reads for the chosen tenant as it goes home, not after the home has loaded", async () => {
    const { actor, effects } = tenant();
    actor.send({ type: 'tenant.load', currentTenantId: null });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(effects).toEqual([]);
    actor.send({ type: 'tenant.select', tenantId: 2 });
    await waitFor(actor, (s) => s.matches('ready') && s.context.selectedTenantId === 2);
    expect(effects).toEqual(['startHomeReads', 'navigate /dashboard/v1']);
  });

  it('keeps the choice screen and says why when the service refuses', async () => {
    const { actor, navigate, effects } = tenant(
      new HttpError({ kind: 'appError', errCode: 7, msg: 'Not your tenant' }),
    );
    actor.send({ type: 'tenant.load', currentTenantId: null });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'tenant.select', tenantId: 4 });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Not your tenant');
    expect(navigate).not.toHaveBeenCalled();
    expect(effects).toEqual([]);
  });

  it('forgets everything on reset (sign-out)', async () => {
    const { actor } = tenant();
    actor.send({ type: 'tenant.load', currentTenantId: 3 });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'tenant.reset' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.flat).toEqual([]);
  });
});
