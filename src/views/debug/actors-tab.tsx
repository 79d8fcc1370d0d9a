import { useInspector } from '../../app/inspector-context';
import { actorInfo } from './actor-info';
import { ContextTree } from './context-tree';
import { useLiveTick } from './use-live';
import styles from './debug.module.css';
import { Button } from '../kit/ui/button';

type Props = { selected: string | null; onSelect: (id: string) => void };

/** Every running actor of the console's system: id, machine, state, tags; the selected one's context below. */
export const ActorsTab = ({ selected, onSelect }: Props) => {
  const inspector = useInspector();
  useLiveTick();
  const actors = inspector.actors().map(actorInfo);
  const chosen = actors.find((a) => a.id === selected);
  return (
    <>
      <table className={styles.table} aria-label="Live actors">
        <thead>
          <tr>
            <th scope="col">Actor</th>
            <th scope="col">Machine</th>
            <th scope="col">State</th>
            <th scope="col">Tags</th>
          </tr>
        </thead>
        <tbody>
          {actors.map((a) => (
            <tr
              key={a.id}
              className={a.id === selected ? styles.selected : undefined}
              aria-selected={a.id === selected}
            >
              <td>
                <Button variant="quiet" size="sm" onClick={() => onSelect(a.id)}>
                  {a.id}
                </Button>
              </td>
              <td>{a.machine ?? '—'}</td>
              <td className={styles.mono}>{a.state}</td>
              <td>{a.tags.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
