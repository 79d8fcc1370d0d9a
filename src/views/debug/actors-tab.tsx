import { useState } from 'react';
import { useInspector } from '../../app/inspector-context';
import { actorInfo } from './actor-info';
import { ContextTree } from './context-tree';
import { useLiveTick } from './use-live';
import styles from './debug.module.css';
import { Datatable } from '../kit/datatable/datatable';
import type { DatatableColumn } from '../kit/datatable/columns';
import { debugPageSize, gridHeightFor } from './debug-grid';

type Props = { selected: string | null; onSelect: (id: string) => void };

type ActorRow = { id: string; machine: string; state: string; tags: string };
const columns: DatatableColumn<ActorRow>[] = [
  { id: 'id', title: 'Actor', fit: { maxWidth: 240 } },
  { id: 'machine', title: 'Machine', fit: { maxWidth: 200 } },
  { id: 'state', title: 'State', grow: true, width: 220 },
  { id: 'tags', title: 'Tags', fit: { maxWidth: 320 } },
];

/**
 * The rows of the last render while they read the same: the tab re-renders up to 4 times a second as events
 * arrive, mostly with no actor changed, and the grid then does not measure its fitted columns again.
 */
const useSameRows = (rows: ActorRow[]): ActorRow[] => {
  const key = rows.map((r) => `${r.id}\u0000${r.machine}\u0000${r.state}\u0000${r.tags}`).join('\u0001');
  const [kept, setKept] = useState({ key, rows });
  if (kept.key !== key) setKept({ key, rows });
  return kept.key === key ? kept.rows : rows;
};

/** Every running actor of the console's system: id, machine, state, tags; the selected one's context below. */
export const ActorsTab = ({ selected, onSelect }: Props) => {
  const inspector = useInspector();
  useLiveTick();
  // The console's long-lived actors first, in the order they started, then the screens' own, which come and go
  // as screens and this panel's tabs open: the row under the pointer does not move when a screen opens.
  const actors = inspector
    .actors()
    .map(actorInfo)
    .sort((a, b) => Number(a.id.startsWith('screen.')) - Number(b.id.startsWith('screen.')));
  const rows = useSameRows(
    actors.map((a) => ({ id: a.id, machine: a.machine ?? '—', state: a.state, tags: a.tags.join(', ') })),
  );
  const chosen = actors.find((a) => a.id === selected);
  return (
    <>
      <Datatable
        label="Live actors"
        rows={rows}
        columns={columns}
        pageSize={debugPageSize}
        // Whole, screens' actors included (a console runs a few dozen): nothing to scroll for inside the grid.
        height={gridHeightFor(rows.length, 100)}
        onRowSelect={(a) => onSelect(a.id)}
        onRowActivate={(a) => onSelect(a.id)}
      />
      {chosen ? (
        <section aria-label={`Actor ${chosen.id}`}>
          <h3>
            {chosen.id} <span className={styles.note}>({chosen.status})</span>
          </h3>
          <ContextTree value={chosen.context} />
        </section>
      ) : (
        <p className={styles.note}>Choose an actor to see its context, statechart and paths.</p>
      )}
    </>
  );
};
