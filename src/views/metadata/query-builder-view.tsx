import { QueryBuilder, type Field, type RuleGroupType } from 'react-querybuilder';
import type { SearchSchema } from '../../contracts/metadata/entities';
import { operatorLabels } from '../../contracts/metadata/query';
import { builderOperators, type BuilderGroup } from '../../rules/query-convert';
import { QueryAction } from './query-action';
import { QuerySelect } from './query-select';
import { QueryValueEditor } from './query-value-editor';
import { QueryNotToggle } from './query-not-toggle';
import { QueryPills } from './query-pills';
import styles from './query-builder.module.css';

type QueryBuilderViewProps = {
  schema: SearchSchema;
  query: BuilderGroup;
  onChange: (next: BuilderGroup) => void;
};

/** A value editor per datatype: numbers, dates and date-times get their own inputs. */
const inputTypes: Record<string, string> = {
  INTEGER: 'number',
  FLOAT: 'number',
  DATE: 'date',
  DATETIME: 'datetime-local',
};

// The library's own stylesheet is not loaded: these classes (beside its standard ones, which tests and the
// library's keyboard handling rely on) give it the kit's look.
const classnames = {
  queryBuilder: styles.builder,
  ruleGroup: styles.group,
  header: styles.groupHeader,
  body: styles.groupBody,
  rule: styles.rule,
  fields: styles.control,
  operators: styles.control,
  value: styles.control,
  combinators: styles.control,
};

/**
 * react-querybuilder over an index's filterable attributes, each with the operators of its datatype (spec §5),
 * drawn with the kit's controls; the pills above it switch each top-level condition off and on.
 */
export const QueryBuilderView = ({ schema, query, onChange }: QueryBuilderViewProps) => {
  const fields: Field[] = schema.fields.map((f) => ({
    name: f.name,
    label: `${f.name} (${f.datatype})`,
    value: f.name,
  }));
  const byName = new Map(schema.fields.map((f) => [f.name, f]));
  return (
    <div className={styles.wrap}>
      <QueryPills query={query} onChange={onChange} />
      <QueryBuilder
        fields={fields}
        query={query as RuleGroupType}
        onQueryChange={(q) => onChange(q as BuilderGroup)}
        showNotToggle
        listsAsArrays
        parseNumbers="strict-limited"
        getOperators={(field) =>
          (byName.get(field)?.operators ?? []).map((o) => ({
            name: builderOperators[o],
            value: builderOperators[o],
            label: operatorLabels[o],
          }))
        }
        getInputType={(field) => inputTypes[byName.get(field)?.datatype ?? ''] ?? 'text'}
        controlElements={{
          actionElement: QueryAction,
          valueSelector: QuerySelect,
          notToggle: QueryNotToggle,
          valueEditor: QueryValueEditor,
        }}
        controlClassnames={classnames}
      />
    </div>
  );
};
