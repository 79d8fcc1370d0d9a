import { z } from 'zod';
import { excerpt, nestingDepth } from '../payload-guard';
import { datatypeSchema, type Datatype } from './datatypes';

/** The twenty operators of spec §5, in the order the query builder offers them. */
export const operators = [
  'equal',
  'not_equal',
  'less',
  'less_or_equal',
  'greater',
  'greater_or_equal',
  'is_null',
  'is_not_null',
  'in',
  'not_in',
  'between',
  'not_between',
  'begins_with',
  'not_begins_with',
  'contains',
  'not_contains',
  'ends_with',
  'not_ends_with',
  'is_empty',
  'is_not_empty',
] as const;
export type Operator = (typeof operators)[number];

export const operatorLabels: Record<Operator, string> = {
  equal: '=',
  not_equal: '≠',
  less: '<',
  less_or_equal: '≤',
  greater: '>',
  greater_or_equal: '≥',
  is_null: 'is null',
  is_not_null: 'is not null',
  in: 'in',
  not_in: 'not in',
  between: 'between',
  not_between: 'not between',
  begins_with: 'begins with',
  not_begins_with: 'does not begin with',
  contains: 'contains',
  not_contains: 'does not contain',
  ends_with: 'ends with',
  not_ends_with: 'does not end with',
  is_empty: 'is empty',
  is_not_empty: 'is not empty',
};

export type Arity = 'none' | 'one' | 'list' | 'pair';
export const operatorArity: Record<Operator, Arity> = {
  equal: 'one',
  not_equal: 'one',
  less: 'one',
  less_or_equal: 'one',
  greater: 'one',
  greater_or_equal: 'one',
  is_null: 'none',
  is_not_null: 'none',
  in: 'list',
  not_in: 'list',
  between: 'pair',
  not_between: 'pair',
  begins_with: 'one',
  not_begins_with: 'one',
  contains: 'one',
  not_contains: 'one',
  ends_with: 'one',
  not_ends_with: 'one',
  is_empty: 'none',
  is_not_empty: 'none',
};

const ordered: Operator[] = [
  'equal',
  'not_equal',
  'less',
  'less_or_equal',
  'greater',
  'greater_or_equal',
  'between',
  'not_between',
  'in',
  'not_in',
  'is_null',
  'is_not_null',
];
const emptiness: Operator[] = ['is_null', 'is_not_null', 'is_empty', 'is_not_empty'];

/** Which operators make sense for an attribute's datatype (is_empty is not is_null: '' or [] or {}). */
export const operatorsFor: Record<Datatype, readonly Operator[]> = {
  INTEGER: ordered,
  FLOAT: ordered,
  DATE: ordered,
  DATETIME: ordered,
  STRING: operators,
  FLEXIBLE: operators,
  NONE: operators,
  LIST: [...emptiness, 'contains', 'not_contains'],
  DICT: emptiness,
};

const scalar = z.union([z.string().max(500), z.number(), z.boolean()]);

/** A rule as the service stores it (spec §3): op1 is the field, op2 the value. */
export const queryRuleSchema = z.object({
  operator: z.enum(operators, { error: (i) => `Unknown operator ${excerpt(i.input)}` }),
  type: z.literal('str'),
  data_type: datatypeSchema,
  op1: z.string().min(1).max(100),
  op2: z.union([scalar, z.null(), z.array(z.union([scalar, z.null()])).max(500)]),
});
export type QueryRule = z.infer<typeof queryRuleSchema>;

export type QueryGroup = { and: QueryNode[] } | { or: QueryNode[] } | { not: QueryNode[] };
export type QueryNode = QueryRule | QueryGroup;

const maxDepth = 8;
const depthOf = (node: QueryNode): number =>
  'operator' in node
    ? 0
    : 1 + Math.max(0, ...Object.values(node).flatMap((list: QueryNode[]) => list.map(depthOf)));

const groupKeys = ['and', 'or', 'not'] as const;

// A rule or a group is told apart by `operator` first, so a bad rule is reported as that rule's problem
// (a plain union would only say "Invalid input").
export const queryNodeSchema: z.ZodType<QueryNode> = z.lazy(() =>
  z.unknown().transform((value, ctx): QueryNode => {
    const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
    const schema = isObject && 'operator' in value ? queryRuleSchema : groupSchema;
    const result = schema.safeParse(value);
    if (result.success) return result.data as QueryNode;
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path as PropertyKey[] });
    return z.NEVER;
  }),
);

const groupSchema = z
  .record(z.string(), z.array(queryNodeSchema).max(100))
  .refine((group) => Object.keys(group).length === 1, 'A group has exactly one key: and, or or not')
  .refine((group) => Object.keys(group).every((k) => (groupKeys as readonly string[]).includes(k)), {
    message: 'A group key is and, or or not',
  });

const nestedTooDeep = `Groups nest at most ${maxDepth} levels`;
// A group level is two JSON levels ({and: [...]}), plus the rule object at the bottom and its list value
// (op2: [...]). Measured without recursion and before queryNodeSchema recurses, so a query nested thousands deep
// is refused, not a stack overflow.
const maxJsonDepth = 2 * maxDepth + 2;

export const queryGroupSchema = z
  .unknown()
  .refine((value) => nestingDepth(value, maxJsonDepth) <= maxJsonDepth, {
    message: nestedTooDeep,
    abort: true,
  })
  .pipe(queryNodeSchema)
  .refine((node) => !('operator' in node), 'A query is a group: {and|or|not: [rules]}')
  .refine((node) => depthOf(node) <= maxDepth, nestedTooDeep)
  .transform((node) => node as QueryGroup);

export const isRule = (node: QueryNode): node is QueryRule => 'operator' in node;
export const groupEntries = (group: QueryGroup): ['and' | 'or' | 'not', QueryNode[]] => {
  const [key, list] = Object.entries(group)[0] as ['and' | 'or' | 'not', QueryNode[]];
  return [key, list];
};
