import { sql, type SQL } from 'drizzle-orm';
import type { Datatype, IndexAttribute } from '../../../src/contracts/metadata';
import { fitsDatatype } from '../../../src/contracts/metadata/datatypes';
import {
  groupEntries,
  isRule,
  operatorsFor,
  type Operator,
  type QueryGroup,
  type QueryNode,
  type QueryRule,
} from '../../../src/contracts/metadata/query';
import { metaDocuments } from '../../db/schema';
import { invalid } from './common';

/**
 * Compiles the service's query format (spec §3/§5) to a parameterised SQL condition over the stored documents.
 * Field names are checked against the index's attributes and still travel as bind parameters; values are bound
 * too, so nothing from the caller is ever concatenated into the SQL text.
 */
type Fields = ReadonlyMap<string, Pick<IndexAttribute, 'datatype' | 'filterable'>>;

const doc = metaDocuments.doc;
const castOf: Partial<Record<Datatype, string>> = {
  INTEGER: 'numeric',
  FLOAT: 'numeric',
  DATE: 'date',
  DATETIME: 'timestamptz',
};

function valueExpr(name: string, datatype: Datatype): SQL {
  const text = sql`(${doc} ->> ${name}::text)`;
  if (datatype === 'INTEGER' || datatype === 'FLOAT')
    // Documents are checked against the attributes on load; the guard keeps a stray value from failing a query.
    return sql`(case when jsonb_typeof(${doc} -> ${name}::text) = 'number' then ${text}::numeric end)`;
  const cast = castOf[datatype];
  return cast ? sql`${text}::${sql.raw(cast)}` : text;
}

function bind(value: unknown, datatype: Datatype, where: string): SQL {
  const cast = castOf[datatype];
  if (cast === 'numeric') {
    const n =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && value.trim() !== ''
          ? Number(value)
          : NaN;
    if (!Number.isFinite(n)) throw invalid(`${where}: ${JSON.stringify(value)} is not a number`);
    return sql`${n}::numeric`;
  }
  if (cast) {
    if (typeof value !== 'string' || !fitsDatatype(value, datatype))
      throw invalid(
        `${where}: ${JSON.stringify(value)} is not a valid ${datatype === 'DATE' ? 'date (YYYY-MM-DD)' : 'date and time (ISO 8601)'}`,
      );
    return sql`${value}::${sql.raw(cast)}`;
  }
  if (typeof value === 'object' && value !== null)
    throw invalid(`${where}: a value must be text or a number`);
  return sql`${String(value ?? '')}::text`;
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const negatable: Partial<Record<Operator, Operator>> = {
  not_equal: 'equal',
  not_in: 'in',
  not_between: 'between',
  not_begins_with: 'begins_with',
  not_contains: 'contains',
  not_ends_with: 'ends_with',
  is_not_null: 'is_null',
};

function listOf(rule: QueryRule, where: string, size?: number): unknown[] {
  const list = Array.isArray(rule.op2)
    ? rule.op2
    : typeof rule.op2 === 'string'
      ? rule.op2.split(',').map((v) => v.trim())
      : null;
  if (!list || list.length === 0 || (size !== undefined && list.length !== size))
    throw invalid(
      `${where}: ${rule.operator} needs ${size === 2 ? 'two values (from and to)' : 'a list of values'}`,
    );
  return list;
}

function positive(rule: QueryRule, operator: Operator, datatype: Datatype, where: string): SQL {
  const name = rule.op1;
  const field = valueExpr(name, datatype);
  const raw = sql`(${doc} -> ${name}::text)`;
  const one = () => {
    if (Array.isArray(rule.op2) || rule.op2 === null || rule.op2 === '')
      throw invalid(`${where}: ${operator} needs a value`);
    return rule.op2;
  };
  const pattern = (before: string, after: string) => sql`${before + likeEscape(String(one())) + after}::text`;
  switch (operator) {
    case 'equal':
      return sql`${field} = ${bind(one(), datatype, where)}`;
    case 'less':
      return sql`${field} < ${bind(one(), datatype, where)}`;
    case 'less_or_equal':
      return sql`${field} <= ${bind(one(), datatype, where)}`;
    case 'greater':
      return sql`${field} > ${bind(one(), datatype, where)}`;
    case 'greater_or_equal':
      return sql`${field} >= ${bind(one(), datatype, where)}`;
    case 'in':
      return sql`${field} in (${sql.join(
        listOf(rule, where).map((v) => bind(v, datatype, where)),
        sql`, `,
      )})`;
    case 'between': {
      const [from, to] = listOf(rule, where, 2);
      return sql`${field} between ${bind(from, datatype, where)} and ${bind(to, datatype, where)}`;
    }
    case 'is_null':
      return sql`(${raw} is null or jsonb_typeof(${raw}) = 'null')`;
    case 'is_empty':
      return sql`(${raw} in ('""'::jsonb, '[]'::jsonb, '{}'::jsonb))`;
    case 'is_not_empty':
      return sql`(${raw} is not null and jsonb_typeof(${raw}) <> 'null' and ${raw} not in ('""'::jsonb, '[]'::jsonb, '{}'::jsonb))`;
    case 'contains':
      if (datatype === 'LIST') return sql`(${raw} @> ${JSON.stringify([one()])}::jsonb)`;
      return sql`(${doc} ->> ${name}::text) ilike ${pattern('%', '%')}`;
    case 'begins_with':
      return sql`(${doc} ->> ${name}::text) ilike ${pattern('', '%')}`;
    case 'ends_with':
      return sql`(${doc} ->> ${name}::text) ilike ${pattern('%', '')}`;
    default:
      throw invalid(`${where}: unknown operator ${operator}`);
  }
}

function compileRule(rule: QueryRule, fields: Fields, where: string): SQL {
  const field = fields.get(rule.op1);
  if (!field)
    throw invalid(
      `${where}: unknown field ${JSON.stringify(rule.op1)}; the index has no such attribute`,
      `${where}.op1`,
    );
  if (!field.filterable) throw invalid(`${where}: attribute "${rule.op1}" is not filterable`, `${where}.op1`);
  if (rule.data_type !== field.datatype)
    throw invalid(
      `${where}: data_type ${rule.data_type} does not match attribute "${rule.op1}" (${field.datatype})`,
      `${where}.data_type`,
    );
  if (!operatorsFor[field.datatype].includes(rule.operator))
    throw invalid(
      `${where}: ${rule.operator} does not apply to ${field.datatype} attribute "${rule.op1}"`,
      `${where}.operator`,
    );
  const base = negatable[rule.operator];
  if (base) return sql`not coalesce((${positive(rule, base, field.datatype, where)}), false)`;
  return sql`coalesce((${positive(rule, rule.operator, field.datatype, where)}), false)`;
}

function compileNode(node: QueryNode, fields: Fields, where: string): SQL {
  if (isRule(node)) return compileRule(node, fields, where);
  return compileGroup(node, fields, where);
}

export function compileGroup(group: QueryGroup, fields: Fields, where = 'query'): SQL {
  const [condition, list] = groupEntries(group);
  const parts = list.map((node, i) => compileNode(node, fields, `${where}.${condition}.${i}`));
  if (!parts.length) return condition === 'not' ? sql`false` : sql`true`;
  const joined = sql.join(parts, condition === 'or' ? sql` or ` : sql` and `);
  return condition === 'not' ? sql`not (${joined})` : sql`(${joined})`;
}
