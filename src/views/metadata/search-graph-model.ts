import type { MessageType, SavedQuery, SearchIndex, Transform } from '../../contracts/metadata/entities';

export type GraphColumn = 0 | 1 | 2 | 3;
export type SearchNode = {
  key: string;
  label: string;
  sub: string;
  kind: string;
  href: string;
  column: GraphColumn;
};
export type SearchEdge = { from: string; to: string };
export type SearchGraph = { nodes: SearchNode[]; edges: SearchEdge[] };

export const columnTitles = ['Message types', 'Transforms', 'Search indexes', 'Queries'] as const;

type Records = {
  types: MessageType[];
  transforms: Transform[];
  indexes: SearchIndex[];
  queries: SavedQuery[];
};

/** Message types feed transforms, transforms feed indexes, queries read indexes; a link to a missing record is left out. */
export const searchGraphOf = ({ types, transforms, indexes, queries }: Records): SearchGraph => {
  const nodes: SearchNode[] = [
    ...types.map((t) => ({
      key: `t${t.id}`,
      label: t.name,
      sub: `${t.attributes.length} attributes · ${t.message_count} messages`,
      kind: 'Message type',
      href: '/ls-metadata/message-type',
      column: 0 as const,
    })),
    ...transforms.map((t) => ({
      key: `x${t.id}`,
      label: t.name,
      sub: `${t.spec.fields.length} mappings`,
      kind: 'Transform',
      href: '/ls-metadata/json-transform',
      column: 1 as const,
    })),
    ...indexes.map((i) => ({
      key: `i${i.id}`,
      label: i.name,
      sub: `${i.status} · ${i.document_count} documents`,
      kind: 'Search index',
      href: '/ls-metadata/search-idx',
      column: 2 as const,
    })),
    ...queries.map((q) => ({
      key: `q${q.id}`,
      label: q.name,
      sub: `on ${q.index_name}`,
      kind: 'Query',
      href: '/ls-metadata/query',
      column: 3 as const,
    })),
  ];
  const known = new Set(nodes.map((n) => n.key));
  const edges = [
    ...transforms.map((t) => ({ from: `t${t.source_type_id}`, to: `x${t.id}` })),
    ...indexes.map((i) => ({ from: `x${i.transform_id}`, to: `i${i.id}` })),
    ...queries.map((q) => ({ from: `i${q.index_id}`, to: `q${q.id}` })),
  ].filter((e) => known.has(e.from) && known.has(e.to));
  return { nodes, edges };
};
