import { operatorArity, operatorLabels } from '../contracts/metadata/query';
import { isBuilderGroup, serviceOperatorOf, type BuilderGroup, type BuilderRule } from './query-convert';

/** One top-level condition of a query as a filter pill (Kibana style): its words, and whether it applies. */
export type QueryPill = { index: number; text: string; on: boolean };

const valueText = (value: unknown): string => {
  if (Array.isArray(value)) return value.map(String).join(', ');
  return value === undefined || value === null ? '' : String(value);
};

const ruleText = (rule: BuilderRule): string => {
  const op = serviceOperatorOf(rule.operator);
  if (!op) return `${rule.field} ${rule.operator} ${valueText(rule.value)}`.trim();
  const arity = operatorArity[op];
  const value = Array.isArray(rule.value) ? rule.value : valueText(rule.value).split(',');
  const shown =
    arity === 'none'
      ? ''
      : arity === 'pair'
        ? `${String(value[0] ?? '').trim()} and ${String(value[1] ?? '').trim()}`
        : valueText(rule.value);
  return `${rule.field} ${operatorLabels[op]} ${shown}`.trim();
};

/** A group's words: its conditions joined by its combinator, in brackets, after NOT when negated. */
const nodeText = (node: BuilderRule | BuilderGroup): string => {
  if (!isBuilderGroup(node)) return ruleText(node);
  const inner = node.rules.map(nodeText).join(` ${node.combinator.toUpperCase()} `);
  return `${node.not ? 'NOT ' : ''}(${inner || 'empty group'})`;
};

export const pillsOf = (query: BuilderGroup): QueryPill[] =>
  query.rules.map((node, index) => ({ index, text: nodeText(node), on: !node.disabled }));

/** The query with one top-level condition switched off or back on; nothing else changes. */
export const withPillToggled = (query: BuilderGroup, index: number): BuilderGroup => ({
  ...query,
  rules: query.rules.map((node, i) => (i === index ? { ...node, disabled: !node.disabled } : node)),
});

export const withoutPill = (query: BuilderGroup, index: number): BuilderGroup => ({
  ...query,
  rules: query.rules.filter((_, i) => i !== index),
});
