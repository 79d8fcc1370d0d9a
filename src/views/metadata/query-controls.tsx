import { useId } from 'react';
import {
  toOptions,
  useSelectElementChangeHandler,
  useValueSelector,
  ValueEditor,
  type ActionProps,
  type NotToggleProps,
  type ValueEditorProps,
  type ValueSelectorProps,
} from 'react-querybuilder';
import { Button } from '../kit/ui/button';
import styles from './query-builder.module.css';

/** The builder's actions as kit buttons: adding is secondary, removing is quiet until it happens (one click). */
export const QueryAction = ({ label, title, className, handleOnClick, disabled, testID }: ActionProps) => {
  const removes = testID === 'remove-rule' || testID === 'remove-group';
  return (
    <Button
      size="sm"
      variant={removes ? 'quiet' : 'secondary'}
      tone={removes ? 'danger' : undefined}
      className={className}
      title={title}
      // The library's remove label is a bare ⨯: the title names what it removes.
      aria-label={removes ? title : undefined}
      disabled={disabled}
      onClick={(e) => handleOnClick(e)}
    >
      {label}
    </Button>
  );
};

/** "Not" as a labelled kit checkbox, reachable with Tab and toggled with Space. */
export const QueryNotToggle = ({
  checked,
  handleOnChange,
  label,
  title,
  className,
  disabled,
}: NotToggleProps) => {
  const id = useId();
  return (
    <span className={`${className ?? ''} ${styles.not}`}>
      <input
        id={id}
        type="checkbox"
        checked={!!checked}
        disabled={disabled}
        title={title}
        onChange={(e) => handleOnChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </span>
  );
};

/** is empty / is not empty take no value, like null / not null (which the library already knows). */
export const QueryValueEditor = (props: ValueEditorProps) =>
  props.operator === 'isEmpty' || props.operator === 'isNotEmpty' ? null : <ValueEditor {...props} />;

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
