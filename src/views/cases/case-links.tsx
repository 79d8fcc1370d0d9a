import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useId } from 'react';
import { Link } from 'wouter';
import { Permitted } from '../kit/permission/permitted';
import { deskListMachine } from '../../machines/desk-list.machine';
import { formatDateTime } from '../../rules/kit-format';
import styles from './desk.module.css';
import { EmptyState } from '../kit/ui/empty-state';

/** The checklists and meetings held against a case, with links to add more. */
export const CaseLinks = ({ caseId }: { caseId: number }) => {
  // Both lists load as they start: the parent keys this panel by case, so another case starts new ones.
  const checklistsRef = useScreenActor(deskListMachine, { input: { kind: 'checklists', caseId } });
  const meetingsRef = useScreenActor(deskListMachine, { input: { kind: 'meetings', caseId } });
  const checklists = useSelector(checklistsRef, (s) => s.context.rows.checklists);
  const meetings = useSelector(meetingsRef, (s) => s.context.rows.meetings);
  const loading = useSelector(checklistsRef, (s) => s.hasTag('loading'));
  const error = useSelector(checklistsRef, (s) => s.context.error);
  const meetingError = useSelector(meetingsRef, (s) => s.context.error);
  const uid = useId();
  return (
    <section className={styles.card} aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`}>Checklists and meetings</h2>
      {loading && <p role="status">Loading…</p>}
      {(error || meetingError) && (
        <p role="alert" className={styles.fieldError}>
          {error ?? meetingError}
        </p>
      )}
      <h3>Checklists</h3>
      {checklists.length === 0 ? (
        <EmptyState title="None yet." />
      ) : (
        <ul>
          {checklists.map((c) => (
            <li key={c.id}>
              <Link href={`/case-management/checklist/${c.id}`}>{c.title}</Link> — {c.status}
            </li>
          ))}
        </ul>
      )}
      <Permitted action="case.new-checklist">
        <Link href={`/case-management/checklist/-1?case=${caseId}`}>New checklist for this case</Link>
      </Permitted>
      <h3>Meetings</h3>
      {meetings.length === 0 ? (
        <EmptyState title="None yet." />
      ) : (
        <ul>
          {meetings.map((m) => (
            <li key={m.id}>
              <Link href={`/case-management/meeting/${m.id}`}>{m.title}</Link> — {m.status},{' '}
              {formatDateTime(m.starts_at)}
            </li>
          ))}
        </ul>
      )}
      <Permitted action="case.new-meeting">
        <Link href={`/case-management/meeting/-1?case=${caseId}`}>New meeting for this case</Link>
      </Permitted>
    </section>
  );
};
