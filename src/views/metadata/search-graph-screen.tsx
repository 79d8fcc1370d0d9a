import { useId, useMemo } from 'react';
import type { MessageType, SavedQuery, SearchIndex, Transform } from '../../contracts/metadata/entities';
import { ArrowMarker } from '../kit/graph/arrow-marker';
import { edgePath } from '../kit/graph/edge-path';
import { GraphViewport } from '../kit/graph/graph-viewport';
import { pageFontFamily } from '../kit/graph/measure-text';
import { useElkLayout } from '../kit/graph/use-elk-layout';
import { MetaPage } from './meta-page';
import { SearchGraphList } from './search-graph-list';
import { elkGraphOf, sizeNode } from './search-graph-layout';
import { searchGraphOf } from './search-graph-model';
import { SearchGraphNode } from './search-graph-node';
import { useMetaCollection } from './use-meta';
import styles from './metadata.module.css';
import graphStyles from './search-graph.module.css';
import { ColumnHeadings } from './column-headings';
import { useMediaQuery } from '../kit/graph/use-media-query';

/** /ls-metadata/search-graph: message types → transforms → indexes → queries, laid out by ELK; each box opens its screen. */
export const SearchGraphScreen = () => {
  const types = useMetaCollection<MessageType>({ list: 'messageTypeGetAll' });
  const transforms = useMetaCollection<Transform>({ list: 'transformGetAll' });
  const indexes = useMetaCollection<SearchIndex>({ list: 'indexGetAll' });
  const queries = useMetaCollection<SavedQuery>({ list: 'queryGetAll' });
  const busy = types.busy || transforms.busy || indexes.busy || queries.busy;
  const graph = useMemo(
    () =>
      searchGraphOf({
        types: types.rows,
        transforms: transforms.rows,
        indexes: indexes.rows,
        queries: queries.rows,
      }),
    [types.rows, transforms.rows, indexes.rows, queries.rows],
  );
  const sized = useMemo(() => {
    const family = pageFontFamily();
    return new Map(graph.nodes.map((n) => [n.key, sizeNode(n, family)]));
  }, [graph]);
  const direction = useMediaQuery('(max-width: 700px)') ? 'DOWN' : 'RIGHT';
  const elk = useMemo(
    () => (busy || graph.nodes.length === 0 ? null : elkGraphOf(graph, sized, direction)),
    [busy, graph, sized, direction],
  );
  const layout = useElkLayout(elk);
  const marker = useId();
  const summary = `Search graph: ${types.rows.length} message types, ${transforms.rows.length} transforms, ${indexes.rows.length} indexes, ${queries.rows.length} queries`;
  return (
    <MetaPage
      title="Search Graph"
      intro="How message types, transforms, search indexes and queries connect. Each box opens its screen."
    >
      <div className={styles.card} aria-busy={busy || (elk !== null && layout.kind === 'laying-out')}>
        {!busy && graph.nodes.length === 0 && <p>There are no records.</p>}
        {elk && layout.kind === 'laying-out' && <p role="status">Laying out the graph…</p>}
        {layout.kind === 'failed' && <p role="alert">{layout.text}</p>}
        {elk && layout.kind === 'ready' && (
          <GraphViewport
            name="Search graph"
            width={layout.layout.width ?? 0}
            height={layout.layout.height ?? 0}
            svg={{ role: 'group', label: summary }}
          >
            <ArrowMarker id={marker} />
            <ColumnHeadings layout={layout.layout} graph={graph} direction={direction} />
            {(layout.layout.edges ?? []).map((e) => (
              <path key={e.id} d={edgePath(e)} className={graphStyles.edge} markerEnd={`url(#${marker})`} />
            ))}
            {(layout.layout.children ?? []).map((c) => {
              const node = graph.nodes.find((n) => n.key === c.id);
              const size = sized.get(c.id);
              return node && size ? (
                <SearchGraphNode key={c.id} node={node} size={size} x={c.x ?? 0} y={c.y ?? 0} />
              ) : null;
            })}
          </GraphViewport>
        )}
        <SearchGraphList graph={graph} />
      </div>
    </MetaPage>
  );
};
