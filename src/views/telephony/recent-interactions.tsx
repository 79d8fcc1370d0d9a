import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { callerInteractionsMachine, RecentParty } from '../../machines/caller-interactions.machine';
import { partyPagePath } from '../../rules/party-path';
import { TimelineEntry } from '../kit/timeline/timeline-entry';
import { useCallFlow } from './use-softphone';
import { Button } from '../kit/ui/button';
import styles from './softphone.module.css';

type RecentRef = ActorRefFrom<typeof callerInteractionsMachine>;

/** The page that holds a party's full timeline (issue 13's customer, contact and employee pages). */
const timelineHref = (party: RecentParty): string => `#${partyPagePath(party.kind, party.id)}`;

type Props = {
  className?: string;
  /** The short form of the banner and the softphone panel; the call-to-case screen has room for summaries. */
  compact?: boolean;
};

const Recent = ({ recent, className, compact = true }: Props & { recent: RecentRef }) => {
  const headingId = useId();
  const party = useSelector(recent, (s) => s.context.party);
  const entries = useSelector(recent, (s) => s.context.entries);
  const error = useSelector(recent, (s) => s.context.error);
  const loading = useSelector(recent, (s) => s.hasTag('loading'));
  if (!party) return null;
  return (
    <section
      className={`${styles.recent} ${className ?? ''}`}
      aria-labelledby={headingId}
      aria-busy={loading}
    >
      <h2 id={headingId} className={styles.recentTitle}>
        Recent interactions with {party.name}
      </h2>
      {loading && <p className={styles.muted}>Loading recent interactions…</p>}
      {error && (
        <p className={styles.muted} role="status">
          {error}.{' '}
          <Button variant="quiet" size="sm" onClick={() => recent.send({ type: 'interactions.retry' })}>
            Try again
          </Button>
        </p>
      )}
      {!loading && !error && entries.length === 0 && (
        <p className={styles.muted}>No earlier interactions: this is the first.</p>
      )}
      {entries.length > 0 && (
        <ol
          className={compact ? styles.recentList : `${styles.recentList} ${styles.recentListFull}`}
          aria-label={`Latest interactions with ${party.name}`}
        >
          {entries.map((e) => (
            <TimelineEntry key={`${e.kind}:${e.id}`} entry={e} own={party.name} compact={compact} />
          ))}
        </ol>
      )}
      <a href={timelineHref(party)} className={styles.recentMore}>
        Full timeline of {party.name}
      </a>
    </section>
  );
};

/**
 * The identified caller's latest touches, beside the ringing call and the connected one. The call-to-case flow's
 * child actor loads them; nothing shows until the caller is known.
 */
export const RecentInteractions = (props: Props) => {
  const flow = useCallFlow();
  const recent = useSelector(flow, (s) => s.children.recent as RecentRef | undefined);
  return recent ? <Recent recent={recent} {...props} /> : null;
};
