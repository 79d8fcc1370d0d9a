/** A case's four classification levels on the case page: read from the record, the picker and the flat list. */
import type { ClassificationFlatItem } from '../contracts/classification';
import type { CaseRecord } from '../contracts/workflow/cases';
import type { CaseLevels } from '../contracts/workflow/presence';
import type { ClassificationPayload } from './kit-classification';

export const levelsOfRecord = (r: CaseRecord): CaseLevels => [
  r.classification_l1,
  r.classification_l2,
  r.classification_l3,
  r.classification_l4,
];

const asId = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : Number(v);
  return v !== null && v !== '' && Number.isInteger(n) && n > 0 ? n : null;
};

/** The picker's classification_l1..l4 (ids, possibly as text) as the four levels a save sends. */
export const levelsOfPayload = (p: ClassificationPayload): CaseLevels => [
  asId(p.classification_l1),
  asId(p.classification_l2),
  asId(p.classification_l3),
  asId(p.classification_l4),
];

export const sameLevels = (a: CaseLevels, b: CaseLevels): boolean => a.every((v, i) => v === b[i]);

export const toClassificationInput = (l: CaseLevels) => ({
  classification_l1: l[0],
  classification_l2: l[1],
  classification_l3: l[2],
  classification_l4: l[3],
});

/**
 * The path people read ("Medical Aid › Claims › Rejected claim › PMB dispute"): the deepest chosen level's path
 * in the flat list, which names every level above it. Null when unclassified; undefined while the list does not
 * (yet) hold the value.
 */
export function classificationPath(
  levels: CaseLevels,
  flat: readonly ClassificationFlatItem[],
): string | null | undefined {
  const leaf = [...levels].reverse().find((l) => l !== null) ?? null;
  if (leaf === null) return null;
  return flat.find((item) => item.id === leaf)?.path;
}
