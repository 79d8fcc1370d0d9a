/** Demo trees in the node format of spec §3: 'classification-N' (case classification) and 'demo-N' (every
 * node type). N is capped so a request cannot ask the service for an unbounded answer. */
import { categories, employers, issues, people, services } from './tree-demo-names';

export type DemoTreeNode = {
  id: string;
  parent: string;
  text: string;
  type: string;
  state: { opened: boolean };
  data: { context_items: string[]; benefits?: Record<string, string> };
  mapped_data?: {
    mobile_classification_id: number;
    case_classification_id: number | null;
    app_username: string;
  };
};

// 50 000 so the benchmark can load its largest tree through the service as well.
export const maxDemoNodes = 50_000;
const fanOut = 10;

const byDepth: string[][] = [
  ['biz_org', 'biz', 'biz_static', 'root_class', 'product_type', 'asi_biz'],
  [
    'div_org',
    'site_non_leaf',
    'contact_static_biz',
    'sub_biz_org',
    'sub_class',
    'product_house',
    'asi_div',
    'division',
    'div_static',
  ],
  [
    'asi_emp',
    'site_leaf',
    'contact_rec',
    'sub_div_org',
    'leaf_class',
    'product',
    'asi_div_leaf',
    'division_leaf',
    'site',
    'contact_static_div',
    'contact_static_site',
    'no_leaf',
    'fund_description',
  ],
  ['eb_with_json', 'eb_without_json', 'mapped_leaf', 'no_mapped_leaf'],
];
const classificationByDepth = [['root_class'], ['sub_class'], ['sub_class'], ['leaf_class']];

export function parseTreeId(id: string): { kind: 'classification' | 'demo'; count: number } {
  const match = /^(demo|classification)-(\d{1,6})$/.exec(id);
  if (!match) return { kind: 'demo', count: 50 };
  return {
    kind: match[1] as 'classification' | 'demo',
    count: Math.min(maxDemoNodes, Math.max(1, Number(match[2]))),
  };
}

function textFor(
  kind: 'classification' | 'demo',
  type: string,
  depth: number,
  index: number,
  serial: number,
): string {
  if (kind === 'classification' || type.endsWith('_class')) {
    const list = depth === 0 ? services : depth === 3 ? issues : categories;
    return `${list[index % list.length]}${serial >= list.length ? ` ${serial}` : ''}`;
  }
  if (depth === 0)
    return `${employers[index % employers.length]} ${type === 'product_type' ? 'Products' : 'Group'} ${serial + 1}`;
  if (type === 'asi_emp' || type.startsWith('eb_')) return `${people[index % people.length]} (${serial + 1})`;
  if (type.includes('site'))
    return `Site ${serial + 1}, ${['Sandton', 'Durban', 'Cape Town', 'Pretoria'][index % 4]}`;
  if (type.includes('contact')) return `Contact ${people[index % people.length]}`;
  if (type.includes('product'))
    return `${['Discovery', 'Bonitas', 'Momentum', 'Bestmed'][index % 4]} option ${serial + 1}`;
  if (type.includes('mapped')) return `Mobile category ${serial + 1}`;
  return `${categories[index % categories.length]} division ${serial + 1}`;
}

/** Breadth first, ten children a node, four levels deep, until N nodes exist. Deterministic. */
export function demoTree(id: string, menuItems: Record<string, string[]>): DemoTreeNode[] {
  const { kind, count } = parseTreeId(id);
  const types = kind === 'classification' ? classificationByDepth : byDepth;
  const nodes: DemoTreeNode[] = [];
  const queue: Array<{ id: string; depth: number }> = [];
  // A counter per depth cycles through that depth's types, so every type appears once the tree is big enough.
  const perDepth = types.map(() => 0);
  const make = (parent: string, depth: number, index: number) => {
    const list = types[depth];
    const type = list[perDepth[depth]++ % list.length];
    const nodeId = `${kind}-${nodes.length + 1}`;
    const node: DemoTreeNode = {
      id: nodeId,
      parent,
      text: textFor(kind, type, depth, index, nodes.length),
      type,
      state: { opened: depth === 0 },
      data: { context_items: menuItems[type] ?? [] },
    };
    if (type === 'eb_with_json') node.data.benefits = { scheme: 'Bonitas BonClassic', gap_cover: 'Yes' };
    if (type === 'mapped_leaf' || type === 'no_mapped_leaf') {
      node.mapped_data = {
        mobile_classification_id: nodes.length + 1,
        case_classification_id: type === 'mapped_leaf' ? 1000 + nodes.length : null,
        app_username: 'mobile-app',
      };
    }
    nodes.push(node);
    if (depth < types.length - 1) queue.push({ id: nodeId, depth });
  };
  // Ten children a node over four levels hold 1 111 nodes a root; more roots when N needs them.
  const roots = Math.max(kind === 'classification' ? 6 : 12, Math.ceil(count / 1111));
  for (let i = 0; i < roots && nodes.length < count; i++) make('#', 0, i);
  for (let head = 0; head < queue.length && nodes.length < count; head++) {
    const parent = queue[head];
    for (let i = 0; i < fanOut && nodes.length < count; i++) make(parent.id, parent.depth + 1, i);
  }
  return nodes;
}
