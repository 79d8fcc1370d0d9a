import { useId } from 'react';
import { Link } from 'wouter';
import type { PartyInView } from '../../machines/layout.machine';
import { partyPagePath } from '../../rules/party-path';
import { screenKeys } from '../../rules/permission-catalogue';
import { usePermission } from '../kit/permission/use-permission';
import { TimelineEntry } from '../kit/timeline/timeline-entry';
import { useQuery } from '../kit/use-query';
import styles from './customer-info-panel.module.css';

/** How many touches the panel lists: the ringing call's five, enough to see what is going on. */
const latest = 5;

/** The party the screen is about: their name (to their page, when the profile may open it) and latest touches. */
export const PartyLatest = ({ party }: { party: PartyInView }) => {
  const headingId = useId();
  const path = partyPagePath(party.type, party.id);
  const mayOpen = usePermission(...screenKeys(path)) === 'allowed';
  const read = useQuery('interactions.list', {
    party_type: party.type,
    party_id: party.id,
    pages: 1,
    page_size: latest,
  });
  const entries = read.data?.entries ?? [];
  const name = party.name ?? 'This record';
  return (
    <>
      <p className={styles.name}>{mayOpen ? <Link href={path}>{name}</Link> : name}</p>
      <section aria-labelledby={headingId} aria-busy={read.loading}>
        <h3 id={headingId} className={styles.subtitle}>
          Latest interactions
        </h3>
        {read.loading && !read.data && <p className={styles.text}>Loading the latest interactions…</p>}
        {read.error && (
          <p className={styles.text} role="status">
            {read.error}
          </p>
        )}
        {read.data && entries.length === 0 && <p className={styles.text}>No interactions yet.</p>}
        {entries.length > 0 && (
          <ol className={styles.entries} aria-label={`Latest interactions with ${name}`}>
            {entries.map((e) => (
              <TimelineEntry key={`${e.kind}:${e.id}`} entry={e} own={party.name} compact />
            ))}
          </ol>
        )}
        {mayOpen && (
          <Link href={path} className={styles.more}>
            Full timeline
          </Link>
        )}
      </section>
    </>
  );
};
