import { Link } from 'wouter';
import { nodeText, type SizedNode } from './search-graph-layout';
import type { SearchNode } from './search-graph-model';
import styles from './search-graph.module.css';

type Props = { node: SearchNode; size: SizedNode; x: number; y: number };

/** One box: a real link (click or Enter opens the record's screen), its wrapped label and detail drawn inside. */
export const SearchGraphNode = ({ node, size, x, y }: Props) => {
  const t = nodeText;
  const subTop = y + t.padY + size.lines.length * t.labelLine + t.gap;
  return (
    <Link
      href={node.href}
      className={styles.node}
      aria-label={`${node.label}: ${node.sub}`}
      data-node={node.key}
    >
      <rect x={x} y={y} width={size.width} height={size.height} rx={6} className={styles.box} />
      <text className={styles.label} fontSize={t.labelSize} data-label="">
        {size.lines.map((line, i) => (
          <tspan key={i} x={x + t.padX} y={y + t.padY + (i + 1) * t.labelLine - 4}>
            {line}
          </tspan>
        ))}
      </text>
      <text className={styles.sub} fontSize={t.subSize} data-label="">
        {size.subLines.map((line, i) => (
          <tspan key={i} x={x + t.padX} y={subTop + (i + 1) * t.subLine - 4}>
            {line}
          </tspan>
        ))}
      </text>
    </Link>
  );
};
