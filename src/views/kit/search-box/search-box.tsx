import { useId, useState, type KeyboardEvent } from 'react';
import { searchBoxEvent, type SearchEvent } from '../../../rules/kit-search-box';
import styles from './search-box.module.css';

type SearchBoxProps = {
  onSearch: (event: SearchEvent) => void;
  label?: string;
  placeholder?: string;
  defaultValue?: string;
};

/** The datatable search box (spec §5): change as the text changes while there is text, search on Enter, clear as
 * soon as the box is empty. Listening to text changes rather than key-ups also catches paste and autofill. */
export const SearchBox = ({
  onSearch,
  label = 'Search table',
  placeholder = 'Search',
  defaultValue = '',
}: SearchBoxProps) => {
  const id = useId();
  const [text, setText] = useState(defaultValue);
  // Text changes (typing, paste, IME, autofill) emit change or clear; Enter on key-up emits search.
  const handleKeyUp = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') onSearch(searchBoxEvent('Enter', event.currentTarget.value));
  };
  const handleClear = () => {
    setText('');
    onSearch({ type: 'clear', data: '' });
  };
  return (
    <div className={styles.box} role="search" aria-label={label}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(e) => {
          setText(e.target.value);
          onSearch(searchBoxEvent('Input', e.target.value));
        }}
        onKeyUp={handleKeyUp}
      />
      {text !== '' && (
        <button type="button" className={styles.clear} onClick={handleClear} aria-label="Clear search">
          ×
        </button>
      )}
    </div>
  );
};
