import { useState, type KeyboardEvent, type Ref } from 'react';
import { matchOptions } from '../../../rules/classification-search';
import type { ClassificationOption } from '../../../rules/kit-classification';
import { cx } from '../shared/cx';
import styles from './classification-dropdowns.module.css';
import { type ClassificationLevelProps } from './classification-level';
import { LevelError } from './level-error';
import { LevelLabel } from './level-label';

/** The select's props, and a ref to the input (the form moves focus to the next level still to choose). */
type ClassificationComboboxProps = ClassificationLevelProps & { inputRef?: Ref<HTMLInputElement> };

/**
 * One level as an ARIA combobox: type to filter the level's options (the first match is highlighted), arrows to
 * move, Enter picks, Escape goes back to the chosen one. Enter with nothing highlighted submits the surrounding form,
 * so a level the agent leaves empty is not filled by accident.
 */
export const ClassificationCombobox = ({
  id,
  label,
  value,
  options,
  required,
  error,
  disabled,
  onChoose,
  inputRef,
}: ClassificationComboboxProps) => {
  const chosen = options.find((o) => value !== null && String(o.id) === String(value)) ?? null;
  // null while the agent is not typing: the field then shows the chosen option (auto-selected ones included).
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  // -1: nothing highlighted, so Enter submits the form; typing highlights the first match, arrows move.
  const [active, setActive] = useState(-1);
  const matches = matchOptions(options, text ?? '');
  const listId = `${id}-list`;
  const showList = open && !disabled;

  const close = () => {
    setOpen(false);
    setText(null);
    setActive(-1);
  };
  const choose = (option: ClassificationOption) => {
    close();
    onChoose(option.id);
  };
  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      const n = matches.length;
      if (n > 0) setActive((a) => (a < 0 ? (step > 0 ? 0 : n - 1) : (a + step + n) % n));
    } else if (e.key === 'Enter' && showList && (matches[active] || (text ?? '').trim() !== '')) {
      // A highlighted match is picked; typed text that matches nothing is not submitted as if it were a choice.
      e.preventDefault();
      if (matches[active]) choose(matches[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close();
    }
  };
  const handleBlur = () => {
    // Emptied and left: the level (and every deeper one) is cleared, as choosing "Select …" did.
    if (text !== null && text.trim() === '' && value !== null) onChoose(null);
    close();
  };

  return (
    <div className={cx(styles.level, styles.combo)}>
      <LevelLabel id={id} label={label} required={required} error={error} />
      <input
        id={id}
        ref={inputRef}
        role="combobox"
        className={styles.select}
        value={text ?? chosen?.value_name ?? ''}
        placeholder={disabled ? '' : `Type to find a ${label.toLowerCase()}`}
        autoComplete="off"
        disabled={disabled}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && matches[active] ? `${id}-opt-${active}` : undefined}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        // An empty level opens its list as it takes focus: the agent sees what there is to choose.
        onFocus={() => value === null && setOpen(true)}
        onClick={() => setOpen(true)}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={handleKeyDown}
        onBlur={handleBlur}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label} options`}
        className={styles.list}
        hidden={!showList}
      >
        {matches.map((option, index) => (
          <li
            key={String(option.id)}
            id={`${id}-opt-${index}`}
            role="option"
            aria-selected={index === active}
            className={cx(styles.option, index === active && styles.active)}
            // mousedown would blur the input first and close the list before the click lands.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(option)}
          >
            {option.value_name}
          </li>
        ))}
        {matches.length === 0 && (
          <li role="option" aria-selected={false} aria-disabled="true" className={styles.empty}>
            No matches
          </li>
        )}
      </ul>
      <LevelError id={id} error={error} />
    </div>
  );
};
