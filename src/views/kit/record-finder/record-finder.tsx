import { useId, useState, type ReactNode } from 'react';
import { emptyMessage } from '../../../rules/kit-table';
import forms from '../forms/forms.module.css';
import page from '../shared/page.module.css';
import { Spinner } from '../spinner/spinner';
import { TableHead } from '../table-head';

export type FinderColumn<T> = { header: string; cell: (item: T) => ReactNode };

type Props<T> = {
  /** The pane's heading, e.g. "Find a customer". */
  title: string;
  /** What one record is called, for the search box and the counts ("customer"). */
  noun: string;
  items: readonly T[] | null;
  columns: readonly FinderColumn<T>[];
  keyOf: (item: T) => number | string;
  /** The words a search matches (name, number, town…). */
  textOf: (item: T) => string;
  /** The search box's label, naming what it searches ("Search by name, industry or town"). */
  searchLabel: string;
};

/**
 * A page's default when no record is chosen: every record as a list that narrows as one types, so the page
 * never opens blank. The first column holds the link that opens a record.
 */
export const RecordFinder = <T,>({ title, noun, items, columns, keyOf, textOf, searchLabel }: Props<T>) => {
  const headingId = useId();
  const searchId = useId();
  const [text, setText] = useState('');
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const shown = (items ?? []).filter((item) => {
    const haystack = textOf(item).toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
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
          <p className={page.note} aria-live="polite">
            {words.length ? `${shown.length} of ${items.length} ${noun}s match` : `${items.length} ${noun}s`}
          </p>
          {shown.length === 0 ? (
            <p className={page.note} role="status">
              {emptyMessage(0, text)}
            </p>
          ) : (
            <table className={page.table}>
              <TableHead columns={columns.map((c) => c.header)} />
              <tbody>
                {shown.map((item) => (
                  <tr key={keyOf(item)}>
                    {columns.map((c) => (
                      <td key={c.header}>{c.cell(item)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
};
