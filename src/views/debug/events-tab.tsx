import { useState } from 'react';
import { useInspector } from '../../app/inspector-context';
import type { EventEntry, TraceEntry } from '../../rules/inspection';
import { useLiveTick } from './use-live';
import styles from './debug.module.css';
import { Button } from '../kit/ui/button';
import { Datatable } from '../kit/datatable/datatable';
import { useChosenRow } from '../kit/datatable/use-chosen-row';
import { FilterSelect } from '../kit/forms/filter-select';
import { SearchBox } from '../kit/search-box/search-box';
import { debugPageSize } from './debug-grid';
import { eventColumns, eventRowOf } from './event-row';

/** The live event log: time, source → target, type and redacted payload; filter by actor and type, pause. */
export const EventsTab = () => {
  const inspector = useInspector();
  // Paused, the log shows the entries as they were at the pause, whatever re-renders the panel meanwhile.
  const [frozen, setFrozen] = useState<TraceEntry[] | null>(null);
  const paused = frozen !== null;
  const [actor, setActor] = useState('');
  const [type, setType] = useState('');
  useLiveTick(paused);
  const events = (frozen ?? inspector.entries()).filter((e): e is EventEntry => e.kind === 'event');
  const targets = [...new Set(events.map((e) => e.target))].sort();
  // Newest first: the entry just recorded is the top row, in view whatever the log holds.
  const rows = events
    .filter((e) => (!actor || e.target === actor || e.source === actor) && e.type.includes(type.trim()))
    .reverse()
    .map(eventRowOf);
  const [chosen, choose] = useChosenRow(rows, (r) => r.seq);
  return (
    <>
      <div className={styles.toolbar}>
        <FilterSelect inline label="Actor" value={actor} onChange={setActor}>
          <option value="">All actors</option>
          {targets.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </FilterSelect>
        <SearchBox
          label="Event type"
          placeholder="Event type"
          onSearch={(e) => setType(e.type === 'clear' ? '' : e.data)}
        />
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={paused}
          onClick={() => setFrozen(paused ? null : inspector.entries())}
        >
          {paused ? 'Resume' : 'Pause'}
        </Button>
        <span className={styles.note} role="status">
          {rows.length} of {events.length} events{paused ? ' (paused)' : ''}
        </span>
      </div>
      <Datatable
        label="Event log"
        rows={rows}
        columns={eventColumns}
        pageSize={debugPageSize}
        onRowSelect={(r) => choose(r.seq)}
        onRowActivate={(r) => choose(r.seq)}
      />
      {chosen ? (
        <section aria-label="Chosen event" className={styles.detail}>
          <h3>
            <span className={styles.mono}>{chosen.type}</span>{' '}
            <span className={styles.note}>
              {chosen.time} · {chosen.route}
            </span>
          </h3>
          <pre className={styles.code}>{JSON.stringify(chosen.entry.payload, null, 2)}</pre>
        </section>
      ) : (
        <p className={styles.note}>Choose an event to see its whole payload.</p>
      )}
    </>
  );
};
