import type { Datatype } from '../contracts/metadata/datatypes';
import type { Operator, QueryGroup, QueryNode, QueryRule } from '../contracts/metadata/query';

/** The query builder's shapes (react-querybuilder), kept structural so this rule loads without the library. */
export type BuilderRule = {
  id?: string;
  field: string;
  operator: string;
  value: unknown;
  disabled?: boolean;
};
export type BuilderGroup = {
  id?: string;
  combinator: string;
  not?: boolean;
  /** Switched off with its filter pill: kept in the builder, left out of the query the service runs. */
  disabled?: boolean;
  rules: (BuilderRule | BuilderGroup)[];
};

/** The builder's operator names for the twenty of spec §5 (its value editors know between, in, null by name). */
export const builderOperators: Record<Operator, string> = {
  equal: '=',
  not_equal: '!=',
  less: '<',
  less_or_equal: '<=',
  greater: '>',
  greater_or_equal: '>=',
  is_null: 'null',
  is_not_null: 'notNull',
  in: 'in',
  not_in: 'notIn',
  between: 'between',
  not_between: 'notBetween',
  begins_with: 'beginsWith',
  not_begins_with: 'doesNotBeginWith',
  contains: 'contains',
  not_contains: 'doesNotContain',
  ends_with: 'endsWith',
  not_ends_with: 'doesNotEndWith',
  is_empty: 'isEmpty',
  is_not_empty: 'isNotEmpty',
};
const serviceOperators = new Map(
  Object.entries(builderOperators).map(([service, builder]) => [builder, service as Operator]),
);

/** The spec's operator behind a builder operator name, if it is one of the twenty. */
export const serviceOperatorOf = (builder: string): Operator | undefined => serviceOperators.get(builder);

export const isBuilderGroup = (node: BuilderRule | BuilderGroup): node is BuilderGroup => 'rules' in node;

/**
 * Builder → service (spec §5): AND, OR, NOT become and, or, not; operators take the §5 names; a group is {condition: [rules]}; a negated
 * group is wrapped as {not: [group]}; a rule is {operator, type: "str", data_type, op1: field, op2: value}.
 */
export function toServiceQuery(group: BuilderGroup, datatypeOf: (field: string) => Datatype): QueryGroup {
  const condition = group.combinator.toLowerCase() === 'or' ? 'or' : 'and';
  // A condition switched off with its pill stays in the builder but is not asked of the service.
  const rules: QueryNode[] = group.rules
    .filter((node) => !node.disabled)
    .map((node) =>
      isBuilderGroup(node) ? toServiceQuery(node, datatypeOf) : toServiceRule(node, datatypeOf),
    );
  const inner: QueryGroup = condition === 'or' ? { or: rules } : { and: rules };
  return group.not ? { not: [inner] } : inner;
}

const toServiceRule = (rule: BuilderRule, datatypeOf: (field: string) => Datatype): QueryRule => ({
  // An unknown name goes through as it is, so the service answers with "Unknown operator …".
  operator: serviceOperators.get(rule.operator) ?? (rule.operator as Operator),
  type: 'str',
  data_type: datatypeOf(rule.field),
  op1: rule.field,
  op2: rule.value as QueryRule['op2'],
});

/**
 * Service → builder, the inverse of toServiceQuery. {not: [one group]} is that group negated; any other
 * {not: [...]} (not written by the console) reads as a negated AND of its parts, which means the same.
 */
export function fromServiceQuery(group: QueryGroup): BuilderGroup {
  const [condition, list] = Object.entries(group)[0] as ['and' | 'or' | 'not', QueryNode[]];
  if (condition === 'not') {
    const only = list.length === 1 ? list[0] : null;
    if (only && !('operator' in only)) {
      const inner = fromServiceQuery(only);
      if (!inner.not) return { ...inner, not: true };
    }
    return { combinator: 'and', not: true, rules: list.map(fromServiceNode) };
  }
  return { combinator: condition, rules: list.map(fromServiceNode) };
}

const fromServiceNode = (node: QueryNode): BuilderRule | BuilderGroup =>
  'operator' in node
    ? { field: node.op1, operator: builderOperators[node.operator] ?? node.operator, value: node.op2 }
    : fromServiceQuery(node);

/** Drops the builder's ids (and absent `not` flags), for comparing queries by meaning. */
export function withoutIds(group: BuilderGroup): BuilderGroup {
  return {
    combinator: group.combinator,
    ...(group.not ? { not: true } : {}),
    rules: group.rules.map((node) =>
      isBuilderGroup(node)
        ? withoutIds(node)
        : { field: node.field, operator: node.operator, value: node.value },
    ),
  };
}
