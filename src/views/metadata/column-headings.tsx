import type { ElkNode } from '../kit/graph/elk-engine';
import type { GraphDirection } from './search-graph-layout';
import { columnTitles, type SearchGraph } from './search-graph-model';
import styles from './search-graph.module.css';

type Props = { layout: ElkNode; graph: SearchGraph; direction: GraphDirection };

/** Each column's title over its first box: along the top when the graph runs right, above each row when it runs down. */
export const ColumnHeadings = ({ layout, graph, direction }: Props) => (
  <>
    {columnTitles.map((title, column) => {
      const boxes = (layout.children ?? []).filter(
        (c) => graph.nodes.find((n) => n.key === c.id)?.column === column,
      );
      if (boxes.length === 0) return null;
      const x = Math.min(...boxes.map((c) => c.x ?? 0));
      const y = direction === 'RIGHT' ? 22 : Math.min(...boxes.map((c) => c.y ?? 0)) - 10;
      return (
        <text key={title} x={x} y={y} className={styles.heading} aria-hidden="true">
          {title}
        </text>
      );
    })}
  </>
);
