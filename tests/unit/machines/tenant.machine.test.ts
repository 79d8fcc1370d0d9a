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

  it("preselects each user's last choice in this browser at their next sign-in, while it is still theirs", async () => {
    // This project runs in Node: the browser's storage, as a plain map.
    const kept = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
      removeItem: (k: string) => void kept.delete(k),
    });
    const first = tenant({ tenant_id: 3, default_tenant_id: 1, tenantbizorg: [3] });
    first.actor.send({ type: 'tenant.load', currentTenantId: null, userId: 7 });
    await waitFor(first.actor, (s) => s.matches('ready'));
    first.actor.send({ type: 'tenant.select', tenantId: 3 });
    await waitFor(first.actor, (s) => s.matches('ready') && s.context.selectedTenantId === 3);
    first.actor.send({ type: 'tenant.reset' });

    const next = (userId: number) => {
      const { actor } = tenant();
      actor.send({ type: 'tenant.load', currentTenantId: null, userId });
      return waitFor(actor, (s) => s.matches('ready')).then((s) => s.context.defaultTenantId);
    };
    expect(await next(7)).toBe(3);
    // A colleague on the same browser keeps the spec's default, the first tenant.
    expect(await next(8)).toBe(1);
    // A tenant the user no longer has (moved, deleted) is not offered: the first again.
    localStorage.setItem('last_tenant', JSON.stringify({ 7: 99 }));
    expect(await next(7)).toBe(1);
    localStorage.setItem('last_tenant', 'not json');
    expect(await next(7)).toBe(1);
    vi.unstubAllGlobals();
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
