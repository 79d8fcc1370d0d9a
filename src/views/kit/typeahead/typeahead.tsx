import { useId, useState, type KeyboardEvent } from 'react';
import { isWrongInput, type CompleterItem } from '../../../rules/kit-typeahead';
import { useTypeahead, type TypeaheadSource } from './use-typeahead';
import { cx } from '../shared/cx';
import styles from './typeahead.module.css';

type TypeaheadProps<T extends Record<string, unknown>> = TypeaheadSource<T> & {
  label: string;
  /** Fields joined into each item's search_key, which is also what the list shows. */
  keywords: ReadonlyArray<keyof T & string>;
  onSelect: (item: (T & CompleterItem) | null) => void;
  /** Emit onWrongInput when the list closes on text that names no item. */
  emitWrongInput?: boolean;
  onWrongInput?: (text: string) => void;
  placeholder?: string;
  zIndex?: number;
  debounceMs?: number;
  error?: string;
  required?: boolean;
  /** Text shown at first (a value chosen before the control mounted). */
  defaultText?: string;
  /** Every edit of the text, so a form can tell a chosen item from words typed after it. */
  onTextChange?: (text: string) => void;
  autoFocus?: boolean;
};

/** Type-ahead / autocomplete (spec §2, §5): an ARIA combobox on the type-ahead machine. */
export const Typeahead = <T extends Record<string, unknown>>(props: TypeaheadProps<T>) => {
  const {
    label,
    keywords,
    onSelect,
    emitWrongInput = false,
    onWrongInput,
    placeholder = 'Search',
    zIndex = 100,
  } = props;
  const id = useId();
  const [text, setText] = useState(props.defaultText ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { items, loading, searched, push } = useTypeahead<T>(props, keywords, {
    dueTime: props.debounceMs,
  });
  const listId = `${id}-list`;
  const showList = open && (items.length > 0 || loading || searched !== null);

  const close = () => {
    if (open && isWrongInput(text, items, emitWrongInput)) onWrongInput?.(text);
    setOpen(false);
    setActive(-1);
  };
  const choose = (item: T & CompleterItem) => {
    setText(item.search_key);
    setOpen(false);
    setActive(-1);
    onSelect(item);
  };
  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (items.length === 0 ? -1 : (a + step + items.length) % items.length));
    } else if (e.key === 'Enter' && open && active >= 0 && items[active]) {
      e.preventDefault();
      choose(items[active]);
    } else if (e.key === 'Escape') close();
  };

  return (
    <div className={styles.wrap} style={{ zIndex }}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {props.required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        aria-required={props.required || undefined}
        className={styles.input}
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        autoFocus={props.autoFocus}
        onChange={(e) => {
          setText(e.target.value);
          props.onTextChange?.(e.target.value);
          setOpen(true);
          setActive(-1);
          push(e.target.value);
          if (e.target.value === '') onSelect(null);
        }}
        onKeyDown={handleKeyDown}
        onBlur={close}
      />
      {loading && <span className={styles.busy} role="status" aria-label="Searching" />}
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label} suggestions`}
        className={styles.list}
        hidden={!showList}
      >
        {items.map((item, index) => (
          <li
            key={`${index}-${item.search_key}`}
            id={`${id}-opt-${index}`}
            role="option"
            aria-selected={index === active}
            className={cx(styles.option, index === active && styles.active)}
            // mousedown would blur the input first and close the list before the click lands.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(item)}
          >
            {item.search_key}
          </li>
        ))}
        {!loading && searched !== null && items.length === 0 && (
          <li role="option" aria-selected={false} aria-disabled="true" className={styles.empty}>
            No matches
          </li>
        )}
      </ul>
      {props.error && (
        <p id={`${id}-error`} className={styles.error}>
          {props.error}
        </p>
      )}
    </div>
  );
};
