import { useId } from 'react';
import type { AnyMachineSnapshot, AnyTransitionDefinition } from 'xstate';
import type { DirectedGraphEdge, DirectedGraphNode } from 'xstate/graph';
import { ArrowMarker } from '../kit/graph/arrow-marker';
import { edgePath } from '../kit/graph/edge-path';
import type { ElkExtendedEdge, ElkNode } from '../kit/graph/elk-engine';
import { chartText, eventText } from './chart-layout';
import styles from './chart.module.css';

type Props = {
  layout: ElkNode;
  root: DirectedGraphNode;
  snapshot: AnyMachineSnapshot;
  /** The transitions the actor can take now; their labels are drawn as live, clickable when `onSend` is set. */
  available: Set<AnyTransitionDefinition>;
  onSend: ((edge: DirectedGraphEdge) => void) | null;
};

const flatten = (n: ElkNode): ElkNode[] => [n, ...(n.children ?? []).flatMap(flatten)];
const graphNodes = (n: DirectedGraphNode): DirectedGraphNode[] => [n, ...n.children.flatMap(graphNodes)];
const isSystem = (type: string) => type.startsWith('xstate.') || type === '*' || type === '';

/** The laid-out statechart: boxes in boxes, regions dashed, initial dots, event-labelled edges, active states lit. */
export const ChartDiagram = ({ layout, root, snapshot, available, onSend }: Props) => {
  const marker = useId();
  const states = new Map(graphNodes(root).map((n) => [n.id, n]));
  const edgesById = new Map(graphNodes(root).flatMap((n) => n.edges.map((e) => [e.id, e] as const)));
  const boxes = flatten(layout).slice(1);
  const elkEdges: ElkExtendedEdge[] = flatten(layout).flatMap((n) => n.edges ?? []);
  return (
    <>
      <ArrowMarker id={marker} />
      {boxes.map((box) => {
        const x = box.x ?? 0;
        const y = box.y ?? 0;
        if (box.id.endsWith('#initial'))
          return <circle key={box.id} cx={x + 6} cy={y + 6} r={5} className={styles.initial} />;
        const node = states.get(box.id);
        if (!node) return null;
        const sn = node.stateNode;
        const compound = node.children.length > 0;
        const active = node !== root && snapshot.matches(sn.path.join('.') as never);
        const region = sn.parent?.type === 'parallel';
        const cls = [
          styles.state,
          compound && styles.compound,
          region && styles.region,
          active && styles.active,
        ];
        return (
          <g key={box.id} data-state={sn.path.join('.') || sn.id} data-active={active || undefined}>
            <rect
              x={x}
              y={y}
              width={box.width}
              height={box.height}
              rx={compound ? 8 : 6}
              className={cls.filter(Boolean).join(' ')}
            />
            {sn.type === 'final' && (
              <rect
                x={x + 3}
                y={y + 3}
                width={(box.width ?? 0) - 6}
                height={(box.height ?? 0) - 6}
                rx={4}
                className={styles.finalRing}
              />
            )}
            <text
              x={compound ? x + chartText.padX : x + (box.width ?? 0) / 2}
              y={compound ? y + 19 : y + (box.height ?? 0) / 2 + 4.5}
              textAnchor={compound ? 'start' : 'middle'}
              fontSize={chartText.stateSize}
              className={styles.stateName}
            >
              {node === root ? root.id : sn.key}
              {sn.type === 'parallel' && <tspan className={styles.kind}> ‖ parallel</tspan>}
            </text>
          </g>
        );
      })}
      {elkEdges.map((e) => {
        const edge = edgesById.get(e.id);
        const label = e.labels?.[0];
        const live = edge ? available.has(edge.transition) : false;
        const type = edge?.label.text ?? '';
        const clickable = live && onSend !== null && edge !== undefined && !isSystem(type);
        return (
          <g key={e.id} className={live ? styles.live : undefined}>
            <path
              d={edgePath(e)}
              className={edge ? styles.edge : styles.initialEdge}
              markerEnd={`url(#${marker})`}
            />
            {edge && label && (
              <g
                data-event={type}
                data-available={live || undefined}
                className={clickable ? styles.clickable : undefined}
                onClick={clickable ? () => onSend(edge) : undefined}
              >
                <title>{clickable ? `Send ${type}` : type}</title>
                <rect
                  x={label.x}
                  y={label.y}
                  width={label.width}
                  height={label.height}
                  rx={3}
                  className={styles.eventBox}
                />
                <text
                  x={(label.x ?? 0) + (label.width ?? 0) / 2}
                  y={(label.y ?? 0) + 12}
                  textAnchor="middle"
                  fontSize={chartText.eventSize}
                  className={styles.eventName}
                >
                  {eventText(type)}
                </text>
              </g>
            )}
          </g>
        );
      })}
    </>
  );
};
