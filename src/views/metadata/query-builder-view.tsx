import {
  QueryBuilder,
  ValueEditor,
  type Field,
  type RuleGroupType,
  type ValueEditorProps,
} from 'react-querybuilder';
import 'react-querybuilder/dist/query-builder.css';
import type { SearchSchema } from '../../contracts/metadata/entities';
import { operatorLabels } from '../../contracts/metadata/query';
import { builderOperators, type BuilderGroup } from '../../rules/query-convert';

type QueryBuilderViewProps = {
  schema: SearchSchema;
  query: BuilderGroup;
  onChange: (next: BuilderGroup) => void;
};

const inputTypes: Record<string, string> = {
  INTEGER: 'number',
  FLOAT: 'number',
  DATE: 'date',
  DATETIME: 'datetime-local',
};

// is empty / is not empty take no value, like null / not null (which the library already knows).
const MetaValueEditor = (props: ValueEditorProps) =>
  props.operator === 'isEmpty' || props.operator === 'isNotEmpty' ? null : <ValueEditor {...props} />;

/** react-querybuilder over an index's filterable attributes, each with the operators of its datatype (spec §5). */
export const QueryBuilderView = ({ schema, query, onChange }: QueryBuilderViewProps) => {
  const fields: Field[] = schema.fields.map((f) => ({
    name: f.name,
    label: `${f.name} (${f.datatype})`,
    value: f.name,
  }));
  const byName = new Map(schema.fields.map((f) => [f.name, f]));
  return (
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
      controlElements={{ valueEditor: MetaValueEditor }}
      controlClassnames={{ queryBuilder: 'queryBuilder-branches' }}
    />
  );
};
