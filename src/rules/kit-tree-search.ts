/**
 * Tree search index (spec §5). Built once per load, so a search lower-cases no label and allocates nothing per
 * node: the keys are lower-cased up front, the items sit in pre-order (a node's descendants follow it in one run,
 * so "a match and all its children" is a range), and the marks live in one reused byte buffer.
 */
import type { TreeItem } from './kit-tree-types';

const hidden = 0;
/** A match or a descendant of one: what the status counts. */
const shown = 1;
/** Not shown itself, but above a shown node, so the tree keeps it (opened) to reach its matches. */
const ancestor = 2;

export type TreeSearchIndex = {
  readonly roots: readonly TreeItem[];
  /** Lower-cased names in pre-order. */
  readonly keys: readonly string[];
  /** For each position, its parent's position (-1 for a root). */
  readonly parents: Int32Array;
  /** For each position, the position just past its last descendant. */
  readonly ends: Int32Array;
  /** hidden, shown or ancestor for `term`; rewritten in place by each search. */
  readonly marks: Uint8Array;
  /** The term `marks` and `count` hold; null before the first search. */
  term: string | null;
  count: number;
};

const countItems = (list: readonly TreeItem[]): number => {
  let count = list.length;
  for (const item of list) if (item.children) count += countItems(item.children);
  return count;
};

/** Recursive like react-arborist's own node build, which a tree too deep for this would already have broken. */
export function createTreeSearchIndex(roots: readonly TreeItem[]): TreeSearchIndex {
  const size = countItems(roots);
  const keys = new Array<string>(size);
  const parents = new Int32Array(size);
  const ends = new Int32Array(size);
  let next = 0;
  const visit = (list: readonly TreeItem[], parent: number) => {
    for (const item of list) {
      const at = next++;
      keys[at] = item.name.toLowerCase();
      parents[at] = parent;
      if (item.children) visit(item.children, at);
      ends[at] = next;
    }
  };
  visit(roots, -1);
  return { roots, keys, parents, ends, marks: new Uint8Array(size), term: null, count: 0 };
}

/**
 * One pass: marks every node whose name contains the term (case-insensitive) and every descendant of such a node as
 * shown, and their ancestors as kept. Gives the number shown, or null for an empty term (no filter).
 */
export function searchTreeIndex(index: TreeSearchIndex, term: string): number | null {
  if (index.term === term) return index.count;
  const needle = term.trim().toLowerCase();
  if (needle === '') return null;
  const { keys, parents, ends, marks } = index;
  let count = 0;
  let underMatchUntil = 0;
  for (let i = 0; i < keys.length; i++) {
    if (i < underMatchUntil) {
      marks[i] = shown;
      count++;
    } else if (keys[i].includes(needle)) {
      marks[i] = shown;
      count++;
      underMatchUntil = ends[i];
      // Ancestors come earlier and were marked in this pass; stop at the first one already kept.
      for (let a = parents[i]; a >= 0 && marks[a] === hidden; a = parents[a]) marks[a] = ancestor;
    } else marks[i] = hidden;
  }
  index.term = term;
  index.count = count;
  return count;
}

/**
 * The roots cut down to what the last search keeps, so the tree builds nodes for those alone: a shown subtree is
 * the loaded item itself, and only the kept ancestors are copied (with just their kept children).
 */
export function searchedRoots(index: TreeSearchIndex): TreeItem[] {
  const { ends, marks } = index;
  let position = 0;
  const cut = (list: readonly TreeItem[]): TreeItem[] => {
    const kept: TreeItem[] = [];
    for (const item of list) {
      const at = position;
      if (marks[at] === shown) kept.push(item);
      else if (marks[at] === ancestor) {
        position = at + 1;
        kept.push({ ...item, children: cut(item.children ?? []) });
      }
      position = ends[at];
    }
    return kept;
  };
  return cut(index.roots);
}
