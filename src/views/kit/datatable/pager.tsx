import type { PageInfo } from '../../../rules/kit-table';
import { Pagination } from '../ui/pagination';
import styles from './datatable.module.css';

type PagerProps = { info: PageInfo; label: string; noun?: string; onPage: (pageNumber: number) => void };

/** The table footer: the kit's pager with what the page holds, 35 px high (spec §9). */
export const Pager = ({ info, label, noun, onPage }: PagerProps) => {
  const { pageNumber, totalPages, totalElements, size } = info;
  const first = totalElements === 0 ? 0 : pageNumber * size + 1;
  const last = Math.min(totalElements, (pageNumber + 1) * size);
  return (
    <div className={styles.footer}>
      <Pagination
        label={label}
        pageNumber={pageNumber}
        totalPages={totalPages}
        onPage={onPage}
        summary={`${first}–${last} of ${totalElements}${noun ? ` ${noun}` : ''}`}
      />
    </div>
  );
};
