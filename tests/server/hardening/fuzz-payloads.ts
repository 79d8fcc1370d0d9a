import fc from 'fast-check';
import type { z } from 'zod';

/** Values a hostile or broken client sends: out-of-range numbers, NUL and odd unicode, wrong shapes. */
const hostileNumber = fc.oneof(
  fc.constantFrom(2147483648, -2147483649, 9007199254740992, 1e308, -1e308, -1, 0, 0.5, 2147483647),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string().map((s) => `${s}\u0000${s}`),
  fc.constantFrom(
    '',
    ' ',
    '\u200b',
    '\ud800',
    '\u202eexe.txt',
    "'; drop table users; --",
    '../../etc/passwd',
    '2026-02-30T25:61:00Z',
    '1e999',
    'null',
    '🙂'.repeat(200),
  ),
  fc.nat({ max: 20_000 }).map((n) => 'x'.repeat(n)),
);

const deep = (depth: number, leaf: unknown, asArray: boolean): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
};

const hostileScalar = fc.oneof(hostileNumber, hostileString, fc.boolean(), fc.constant(null));

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.tuple(fc.nat({ max: 120 }), fc.boolean()).map(([d, a]) => deep(d, 'x', a)) },
);

/** The keys a route's body schema names, so that hostile values land in real fields and not only at the top. */
export function schemaKeys(schema: unknown): string[] {
  let current = schema as z.ZodType | undefined;
  for (let hops = 0; hops < 6 && current; hops++) {
    const def = (current as unknown as { def?: Record<string, unknown> }).def;
    if (!def) return [];
    if (def.type === 'object') return Object.keys((current as unknown as { shape: object }).shape);
    current = (def.innerType ?? def.in ?? def.schema) as z.ZodType | undefined;
  }
  return [];
}

/** A payload for a route: mostly its own fields with hostile values (some left out), otherwise any shape. */
export function payloadFor(keys: readonly string[]): fc.Arbitrary<unknown> {
  const keyed =
    keys.length === 0
      ? fc.dictionary(fc.string({ maxLength: 10 }), hostileValue, { maxKeys: 5 })
      : fc.record(Object.fromEntries(keys.map((k) => [k, hostileValue])), { requiredKeys: [] });
  return fc.oneof(
    { weight: 6, arbitrary: keyed },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
    { weight: 1, arbitrary: hostileValue },
  );
}
