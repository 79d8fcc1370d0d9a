import { useState } from 'react';
import { HierarchyTree } from '../../kit/tree/hierarchy-tree';
import { GallerySection } from '../gallery-section';
import { EventLog } from '../event-log';

export const bigTreeNodes = 10_000;

export const BigTreeSection = () => {
  const [last, setLast] = useState('');
  return (
    <GallerySection
      name="Tree with 10 000 nodes"
      summary="Every node type with its icon, mapped and benefit leaves with yes / close marks; virtualised rows, a set-lookup search and expand-all by remount. Height: window minus top offset minus 20 px."
    >
      <HierarchyTree
        label="Organisation tree, 10 000 nodes"
        treeCase="biz"
        id={`demo-${bigTreeNodes}`}
        onSelect={(e) => setLast(`${e.name}: ${e.nodeType} "${e.node.text}" at depth ${e.depth}`)}
      />
      <EventLog label="Tree event" value={last} />
    </GallerySection>
  );
};
