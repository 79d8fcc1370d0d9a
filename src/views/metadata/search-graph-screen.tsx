import { Link } from 'wouter';
import type { MessageType, SavedQuery, SearchIndex, Transform } from '../../contracts/metadata/entities';
import { MetaPage } from './meta-page';
import { useMetaCollection } from './use-meta';
import styles from './metadata.module.css';

type Node = { key: string; label: string; sub: string; href: string; x: number; y: number };
const columnX = [20, 290, 560, 830];
const nodeW = 230;
const nodeH = 48;
const gap = 22;

const place = (items: { key: string; label: string; sub: string }[], column: number, href: string): Node[] =>
  items.map((item, i) => ({ ...item, href, x: columnX[column], y: 50 + i * (nodeH + gap) }));

/** /ls-metadata/search-graph: message types → transforms → indexes → queries, each node a link to its screen. */
export const SearchGraphScreen = () => {
  const types = useMetaCollection<MessageType>({ list: 'messageTypeGetAll' });
  const transforms = useMetaCollection<Transform>({ list: 'transformGetAll' });
  const indexes = useMetaCollection<SearchIndex>({ list: 'indexGetAll' });
  const queries = useMetaCollection<SavedQuery>({ list: 'queryGetAll' });
  const busy = types.busy || transforms.busy || indexes.busy || queries.busy;
  const nodes = [
    ...place(
      types.rows.map((t) => ({
        key: `t${t.id}`,
        label: t.name,
        sub: `${t.attributes.length} attributes · ${t.message_count} messages`,
      })),
      0,
      '/ls-metadata/message-type',
    ),
    ...place(
      transforms.rows.map((t) => ({
        key: `x${t.id}`,
        label: t.name,
        sub: `${t.spec.fields.length} mappings`,
      })),
      1,
      '/ls-metadata/json-transform',
    ),
    ...place(
      indexes.rows.map((i) => ({
        key: `i${i.id}`,
        label: i.name,
        sub: `${i.status} · ${i.document_count} documents`,
      })),
      2,
      '/ls-metadata/search-idx',
    ),
    ...place(
      queries.rows.map((q) => ({ key: `q${q.id}`, label: q.name, sub: `on ${q.index_name}` })),
      3,
      '/ls-metadata/query',
    ),
  ];
  const at = new Map(nodes.map((n) => [n.key, n]));
  const edges = [
    ...transforms.rows.map((t) => [`t${t.source_type_id}`, `x${t.id}`]),
    ...indexes.rows.map((i) => [`x${i.transform_id}`, `i${i.id}`]),
    ...queries.rows.map((q) => [`i${q.index_id}`, `q${q.id}`]),
  ].filter(([a, b]) => at.has(a) && at.has(b));
  const height = Math.max(200, ...nodes.map((n) => n.y + nodeH + 20));
  return (
    <MetaPage
      title="Search Graph"
      intro="How message types, transforms, search indexes and queries connect. Each box opens its screen."
    >
      <div className={styles.card} aria-busy={busy} style={{ overflowX: 'auto' }}>
        {!busy && nodes.length === 0 && <p>There are no records.</p>}
        <svg
          role="img"
          aria-label={`Search graph: ${types.rows.length} message types, ${transforms.rows.length} transforms, ${indexes.rows.length} indexes, ${queries.rows.length} queries`}
          width={columnX[3] + nodeW + 20}
          height={height}
        >
          {['Message types', 'Transforms', 'Search indexes', 'Queries'].map((title, i) => (
            <text key={title} x={columnX[i]} y={24} fontWeight={700} fill="currentColor">
              {title}
            </text>
          ))}
          {edges.map(([a, b]) => {
            const from = at.get(a) as Node;
            const to = at.get(b) as Node;
            const x1 = from.x + nodeW;
            const y1 = from.y + nodeH / 2;
            const y2 = to.y + nodeH / 2;
            return (
              <path
                key={`${a}-${b}`}
                d={`M${x1},${y1} C${x1 + 30},${y1} ${to.x - 30},${y2} ${to.x},${y2}`}
                fill="none"
                stroke="var(--color-muted)"
                strokeWidth={1.5}
              />
            );
          })}
          {nodes.map((n) => (
            <Link key={n.key} href={n.href} aria-label={`${n.label}: ${n.sub}`}>
              <g>
                <rect
                  x={n.x}
                  y={n.y}
                  width={nodeW}
                  height={nodeH}
                  rx={6}
                  fill="var(--color-surface-2)"
                  stroke="var(--color-primary)"
                />
                <text x={n.x + 10} y={n.y + 20} fill="currentColor" fontWeight={600}>
                  {n.label.length > 28 ? `${n.label.slice(0, 27)}…` : n.label}
                </text>
                <text x={n.x + 10} y={n.y + 38} fill="var(--color-muted)" fontSize={12}>
                  {n.sub}
                </text>
              </g>
            </Link>
          ))}
        </svg>
      </div>
    </MetaPage>
  );
};
