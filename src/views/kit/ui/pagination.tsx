import type { ReactNode } from 'react';
import { IconButton } from './icon-button';
import { Glyph } from './glyph';
import styles from './ui.module.css';

type PaginationProps = {
  /** The zero-based page shown. */
  pageNumber: number;
  totalPages: number;
  onPage: (pageNumber: number) => void;
  /** Names the navigation: "<label> pages". */
  label: string;
  /** Beside the buttons: what the page holds ("1–10 of 42"). */
  summary?: ReactNode;
  /** A page is loading: the buttons wait for it. */
  busy?: boolean;
};

/** The one pager of the console: first, previous, "Page x of y", next, last (spec §9's table footer). */
export const Pagination = ({
  pageNumber,
  totalPages,
  onPage,
  label,
  summary,
  busy = false,
}: PaginationProps) => {
  const pages = Math.max(totalPages, 1);
  const atStart = pageNumber <= 0 || busy;
  const atEnd = pageNumber >= pages - 1 || busy;
  const go = (n: number) => n !== pageNumber && onPage(n);
  return (
    <nav className={styles.pagination} aria-label={`${label} pages`}>
      {summary !== undefined && <span className={styles.summary}>{summary}</span>}
      <div className={styles.pages}>
        <IconButton label="First page" size="sm" disabled={atStart} onClick={() => go(0)}>
          <Glyph d="M17 6l-6 6 6 6M11 6l-6 6 6 6" />
        </IconButton>
        <IconButton label="Previous page" size="sm" disabled={atStart} onClick={() => go(pageNumber - 1)}>
          <Glyph d="M15 6l-6 6 6 6" />
        </IconButton>
        <span aria-current="page" className={styles.current}>
          Page {pageNumber + 1} of {pages}
        </span>
        <IconButton label="Next page" size="sm" disabled={atEnd} onClick={() => go(pageNumber + 1)}>
          <Glyph d="M9 6l6 6-6 6" />
        </IconButton>
        <IconButton label="Last page" size="sm" disabled={atEnd} onClick={() => go(pages - 1)}>
          <Glyph d="M7 6l6 6-6 6M13 6l6 6-6 6" />
        </IconButton>
      </div>
    </nav>
  );
};
