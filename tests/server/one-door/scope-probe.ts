import type { z } from 'zod';

/** What a probe fills id fields with: a row id of another tenant, or that tenant's id for tenant fields. */
export type Probe = { id: number; tenantId: number };

type Def = Record<string, unknown> & { type?: string };
const defOf = (schema: unknown): Def => ((schema as { def?: Def } | undefined)?.def ?? {}) as Def;

const isTenantKey = (key: string) => /(^|_)tenant_id$/.test(key);
const isIdKey = (key: string) => /(^id$|_id$)/.test(key);
const isIdsKey = (key: string) => /_ids$/.test(key);

/**
 * A plausible body for a zod schema with every id pointing outside the caller's scope: ids and foreign keys get
 * the probe's row id, tenant fields the probe's tenant, other fields the simplest valid value, so that as many
 * calls as possible get past validation and meet the scope checks.
 */
export function probeBody(schema: unknown, probe: Probe, key = '', depth = 0): unknown {
  const def = defOf(schema);
  if (depth > 6) return undefined;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return probeBody(def.innerType, probe, key, depth + 1);
    case 'pipe':
      return probeBody(def.in, probe, key, depth + 1);
    case 'lazy':
      return undefined;
    case 'object': {
      const shape = (schema as { shape: Record<string, unknown> }).shape;
      return Object.fromEntries(
        Object.entries(shape).map(([k, v]) => [k, probeBody(v, probe, k, depth + 1)] as const),
      );
    }
    case 'array':
      return isIdsKey(key) || isIdKey(key.replace(/s$/, ''))
        ? [isTenantKey(key.replace(/s$/, '')) ? probe.tenantId : probe.id]
        : [probeBody(def.element, probe, key, depth + 1)].filter((v) => v !== undefined);
    case 'number':
    case 'int':
      return isTenantKey(key) ? probe.tenantId : isIdKey(key) ? probe.id : 1;
    case 'string':
      return isIdKey(key) ? String(probe.id) : 'Scope probe';
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'union':
      return probeBody((def.options as unknown[])[0], probe, key, depth + 1);
    case 'record':
      return {};
    case 'date':
      return '2026-01-15';
    default:
      return undefined;
  }
}

/** Every tenant_id in an answer, however deep. */
export function tenantIdsIn(value: unknown, out: number[] = []): number[] {
  if (Array.isArray(value)) for (const item of value) tenantIdsIn(item, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (isTenantKey(k) && typeof v === 'number') out.push(v);
      else tenantIdsIn(v, out);
    }
  return out;
}

export type ZodLike = z.ZodType;
