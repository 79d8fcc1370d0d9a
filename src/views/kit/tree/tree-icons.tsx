import type { TreeNodeType } from '../../../rules/kit-tree-types';

type IconKind =
  | 'building'
  | 'branch'
  | 'branchLeaf'
  | 'person'
  | 'pin'
  | 'contact'
  | 'folder'
  | 'leaf'
  | 'box'
  | 'doc'
  | 'benefit'
  | 'mapping';

/** Every node type of spec §3 has an icon; the Record type makes a missing one a compile error. */
export const treeTypeIcons: Record<TreeNodeType, IconKind> = {
  biz_org: 'building',
  asi_biz: 'building',
  biz: 'building',
  sub_biz_org: 'building',
  biz_static: 'building',
  div_org: 'branch',
  asi_div: 'branch',
  division: 'branch',
  sub_div_org: 'branch',
  div_static: 'branch',
  asi_div_leaf: 'branchLeaf',
  division_leaf: 'branchLeaf',
  asi_emp: 'person',
  site_leaf: 'pin',
  site_non_leaf: 'pin',
  site: 'pin',
  contact_rec: 'contact',
  contact_static_biz: 'contact',
  contact_static_div: 'contact',
  contact_static_site: 'contact',
  root_class: 'folder',
  sub_class: 'folder',
  product_type: 'folder',
  leaf_class: 'leaf',
  no_leaf: 'leaf',
  product_house: 'box',
  product: 'box',
  fund_description: 'doc',
  eb_with_json: 'benefit',
  eb_without_json: 'benefit',
  mapped_leaf: 'mapping',
  no_mapped_leaf: 'mapping',
};

export const iconPaths: Record<IconKind | 'yes' | 'close' | 'generic', string> = {
  building: 'M3 21V5l8-3v19M11 8h8v13M6 8h2M6 12h2M6 16h2M14 12h2M14 16h2M2 21h20',
  branch: 'M6 3v12M18 9a3 3 0 1 0 0-.01M6 21a3 3 0 1 0 0-.01M18 12c0 4-6 3-9 7',
  branchLeaf: 'M6 3v18M6 12h9M18 12a3 3 0 1 0 0-.01',
  person: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  pin: 'M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12zM12 11a2 2 0 1 0 0-.01',
  contact: 'M4 4h16v16H4zM12 12a3 3 0 1 0 0-.01M7 18c1-2 3-3 5-3s4 1 5 3',
  folder: 'M3 6h6l2 2h10v11H3z',
  leaf: 'M5 19c10 0 14-6 14-14C9 5 5 9 5 19zM5 19l8-8',
  box: 'M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10',
  doc: 'M6 2h9l5 5v15H6zM14 2v6h6M9 13h8M9 17h8',
  benefit: 'M12 21l-8-8a5 5 0 0 1 8-6 5 5 0 0 1 8 6z',
  mapping: 'M4 7h11M11 3l4 4-4 4M20 17H9M13 13l-4 4 4 4',
  yes: 'M4 12l5 5L20 6',
  close: 'M6 6l12 12M18 6L6 18',
  generic: 'M12 12a3 3 0 1 0 0-.01',
};

export const TreeIcon = ({ d, className }: { d: string; className?: string }) => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" className={className}>
    <path
      d={d}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

export const iconKindFor = (type: string): IconKind | 'generic' =>
  Object.hasOwn(treeTypeIcons, type) ? treeTypeIcons[type as TreeNodeType] : 'generic';
