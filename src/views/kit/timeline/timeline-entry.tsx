import { Link } from 'wouter';
import { interactionKindLabels, type InteractionEntry } from '../../../contracts/interactions/list';
import { RelativeTime } from '../display/relative-time';
import styles from './party-timeline.module.css';

const targetPaths = {
  case: (id: number) => `/case-management/case/${id}`,
  task: (id: number) => `/task/new-task/${id}`,
  advice: (id: number) => `/advice/document/${id}`,
} as const;

/** Where an entry opens: its case, task or advice; a call that logged no case has no record to open. */
export const entryHref = (entry: InteractionEntry): string | null =>
  entry.target ? targetPaths[entry.target.kind](entry.target.id) : null;

const isCase = (entry: InteractionEntry) => entry.kind === 'case' || entry.kind === 'lead';

/** The words of an entry's link: a case or lead by its number and title, anything else by its title. */
export const entryTitle = (entry: InteractionEntry): string =>
  isCase(entry) ? `${entry.case_number} ${entry.title}` : entry.title;

type Props = {
  entry: InteractionEntry;
  /** The name of the page's own party: entries about it do not repeat it, entries about its people name them. */
  own: string | null;
  /** The short form beside a ringing call: no summary line. */
  compact?: boolean;
};

/** One touch: its kind, a link to its record, status, case, whom it concerns, who did it, and when. */
export const TimelineEntry = ({ entry, own, compact }: Props) => {
  const href = entryHref(entry);
  const about = entry.party_name !== own ? entry.party_name : null;
  const meta = [isCase(entry) ? null : entry.case_number, about, entry.by ? `by ${entry.by}` : null];
  return (
    <li className={`${styles.entry} ${compact ? styles.compact : ''}`}>
      <span className={styles.kind}>{interactionKindLabels[entry.kind]}</span>
      <div className={styles.main}>
        {href ? (
          <Link href={href} className={styles.title}>
            {entryTitle(entry)}
          </Link>
        ) : (
          <span className={styles.title}>{entryTitle(entry)}</span>
        )}{' '}
        {entry.status && <span className={styles.status}>{entry.status}</span>}{' '}
        <span className={styles.meta}>{meta.filter(Boolean).join(' · ')}</span>
        {!compact && entry.summary && <p className={styles.summary}>{entry.summary}</p>}
      </div>
      <span className={styles.when}>
        <RelativeTime value={entry.at} />
      </span>
    </li>
  );
};
