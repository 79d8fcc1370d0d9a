import { columnTitles, type SearchGraph } from './search-graph-model';

/** The graph as text for screen readers: each record by column, with the records it feeds. */
export const SearchGraphList = ({ graph }: { graph: SearchGraph }) => {
  const labelOf = new Map(graph.nodes.map((n) => [n.key, `${n.kind} ${n.label}`]));
  return (
    <div className="visually-hidden">
      <h2>The search graph as a list</h2>
      {columnTitles.map((title, column) => (
        <section key={title} aria-label={title}>
          <h3>{title}</h3>
          <ul>
            {graph.nodes
              .filter((n) => n.column === column)
              .map((n) => {
                const feeds = graph.edges.filter((e) => e.from === n.key).map((e) => labelOf.get(e.to));
                return (
                  <li key={n.key}>
                    {n.label} ({n.sub}){feeds.length > 0 ? `, links to ${feeds.join(', ')}` : ''}
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
    </div>
  );
};
