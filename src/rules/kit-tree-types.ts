/** Tree node format of spec §3, as the tree services answer it (jsTree's flat form). */

export const treeNodeTypes = [
  'biz_org',
  'div_org',
  'root_class',
  'sub_class',
  'leaf_class',
  'asi_biz',
  'asi_div',
  'asi_div_leaf',
  'asi_emp',
  'site_leaf',
  'site_non_leaf',
  'contact_rec',
  'product_type',
  'product_house',
  'product',
  'fund_description',
  'eb_with_json',
  'eb_without_json',
  'no_leaf',
  'mapped_leaf',
  'no_mapped_leaf',
  'biz',
  'sub_biz_org',
  'site',
  'contact_static_biz',
  'contact_static_div',
  'contact_static_site',
  'division',
  'division_leaf',
  'sub_div_org',
  'biz_static',
  'div_static',
] as const;
export type TreeNodeType = (typeof treeNodeTypes)[number];

export type MappedData = {
  mobile_classification_id: number | string;
  case_classification_id: number | string | null;
  app_username?: string;
};

export type TreeNode = {
  id: string;
  /** '#' for a root. */
  parent: string;
  text: string;
  /** A TreeNodeType; kept as a string so a new type from the service still renders (with a generic icon). */
  type: string;
  state?: { opened?: boolean };
  data?: { context_items?: string[]; [key: string]: unknown };
  mapped_data?: MappedData;
};

/** The nested form react-arborist renders; `name` is what its type-to-focus reads. */
export type TreeItem = { id: string; name: string; node: TreeNode; children?: TreeItem[] };

/** Request of a tree load: the id plus the permitted action keys per node type. */
export type TreeLoadRequest = { id: string; menu_items: Record<string, string[]> };

/** The event a selection emits after the select delay, named after the tree case. */
export type TreeSelectEvent = { name: string; nodeType: string; node: TreeNode; depth: number };

/** A drag-and-drop move: the node, the node it displaced and where it came from. */
export type TreeMove = {
  node: TreeNode;
  displaced: TreeNode | null;
  oldPosition: number;
  newPosition: number;
};

export const treeSelectDelayMs = 500;
export const treeSearchDebounceMs = 250;
export const treeSearchPlaceholder = 'Search within Hierarchy';
