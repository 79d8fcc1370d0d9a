import { getNextTransitions, type AnyActorRef, type AnyMachineSnapshot } from 'xstate';
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import { stateNodeKey } from '../../machines/graph/coverage';
import { machineOf } from '../../rules/inspection';
import { registryEntryOf, sampleEventFor } from './registry-entry';
import { useLiveTick } from './use-live';
import styles from './debug.module.css';

type Props = { actor: AnyActorRef | undefined; canSend: boolean };

const StateNodeView = ({
  node,
  snapshot,
  machineId,
}: {
  node: DirectedGraphNode;
  snapshot: AnyMachineSnapshot;
  machineId: string;
}) => {
  const key = stateNodeKey(node.id, machineId);
  const isRoot = node.id === machineId;
  const current = !isRoot && snapshot.matches(node.stateNode.path.join('.') as never);
  return (
    <li className={styles.node}>
      <div className={current ? styles.current : undefined} aria-current={current ? 'true' : undefined}>
        <strong>{isRoot ? `${machineId} (root)` : node.stateNode.key}</strong>
        {current && <span className={styles.note}> — current</span>}
      </div>
      {node.edges.length > 0 && (
        <ul className={styles.edges} aria-label={`Transitions of ${key}`}>
          {node.edges.map((edge) => (
            <li key={edge.id}>
              {edge.label.text || '(always)'} → {stateNodeKey(edge.target.id, machineId)}
            </li>
          ))}
        </ul>
      )}
      {node.children.length > 0 && (
        <ul className={styles.nested}>
          {node.children.map((child) => (
            <StateNodeView key={child.id} node={child} snapshot={snapshot} machineId={machineId} />
          ))}
        </ul>
      )}
    </li>
  );
};

/** The selected machine's statechart from toDirectedGraph, its current state marked, and the events it takes now. */
export const ChartTab = ({ actor, canSend }: Props) => {
  useLiveTick();
  const machine = actor ? machineOf(actor) : null;
  if (!actor || !machine) return <p className={styles.note}>Choose a machine actor in the Actors tab.</p>;
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  const entry = registryEntryOf(machine);
  const available = [...new Set(getNextTransitions(snapshot).map((t) => t.eventType))].filter(Boolean);
  return (
    <>
      <section aria-label="Transitions available now">
        <h3>Available now</h3>
        {!canSend && <p className={styles.note}>Sending events is for the administrator profile only.</p>}
        <ul className={styles.edges}>
          {available.map((type) => {
            // Done, error and delay events belong to the system; sending them by hand would fake an answer.
            const system = type.startsWith('xstate.') || type === '*';
            return (
              <li key={type}>
                <button
                  type="button"
                  disabled={!canSend || system}
                  title={system ? 'Sent by the system, not by hand' : undefined}
                  onClick={() => actor.send(sampleEventFor(entry, type))}
                >
                  Send {type}
                </button>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-label={`Statechart of ${machine.id}`}>
        <h3>Statechart</h3>
        <ul className={styles.edges}>
          <StateNodeView node={toDirectedGraph(machine)} snapshot={snapshot} machineId={machine.id} />
        </ul>
      </section>
    </>
  );
};
