import type { PageInfo } from '../../../rules/kit-table';
import button from '../shared/button.module.css';
import styles from './datatable.module.css';

type PagerProps = { info: PageInfo; label: string; onPage: (pageNumber: number) => void };

/** The table footer: first / previous / page x of y / next / last, 35 px high (spec §9). */
export const Pager = ({ info, label, onPage }: PagerProps) => {
  const { pageNumber, totalPages, totalElements, size } = info;
  const first = totalElements === 0 ? 0 : pageNumber * size + 1;
  const last = Math.min(totalElements, (pageNumber + 1) * size);
  const go = (n: number) => n !== pageNumber && onPage(n);
  return (
    <nav className={styles.footer} aria-label={`${label} pages`}>
      <span className={styles.count}>
        {first}–{last} of {totalElements}
      </span>
      <div className={button.row}>
        <button
          type="button"
          className={button.button}
          disabled={pageNumber === 0}
          onClick={() => go(0)}
          aria-label="First page"
        >
          «
        </button>
        <button
          type="button"
          className={button.button}
          disabled={pageNumber === 0}
          onClick={() => go(pageNumber - 1)}
          aria-label="Previous page"
        >
          ‹
        </button>
        <span aria-current="page">
          Page {pageNumber + 1} of {totalPages}
        </span>
        <button
          type="button"
          className={button.button}
          disabled={pageNumber >= totalPages - 1}
          onClick={() => go(pageNumber + 1)}
          aria-label="Next page"
        >
          ›
        </button>
        <button
          type="button"
          className={button.button}
          disabled={pageNumber >= totalPages - 1}
          onClick={() => go(totalPages - 1)}
          aria-label="Last page"
        >
          »
        </button>
      </div>
    </nav>
  );
};
