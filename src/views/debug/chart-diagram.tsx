import { useId } from 'react';
import type { AnyMachineSnapshot, AnyTransitionDefinition } from 'xstate';
import type { DirectedGraphNode } from 'xstate/graph';
import { ArrowMarker } from '../kit/graph/arrow-marker';
import { edgePath } from '../kit/graph/edge-path';
import type { ElkExtendedEdge, ElkNode } from '../kit/graph/elk-engine';
import { shownEdges } from './chart-expansion';
import { chartText, drawnEdges, eventText, isStackEdge, labelLines, shownText } from './chart-layout';
import { ChartStateBox } from './chart-state-box';
import styles from './chart.module.css';

type Props = {
  layout: ElkNode;
  root: DirectedGraphNode;
  snapshot: AnyMachineSnapshot;
  /** The transitions the actor can take now; their labels are drawn as live, clickable when `onSend` is set. */
  available: Set<AnyTransitionDefinition>;
  onSend: ((type: string) => void) | null;
  onToggle: (stateId: string) => void;
};

const flatten = (n: ElkNode): ElkNode[] => [n, ...(n.children ?? []).flatMap(flatten)];
const graphNodes = (n: DirectedGraphNode): DirectedGraphNode[] => [n, ...n.children.flatMap(graphNodes)];
const isSystem = (type: string) => type.startsWith('xstate.') || type === '*' || type === '';

/** The laid-out statechart: boxes in boxes, regions dashed, initial dots, event-labelled edges, active states lit. */
export const ChartDiagram = ({ layout, root, snapshot, available, onSend, onToggle }: Props) => {
  const marker = useId();
  const states = new Map(graphNodes(root).map((n) => [n.id, n]));
  const boxes = flatten(layout).slice(1);
  // The picture says which states it draws open: those laid out with their children.
  const open = new Set(boxes.filter((b) => (b.children?.length ?? 0) > 0).map((b) => b.id));
  const shown = new Map(shownEdges(root, open, drawnEdges(root)).map((e) => [e.id, e]));
  const elkEdges: ElkExtendedEdge[] = flatten(layout)
    .flatMap((n) => n.edges ?? [])
    .filter((e) => !isStackEdge(e.id));
  return (
    <>
      <ArrowMarker id={marker} />
      {boxes.map((box) => {
        if (box.id.endsWith('#initial'))
          return (
            <circle
              key={box.id}
              cx={(box.x ?? 0) + 6}
              cy={(box.y ?? 0) + 6}
              r={5}
              className={styles.initial}
              aria-hidden
            />
          );
        const node = states.get(box.id);
        if (!node) return null;
        return (
          <ChartStateBox
            key={box.id}
            box={box}
            node={node}
            isRoot={node === root}
            active={node !== root && snapshot.matches(node.stateNode.path.join('.') as never)}
            onToggle={node === root ? null : () => onToggle(node.id)}
          />
        );
      })}
      {elkEdges.map((e) => {
        const edge = shown.get(e.id);
        const label = e.labels?.[0];
        // A folded arrow is live when any of its transitions is; its label sends that one.
        const liveOne = edge?.edges.find((t) => available.has(t.transition));
        const live = liveOne !== undefined;
        const type = liveOne?.label.text ?? edge?.type ?? '';
        const clickable = live && onSend !== null && edge !== undefined && !isSystem(type);
        return (
          <g key={e.id} className={live ? styles.live : undefined} aria-hidden>
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
                onClick={clickable ? () => onSend(type) : undefined}
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
                  {labelLines(edge.edges.length > 1 ? shownText(edge) : eventText(type)).map((line, i) => (
                    <tspan
                      key={i}
                      x={(label.x ?? 0) + (label.width ?? 0) / 2}
                      dy={i === 0 ? 0 : chartText.labelHeight}
                    >
                      {line}
                    </tspan>
                  ))}
                </text>
              </g>
            )}
          </g>
        );
      })}
    </>
  );
};
