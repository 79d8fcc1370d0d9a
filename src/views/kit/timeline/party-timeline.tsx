import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { InteractionPartyType } from '../../../contracts/interactions/list';
import { LoadingButton } from '../loading-button';
import { Spinner } from '../spinner/spinner';
import { useQuery } from '../use-query';
import page from '../shared/page.module.css';
import { TimelineEntry } from './timeline-entry';
import { isFiltered, noFilter, TimelineFilters, type TimelineFilter } from './timeline-filters';
import styles from './party-timeline.module.css';

type Props = {
  partyType: InteractionPartyType;
  partyId: number;
  /** The record's own name: entries about it do not repeat it, entries about its people name them. */
  partyName?: string;
  /** What an empty timeline suggests, in the words of the page it sits on. */
  emptyText?: string;
};

/** The query of a filter: empty fields are left out, so the service applies only what was chosen. */
const queryOf = (partyType: InteractionPartyType, partyId: number, f: TimelineFilter, pages: number) => ({
  party_type: partyType,
  party_id: partyId,
  pages,
  ...(f.kinds.length && { kinds: f.kinds }),
  ...(f.from && { from: f.from }),
  ...(f.to && { to: f.to }),
  ...(f.q && { q: f.q }),
  ...(f.mine && { mine: true }),
});

/** "20+ entries match the filters", "1 entry matches the filters", "12 entries". */
const countText = (n: number, more: boolean, filtered: boolean): string => {
  const one = n === 1 && !more;
  const what = `${n}${more ? '+' : ''} ${one ? 'entry' : 'entries'}`;
  return filtered ? `${what} ${one ? 'matches' : 'match'} the filters` : what;
};

/**
 * Every touch with a customer, contact or employee (GET /interaction/list) as one list, newest first, with
 * filters and "Show more" for older entries; each entry opens its case, task or advice.
 */
export const PartyTimeline = ({ partyType, partyId, partyName, emptyText }: Props) => {
  const headingId = useId();
  const [filter, setFilter] = useState<TimelineFilter>(noFilter);
  const read = useQuery('interactions.list', queryOf(partyType, partyId, filter, 1));
  const data = read.data;
  const filtered = isFiltered(filter);
  return (
    <section aria-labelledby={headingId} className={`${page.pane} ${styles.timeline}`}>
      <h2 id={headingId} className={page.subtitle}>
        Timeline
      </h2>
      <TimelineFilters
        value={filter}
        served={data?.kinds ?? null}
        onChange={setFilter}
        loading={read.loading}
      />
      {read.error && (
        <p role="alert" className={page.alert}>
          {read.error}
        </p>
      )}
      {!data && read.loading && <Spinner loading label="Loading the timeline" />}
      <p className={styles.count} role="status">
        {data && !read.loading ? countText(data.entries.length, data.has_more, filtered) : ''}
      </p>
      {data && data.entries.length === 0 && filtered && (
        <p className={page.note}>Nothing matches these filters. Clear them to see every entry.</p>
      )}
      {data && data.entries.length === 0 && !filtered && (
        <p className={page.note}>
          {emptyText ?? 'Nothing has happened here yet.'} Log a case or lead from{' '}
          <Link href="/case-management/case-management">Case Management</Link>; its tasks, calls and notes
          show here as they happen.
        </p>
      )}
      {data && data.entries.length > 0 && (
        <ol className={styles.list} aria-label="Timeline, newest first" aria-busy={read.loading}>
          {data.entries.map((e) => (
            <TimelineEntry
              key={`${e.kind}:${e.id}`}
              entry={e}
              // A contact's or employee's entries are all about them; an employer's may be about its people.
              own={partyType === 'employer' ? (partyName ?? null) : e.party_name}
            />
          ))}
        </ol>
      )}
      {data?.has_more && (
        <LoadingButton
          variant="secondary"
          className={styles.more}
          loading={read.loading}
          onClick={() => read.run(queryOf(partyType, partyId, filter, data.pages + 1))}
        >
          Show more
        </LoadingButton>
      )}
    </section>
  );
};
