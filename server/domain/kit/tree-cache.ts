import { gzipSync } from 'node:zlib';
import { ok } from '../../http/envelope';
import { demoTree } from './tree-demo';

/**
 * The demo trees' answers, serialised and gzipped once: a 10 000-node tree takes ~40 ms to build and stringify
 * into 2 MB, which at 50 connections queued into seconds of p99 (issue 21); gzipped it is ~110 KB, and every
 * browser asks for gzip. A demo tree is a pure function of its id and menu items, so an entry never goes stale;
 * the cache is bounded by bytes so a caller cycling ids cannot grow the process.
 */
export type TreeAnswer = { json: Buffer; gzip: Buffer };

const maxBytes = 64 * 1024 * 1024;
const entries = new Map<string, TreeAnswer>();
let bytes = 0;
const sizeOf = (a: TreeAnswer) => a.json.length + a.gzip.length;

/** The whole envelope `{errCode:0,msg:'',data:[nodes]}` as JSON bytes, plain and gzipped, ready to send. */
export function demoTreeAnswer(id: string, menuItems: Record<string, string[]>): TreeAnswer {
  const key = `${id}\u0000${JSON.stringify(menuItems)}`;
  const hit = entries.get(key);
  if (hit !== undefined) {
    // Re-inserted: Map order is then least recently used first, which is what eviction takes.
    entries.delete(key);
    entries.set(key, hit);
    return hit;
  }
  const json = Buffer.from(JSON.stringify(ok(demoTree(id, menuItems))));
  const answer = { json, gzip: gzipSync(json) };
  entries.set(key, answer);
  bytes += sizeOf(answer);
  for (const [oldKey, old] of entries) {
    if (bytes <= maxBytes || oldKey === key) break;
    entries.delete(oldKey);
    bytes -= sizeOf(old);
  }
  return answer;
}

/** Whether the caller takes gzip (`Accept-Encoding: gzip`, not refused with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (name === 'gzip' || name === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}
