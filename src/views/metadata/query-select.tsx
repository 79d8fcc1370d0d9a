import {
  toOptions,
  useSelectElementChangeHandler,
  useValueSelector,
  type ValueSelectorProps,
} from 'react-querybuilder';

/**
 * The library's selects (field, operator, AND/OR), as its own ValueSelector draws them, with their title as an
 * accessible name too: a title alone is not a label (axe's label-title-only).
 */
export const QuerySelect = (props: ValueSelectorProps) => {
  const { onChange, val } = useValueSelector(props);
  const handleChange = useSelectElementChangeHandler({ multiple: props.multiple, onChange });
  return (
    <select
      data-testid={props.testID}
      className={props.className}
      value={val}
      title={props.title}
      aria-label={props.title}
      disabled={props.disabled}
      multiple={!!props.multiple}
      onChange={handleChange}
    >
      {toOptions(props.options)}
    </select>
  );
};
