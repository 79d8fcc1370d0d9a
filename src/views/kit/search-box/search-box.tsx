import { useId, useState, type KeyboardEvent } from 'react';
import { searchBoxEvent, type SearchEvent } from '../../../machines/rules/kit-search-box';
import styles from './search-box.module.css';

type SearchBoxProps = {
  onSearch: (event: SearchEvent) => void;
  label?: string;
  placeholder?: string;
  defaultValue?: string;
};

/** The datatable search box (spec §5): change on any key but Enter while there is text, search on Enter,
 * clear as soon as the box is empty. */
export const SearchBox = ({
  onSearch,
  label = 'Search table',
  placeholder = 'Search',
  defaultValue = '',
}: SearchBoxProps) => {
  const id = useId();
  const [text, setText] = useState(defaultValue);
  const handleKeyUp = (event: KeyboardEvent<HTMLInputElement>) =>
    onSearch(searchBoxEvent(event.key, event.currentTarget.value));
  const handleClear = () => {
    setText('');
    onSearch({ type: 'clear', data: '' });
  };
  return (
    <div className={styles.box} role="search">
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
          // The native clear button of type=search changes the value without a key.
          if (e.target.value === '') onSearch({ type: 'clear', data: '' });
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
