import type { KeyboardEvent } from 'react';
import type { DirectedGraphNode } from 'xstate/graph';
import type { ElkNode } from '../kit/graph/elk-engine';
import { holdsText } from './chart-expansion';
import { chartText } from './chart-layout';
import styles from './chart.module.css';

type Props = {
  box: ElkNode;
  node: DirectedGraphNode;
  isRoot: boolean;
  active: boolean;
  /** Opens or closes a compound state; null for the root, which stays open. */
  onToggle: (() => void) | null;
};

/**
 * One state as drawn: a box with its name; a compound state open (its children drawn inside it, its name in the
 * header) or closed (its name over what it holds). A compound state is a button that opens and closes it, by
 * click or by Enter or Space while focused; the rest of the picture is for the eye, the list stands in for it.
 */
export const ChartStateBox = ({ box, node, isRoot, active, onToggle }: Props) => {
  const x = box.x ?? 0;
  const y = box.y ?? 0;
  const w = box.width ?? 0;
  const h = box.height ?? 0;
  const sn = node.stateNode;
  const compound = node.children.length > 0;
  const open = compound && (box.children?.length ?? 0) > 0;
  const cls = [
    styles.state,
    open && styles.compound,
    compound && !open && styles.closed,
    sn.parent?.type === 'parallel' && styles.region,
    active && styles.active,
  ];
  const name = (
    <>
      {isRoot ? node.id : sn.key}
      {open && sn.type === 'parallel' && <tspan className={styles.kind}> ‖ parallel</tspan>}
    </>
  );
  const toggle = compound && onToggle;
  const onKeyDown = (e: KeyboardEvent) => {
    if (!toggle || (e.key !== 'Enter' && e.key !== ' ')) return;
    // Space would scroll the panel besides.
    e.preventDefault();
    toggle();
  };
  return (
    <g
      data-state={sn.path.join('.') || sn.id}
      data-active={active || undefined}
      className={toggle ? styles.toggleable : undefined}
      {...(toggle
        ? {
            role: 'button',
            tabIndex: 0,
            'aria-expanded': open,
            'aria-label': `${sn.key}: ${holdsText(node)}`,
            onClick: toggle,
            onKeyDown,
          }
        : { 'aria-hidden': true })}
    >
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        rx={compound ? 8 : 6}
        className={cls.filter(Boolean).join(' ')}
      />
      {/* An open state is clicked by its header: its body is where its children are, and where a drag pans. */}
      {toggle && open && <rect x={x} y={y} width={w} height={chartText.header} className={styles.header} />}
      {sn.type === 'final' && (
        <rect x={x + 3} y={y + 3} width={w - 6} height={h - 6} rx={4} className={styles.finalRing} />
      )}
      {open ? (
        <text x={x + chartText.padX} y={y + 19} fontSize={chartText.stateSize} className={styles.stateName}>
          {name}
        </text>
      ) : compound ? (
        <>
          <text
            x={x + w / 2}
            y={y + 19}
            textAnchor="middle"
            fontSize={chartText.stateSize}
            className={styles.stateName}
          >
            {name}
          </text>
          <text
            x={x + w / 2}
            y={y + 36}
            textAnchor="middle"
            fontSize={chartText.eventSize}
            className={styles.holds}
          >
            {holdsText(node)}
          </text>
        </>
      ) : (
        <text
          x={x + w / 2}
          y={y + h / 2 + 4.5}
          textAnchor="middle"
          fontSize={chartText.stateSize}
          className={styles.stateName}
        >
          {name}
        </text>
      )}
    </g>
  );
};
