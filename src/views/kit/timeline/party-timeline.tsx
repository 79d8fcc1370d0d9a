import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../../app/screen-actor';
import { useEffect, useId } from 'react';
import { Link } from 'wouter';
import type { InteractionPartyType } from '../../../contracts/interactions/list';
import { timelinePagesMachine, type TimelineRequest } from '../../../machines/timeline-pages.machine';
import { isTimelineFiltered as isFiltered, type TimelineFilter } from '../../../rules/timeline-url-state';
import { LoadingButton } from '../loading-button';
import { Spinner } from '../spinner/spinner';
import page from '../shared/page.module.css';
import { TimelineEntry } from './timeline-entry';
import { TimelineFilters } from './timeline-filters';
import { useTimelineUrl } from './use-timeline-url';
import styles from './party-timeline.module.css';

type Props = {
  partyType: InteractionPartyType;
  partyId: number;
  /** The record's own name: entries about it do not repeat it, entries about its people name them. */
  partyName?: string;
  /** What an empty timeline suggests, in the words of the page it sits on. */
  emptyText?: string;
};

/** The request of a filter: empty fields are left out, so the service applies only what was chosen. */
const requestOf = (partyType: InteractionPartyType, partyId: number, f: TimelineFilter): TimelineRequest => ({
  party_type: partyType,
  party_id: partyId,
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
 * filters (kept in the page's URL) and "Show more" for older entries down to the first; each entry opens its
 * case, task or advice.
 */
export const PartyTimeline = ({ partyType, partyId, partyName, emptyText }: Props) => {
  const headingId = useId();
  const { filter, restored, setFilter } = useTimelineUrl();
  const pages = useScreenActor(timelinePagesMachine);
  const loading = useSelector(pages, (s) => s.hasTag('loading'));
  const entries = useSelector(pages, (s) => s.context.entries);
  const hasMore = useSelector(pages, (s) => s.context.next !== null);
  const kinds = useSelector(pages, (s) => s.context.kinds);
  const error = useSelector(pages, (s) => s.context.error);
  const answered = useSelector(pages, (s) => s.context.shown !== null);
  const request = requestOf(partyType, partyId, filter);
  const key = JSON.stringify(request);
  useEffect(() => {
    pages.send({ type: 'timeline.show', request });
    // The key stands for the request: a new object with the same content is the same list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pages, key]);
  const filtered = isFiltered(filter);
  return (
    <section aria-labelledby={headingId} className={`${page.pane} ${styles.timeline}`}>
      <h2 id={headingId} className={page.subtitle}>
        Timeline
      </h2>
      <TimelineFilters
        // The search box keeps its own text while typed; an address from outside brings the URL's text.
        key={restored}
        value={filter}
        served={kinds}
        onChange={setFilter}
        loading={loading}
      />
      {error && (
        <p role="alert" className={page.alert}>
          {error}
        </p>
      )}
      {!answered && loading && <Spinner loading label="Loading the timeline" />}
      <p className={styles.count} role="status">
        {answered && !loading ? countText(entries.length, hasMore, filtered) : ''}
      </p>
      {answered && entries.length === 0 && filtered && (
        <p className={page.note}>Nothing matches these filters. Clear them to see every entry.</p>
      )}
      {answered && entries.length === 0 && !filtered && (
        <p className={page.note}>
          {emptyText ?? 'Nothing has happened here yet.'} Log a case or lead from{' '}
          <Link href="/case-management/case-management">Case Management</Link>; its tasks, calls and notes
          show here as they happen.
        </p>
      )}
      {entries.length > 0 && (
        <ol className={styles.list} aria-label="Timeline, newest first" aria-busy={loading}>
          {entries.map((e) => (
            <TimelineEntry
              key={`${e.kind}:${e.id}`}
              entry={e}
              // A contact's or employee's entries are all about them; an employer's may be about its people.
              own={partyType === 'employer' ? (partyName ?? null) : e.party_name}
            />
          ))}
        </ol>
      )}
      {hasMore && (
        <LoadingButton
          variant="secondary"
          className={styles.more}
          loading={loading}
          onClick={() => pages.send({ type: 'timeline.more' })}
        >
          Show more
        </LoadingButton>
      )}
    </section>
  );
};
