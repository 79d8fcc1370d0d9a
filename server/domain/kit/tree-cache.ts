import { ok } from '../../http/envelope';
import { demoTree } from './tree-demo';

/**
 * The demo trees' answers, serialised once: a 10 000-node tree takes ~40 ms to build and stringify, which at 50
 * connections queued into seconds of p99 (issue 21). A demo tree is a pure function of its id and menu items,
 * so an entry never goes stale; the cache is bounded by bytes so a caller cycling ids cannot grow the process.
 */
const maxBytes = 64 * 1024 * 1024;
const entries = new Map<string, string>();
let bytes = 0;

/** The whole envelope `{errCode:0,msg:'',data:[nodes]}` as JSON text, ready to send as it is. */
export function demoTreeAnswer(id: string, menuItems: Record<string, string[]>): string {
  const key = `${id}\u0000${JSON.stringify(menuItems)}`;
  const hit = entries.get(key);
  if (hit !== undefined) {
    // Re-inserted: Map order is then least recently used first, which is what eviction takes.
    entries.delete(key);
    entries.set(key, hit);
    return hit;
  }
  const text = JSON.stringify(ok(demoTree(id, menuItems)));
  entries.set(key, text);
  bytes += text.length;
  for (const [oldKey, old] of entries) {
    if (bytes <= maxBytes || oldKey === key) break;
    entries.delete(oldKey);
    bytes -= old.length;
  }
  return text;
}
