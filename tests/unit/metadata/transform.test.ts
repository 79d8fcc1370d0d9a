import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitsDatatype } from '../../../src/contracts/metadata/datatypes';
import {
  applyTransform,
  cast,
  readPath,
  transformSpecSchema,
} from '../../../src/contracts/metadata/transform';

const key = fc.stringMatching(/^[a-z_][a-z0-9_]{0,6}$/);
const scalar = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);
const message = fc.dictionary(key, fc.oneof(scalar, fc.dictionary(key, scalar, { maxKeys: 3 })), {
  maxKeys: 6,
});

describe('applyTransform', () => {
  it('maps, renames, casts, reads nested paths and applies defaults', () => {
    const spec = transformSpecSchema.parse({
      fields: [
        { source: 'member.no', target: 'member_no' },
        { source: 'premium', target: 'premium', cast: 'FLOAT' },
        { source: 'plan', target: 'plan', default: 'Unspecified' },
        { source: 'joined', target: 'dates.joined', cast: 'DATE' },
      ],
    });
    expect(
      applyTransform(spec, { member: { no: 'M1' }, premium: '1234.50', joined: '2026-03-01T10:00:00Z' }),
    ).toEqual({
      ok: true,
      doc: { member_no: 'M1', premium: 1234.5, plan: 'Unspecified', dates: { joined: '2026-03-01' } },
    });
    expect(applyTransform(spec, { premium: 'lots' })).toEqual({
      ok: false,
      errors: ['premium: "lots" cannot be cast to FLOAT'],
    });
    expect(applyTransform(spec, [])).toEqual({ ok: false, errors: ['The message is not a JSON object'] });
  });

  it('copies every mapped value unchanged and never changes the message (identity spec)', () => {
    fc.assert(
      fc.property(message, (msg) => {
        const keys = Object.keys(msg);
        fc.pre(keys.length > 0);
        const before = structuredClone(msg);
        const spec = transformSpecSchema.parse({
          fields: keys.map((k) => ({ source: k, target: `t_${k}` })),
        });
        const result = applyTransform(spec, msg);
        expect(msg).toEqual(before);
        expect(result.ok).toBe(true);
        if (result.ok)
          for (const k of keys) if (msg[k] !== undefined) expect(result.doc[`t_${k}`]).toEqual(msg[k]);
      }),
    );
  });

  it('keep_unmapped keeps every field no mapping mentions', () => {
    fc.assert(
      fc.property(message, key, (msg, mapped) => {
        const spec = transformSpecSchema.parse({
          keep_unmapped: true,
          fields: [{ source: mapped, target: 'zz_out' }],
        });
        const result = applyTransform(spec, msg);
        expect(result.ok).toBe(true);
        if (result.ok)
          for (const k of Object.keys(msg))
            if (k !== mapped && k !== 'zz_out') expect(result.doc[k]).toEqual(msg[k]);
      }),
    );
  });

  it('a cast either fails with a reason or gives a value of its datatype', () => {
    const datatype = fc.constantFrom(
      'INTEGER',
      'FLOAT',
      'STRING',
      'DATE',
      'DATETIME',
      'LIST',
      'DICT',
      'FLEXIBLE',
      'NONE' as const,
    );
    fc.assert(
      fc.property(fc.oneof(scalar, fc.array(scalar), fc.dictionary(key, scalar)), datatype, (v, d) => {
        const out = cast(v, d);
        if (out.error === undefined) expect(fitsDatatype(out.value, d)).toBe(true);
        else expect(out.error).toContain(`cannot be cast to ${d}`);
      }),
    );
  });

  it('reads nested paths and nothing past a non-object', () => {
    expect(readPath({ a: { b: { c: 1 } } }, 'a.b.c')).toBe(1);
    expect(readPath({ a: 5 }, 'a.b')).toBeUndefined();
    expect(readPath({ a: { toString: 1 } }, 'a.constructor')).toBeUndefined();
  });
});
