import { useId, useMemo, useState } from 'react';
import { Datatable } from '../datatable/datatable';
import type { DatatableColumn } from '../datatable/columns';
import { useChosenRow } from '../datatable/use-chosen-row';
import forms from '../forms/forms.module.css';
import page from '../shared/page.module.css';
import { Spinner } from '../spinner/spinner';
import { useNavigate } from '../use-navigate';

type Props<T extends Record<string, unknown>> = {
  /** The pane's heading, e.g. "Find a customer". */
  title: string;
  /** What one record is called, for the search box and the counts ("customer"). */
  noun: string;
  items: readonly T[] | null;
  columns: readonly DatatableColumn<T>[];
  keyOf: (item: T) => number | string;
  /** The words a search matches (name, number, town…). */
  textOf: (item: T) => string;
  /** The search box's label, naming what it searches ("Search by name, industry or town"). */
  searchLabel: string;
  /** The record's name, as its link says it, and the address that opens it (a hash path with its query). */
  nameOf: (item: T) => string;
  pathOf: (item: T) => string;
};

/**
 * A page's default when no record is chosen: every record as a kit list that narrows as one types, so the page
 * never opens blank. A canvas row holds no link: choosing a record offers its link under the list; Enter or a
 * double-click opens it at once.
 */
export const RecordFinder = <T extends Record<string, unknown>>(props: Props<T>) => {
  const { title, noun, items, columns, keyOf, textOf, searchLabel, nameOf, pathOf } = props;
  const headingId = useId();
  const searchId = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const shown = useMemo(() => {
    const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
    return (items ?? []).filter((item) => {
      const haystack = textOf(item).toLowerCase();
      return words.every((w) => haystack.includes(w));
    });
  }, [items, text, textOf]);
  const [chosen, choose] = useChosenRow(shown, keyOf);
  const plural = `${noun}s`;
  return (
    <section aria-labelledby={headingId} className={page.pane}>
      <h2 id={headingId} className={page.subtitle}>
        {title}
      </h2>
      <div className={forms.field} style={{ maxWidth: 420 }}>
        <label htmlFor={searchId} className={forms.label}>
          {searchLabel}
        </label>
        <input
          id={searchId}
          type="search"
          className={forms.input}
          value={text}
          autoComplete="off"
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      {items === null ? (
        <Spinner loading label={`Loading the ${noun} list`} />
      ) : (
        <>
          <Datatable
            label={plural[0].toUpperCase() + plural.slice(1)}
            rows={shown}
            columns={columns}
            countNoun={plural}
            searchText={text}
            caseKey={text}
            onRowSelect={(item) => choose(keyOf(item))}
            onRowActivate={(item) => navigate(pathOf(item))}
          />
          <p className={page.note} aria-live="polite">
            {chosen ? (
              // A plain hash link: wouter's Link would put the query before the hash.
              <a href={`#${pathOf(chosen)}`}>Open {nameOf(chosen)}</a>
            ) : (
              shown.length > 0 &&
              `Choose ${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun} to open it, or press Enter on it.`
            )}
          </p>
        </>
      )}
    </section>
  );
};
