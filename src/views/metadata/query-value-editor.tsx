import { ValueEditor, type ValueEditorProps } from 'react-querybuilder';

/** is empty / is not empty take no value, like null / not null (which the library already knows). */
export const QueryValueEditor = (props: ValueEditorProps) =>
  props.operator === 'isEmpty' || props.operator === 'isNotEmpty' ? null : <ValueEditor {...props} />;
