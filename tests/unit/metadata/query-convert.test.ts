import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Datatype } from '../../../src/contracts/metadata/datatypes';
import {
  operators,
  queryGroupSchema,
  type QueryGroup,
  type QueryNode,
} from '../../../src/contracts/metadata/query';
import {
  builderOperators,
  fromServiceQuery,
  toServiceQuery,
  withoutIds,
  type BuilderGroup,
  type BuilderRule,
} from '../../../src/rules/query-convert';

const fields: Record<string, Datatype> = {
  city: 'STRING',
  cover: 'FLOAT',
  lives: 'INTEGER',
  start: 'DATE',
  tags: 'LIST',
};
const datatypeOf = (field: string) => fields[field];

const value = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer({ min: -1e6, max: 1e6 }),
  fc.constant(''),
  fc.array(fc.oneof(fc.string({ maxLength: 6 }), fc.integer()), { maxLength: 4 }),
);
const rule: fc.Arbitrary<BuilderRule> = fc.record({
  id: fc.uuid(),
  field: fc.constantFrom(...Object.keys(fields)),
  operator: fc.constantFrom(...operators.map((o) => builderOperators[o])),
  value,
});
const { group } = fc.letrec<{ group: BuilderGroup; node: BuilderRule | BuilderGroup }>((tie) => ({
  group: fc.record(
    {
      id: fc.uuid(),
      combinator: fc.constantFrom('and', 'or', 'AND', 'OR'),
      not: fc.boolean(),
      rules: fc.array(tie('node'), { maxLength: 4 }),
    },
    { requiredKeys: ['combinator', 'rules'] },
  ),
  node: fc.oneof({ depthSize: 'small', maxDepth: 3, withCrossShrink: true }, rule, tie('group')),
}));

/** Group levels of a service query: a rule is 0, a group one more than its deepest child. */
const serviceDepth = (node: QueryNode): number =>
  'operator' in node
    ? 0
    : 1 + Math.max(0, ...Object.values(node).flatMap((list: QueryNode[]) => list.map(serviceDepth)));

const lower = (g: BuilderGroup): BuilderGroup => ({
  ...g,
  combinator: g.combinator.toLowerCase(),
  rules: g.rules.map((n) => ('rules' in n ? lower(n) : n)),
});

describe('query conversion (spec §5)', () => {
  it('converts a known query to the service format', () => {
    const built: BuilderGroup = {
      combinator: 'AND',
      rules: [
        { field: 'city', operator: '=', value: 'Durban' },
        {
          combinator: 'or',
          not: true,
          rules: [
            { field: 'cover', operator: 'between', value: [1, 2] },
            { field: 'tags', operator: 'isNotEmpty', value: '' },
          ],
        },
      ],
    };
    expect(toServiceQuery(built, datatypeOf)).toEqual({
      and: [
        { operator: 'equal', type: 'str', data_type: 'STRING', op1: 'city', op2: 'Durban' },
        {
          not: [
            {
              or: [
                { operator: 'between', type: 'str', data_type: 'FLOAT', op1: 'cover', op2: [1, 2] },
                { operator: 'is_not_empty', type: 'str', data_type: 'LIST', op1: 'tags', op2: '' },
              ],
            },
          ],
        },
      ],
    });
  });

  it("builder → service → builder is the identity (ids aside), within the contract's 8 group levels", () => {
    fc.assert(
      fc.property(group, (g) => {
        const service = toServiceQuery(g, datatypeOf);
        const parsed = queryGroupSchema.safeParse(service);
        // A negated group is two service levels ({not: [{and: …}]}), so a deep builder query can pass the limit;
        // the contract must then refuse it by name rather than the property being skipped.
        if (serviceDepth(service) > 8) {
          expect(parsed.error?.issues.map((i) => i.message)).toContain('Groups nest at most 8 levels');
          return;
        }
        expect(parsed.success).toBe(true);
        expect(withoutIds(fromServiceQuery(service))).toEqual(withoutIds(lower(g)));
      }),
      { numRuns: 300 },
    );
  });

  it('service → builder → service is the identity on what the console writes', () => {
    fc.assert(
      fc.property(group, (g) => {
        const service: QueryGroup = toServiceQuery(g, datatypeOf);
        expect(toServiceQuery(fromServiceQuery(service), datatypeOf)).toEqual(service);
      }),
      { numRuns: 300 },
    );
  });

  it('offers each of the twenty operators under its own builder name', () => {
    expect(new Set(Object.values(builderOperators)).size).toBe(20);
  });

  it('reads a hand-written {not: [rules]} as a negated AND', () => {
    const written: QueryGroup = {
      not: [{ operator: 'is_null', type: 'str', data_type: 'STRING', op1: 'city', op2: '' }],
    };
    expect(fromServiceQuery(written)).toEqual({
      combinator: 'and',
      not: true,
      rules: [{ field: 'city', operator: 'null', value: '' }],
    });
  });
});
