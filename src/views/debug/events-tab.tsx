import { useId, useState } from 'react';
import { useInspector } from '../../app/inspector-context';
import type { EventEntry, TraceEntry } from '../../rules/inspection';
import { useLiveTick } from './use-live';
import styles from './debug.module.css';
import { Button } from '../kit/ui/button';

const shown = 200;
const time = (at: number): string => new Date(at).toISOString().slice(11, 23);

/** The live event log: time, source → target, type and redacted payload; filter by actor and type, pause. */
export const EventsTab = () => {
  const inspector = useInspector();
  // Paused, the log shows the entries as they were at the pause, whatever re-renders the panel meanwhile.
  const [frozen, setFrozen] = useState<TraceEntry[] | null>(null);
  const paused = frozen !== null;
  const [actor, setActor] = useState('');
  const [type, setType] = useState('');
  const ids = useId();
  useLiveTick(paused);
  const events = (frozen ?? inspector.entries()).filter((e): e is EventEntry => e.kind === 'event');
  const targets = [...new Set(events.map((e) => e.target))].sort();
  const filtered = events
    .filter((e) => (!actor || e.target === actor || e.source === actor) && e.type.includes(type.trim()))
    .slice(-shown)
    .reverse();
  return (
    <>
      <div className={styles.toolbar}>
        <label htmlFor={`${ids}-actor`}>Actor</label>
        <select id={`${ids}-actor`} value={actor} onChange={(e) => setActor(e.target.value)}>
          <option value="">All actors</option>
          {targets.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
        <label htmlFor={`${ids}-type`}>Event type</label>
        <input id={`${ids}-type`} type="search" value={type} onChange={(e) => setType(e.target.value)} />
        <Button
          variant="quiet"
          size="sm"
          aria-pressed={paused}
          onClick={() => setFrozen(paused ? null : inspector.entries())}
        >
          {paused ? 'Resume' : 'Pause'}
        </Button>
        <span className={styles.note} role="status">
          {filtered.length} of {events.length} events{paused ? ' (paused)' : ''}
        </span>
      </div>
      <table className={styles.table} aria-label="Event log">
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Source → target</th>
            <th scope="col">Event</th>
            <th scope="col">Payload</th>
          </tr>
        </thead>
        <tbody>
          {filtered.map((e) => (
            <tr key={e.seq}>
              <td className={styles.mono}>{time(e.at)}</td>
              <td>
                {e.source ?? '—'} → {e.target}
              </td>
              <td className={styles.mono}>{e.type}</td>
              <td className={styles.mono}>{JSON.stringify(e.payload)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
};
