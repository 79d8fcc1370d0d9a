import { useId } from 'react';
import { Link } from 'wouter';
import type { TimelineEntry, TimelineKind, TimelinePartyType } from '../../../contracts/customers/timeline';
import { LoadingButton } from '../loading-button';
import { RelativeTime } from '../display/relative-time';
import { Spinner } from '../spinner/spinner';
import { useQuery } from '../use-query';
import page from '../shared/page.module.css';
import styles from './party-timeline.module.css';

const kindLabels: Record<TimelineKind, string> = {
  case: 'Case',
  lead: 'Lead',
  task: 'Task',
  call: 'Call',
  advice: 'Advice',
  note: 'Note',
};

const targetPaths = {
  case: (id: number) => `/case-management/case/${id}`,
  task: (id: number) => `/task/new-task/${id}`,
  advice: (id: number) => `/advice/document/${id}`,
} as const;

type Props = {
  partyType: TimelinePartyType;
  partyId: number;
  /** The record's own name: entries about it do not repeat it, entries about its people name them. */
  partyName?: string;
  /** What an empty timeline suggests, in the words of the page it sits on. */
  emptyText?: string;
};

const Entry = ({ entry, own }: { entry: TimelineEntry; own: string | null }) => {
  const href = entry.target ? targetPaths[entry.target.kind](entry.target.id) : null;
  const about = entry.party_name !== own ? entry.party_name : null;
  const meta = [entry.kind === 'case' || entry.kind === 'lead' ? null : entry.case_number, about];
  return (
    <li className={styles.entry}>
      <span className={styles.kind}>{kindLabels[entry.kind]}</span>
      <div className={styles.main}>
        {href ? (
          <Link href={href} className={styles.title}>
            {entry.kind === 'case' || entry.kind === 'lead'
              ? `${entry.case_number} ${entry.title}`
              : entry.title}
          </Link>
        ) : (
          <span className={styles.title}>{entry.title}</span>
        )}{' '}
        {entry.status && <span className={styles.status}>{entry.status}</span>}{' '}
        <span className={styles.meta}>{meta.filter(Boolean).join(' · ')}</span>
        {entry.summary && <p className={styles.summary}>{entry.summary}</p>}
      </div>
      <span className={styles.when}>
        <RelativeTime value={entry.at} />
      </span>
    </li>
  );
};

/**
 * A customer's, contact's or employee's cases, leads, tasks, calls, advice and notes as one list, newest first,
 * with "Show more" for older entries.
 */
export const PartyTimeline = ({ partyType, partyId, partyName, emptyText }: Props) => {
  const headingId = useId();
  const query = { party_type: partyType, party_id: partyId, pages: 1 };
  const read = useQuery('customers.timeline', query);
  const data = read.data;
  return (
    <section aria-labelledby={headingId} className={`${page.pane} ${styles.timeline}`}>
      <h2 id={headingId} className={page.subtitle}>
        Timeline
      </h2>
      {read.error && (
        <p role="alert" className={page.alert}>
          {read.error}
        </p>
      )}
      {!data && read.loading && <Spinner loading label="Loading the timeline" />}
      {data && data.entries.length === 0 && (
        <p className={page.note}>
          {emptyText ?? 'Nothing has happened here yet.'} Log a case or lead from{' '}
          <Link href="/case-management/case-management">Case Management</Link>; its tasks, calls and notes
          show here as they happen.
        </p>
      )}
      {data && data.entries.length > 0 && (
        <ol className={styles.list} aria-label="Timeline, newest first">
          {data.entries.map((e) => (
            <Entry
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
          onClick={() => read.run({ ...query, pages: data.pages + 1 })}
        >
          Show more
        </LoadingButton>
      )}
    </section>
  );
};
