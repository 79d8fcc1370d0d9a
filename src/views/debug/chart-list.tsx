import type { AnyMachineSnapshot } from 'xstate';
import type { DirectedGraphNode } from 'xstate/graph';
import { stateNodeKey } from '../../machines/graph/coverage';
import styles from './debug.module.css';

type Props = { node: DirectedGraphNode; snapshot: AnyMachineSnapshot; machineId: string };

/** The statechart as nested lists: each state, whether it is current, and its transitions with their targets. */
export const ChartList = ({ node, snapshot, machineId }: Props) => {
  const key = stateNodeKey(node.id, machineId);
  const isRoot = node.id === machineId;
  const current = !isRoot && snapshot.matches(node.stateNode.path.join('.') as never);
  return (
    <li className={styles.node}>
      <div className={current ? styles.current : undefined} aria-current={current ? 'true' : undefined}>
        <strong>{isRoot ? `${machineId} (root)` : node.stateNode.key}</strong>
        {node.stateNode.type === 'parallel' && <span className={styles.note}> (parallel regions)</span>}
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
            <ChartList key={child.id} node={child} snapshot={snapshot} machineId={machineId} />
          ))}
        </ul>
      )}
    </li>
  );
};
