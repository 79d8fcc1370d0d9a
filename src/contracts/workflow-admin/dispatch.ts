/** Pure dispatch decisions for a new case: which rule takes it and which member's turn it is. */

export type DispatchRule = {
  id: number;
  workgroupId: number;
  position: number;
  classificationId: number | null;
  severity: string | null;
  priority: string | null;
  assignment: 'manual' | 'round_robin' | string;
  active: boolean;
  lastUserId: number | null;
};

export type DispatchFacts = {
  /** The case's classification ids, any level (l1..l4), nulls allowed. */
  classificationIds: readonly (number | null | undefined)[];
  severity: string;
  priority: string;
};

/** The first active rule, by position then id, whose classification (any level), severity and priority match. */
export function matchRule<R extends DispatchRule>(rules: readonly R[], facts: DispatchFacts): R | null {
  const ids = new Set(facts.classificationIds.filter((x): x is number => typeof x === 'number'));
  const sorted = [...rules].sort((a, b) => a.position - b.position || a.id - b.id);
  return (
    sorted.find(
      (r) =>
        r.active &&
        (r.classificationId === null || ids.has(r.classificationId)) &&
        (r.severity === null || r.severity === facts.severity) &&
        (r.priority === null || r.priority === facts.priority),
    ) ?? null
  );
}

/** Round robin: the member after the last one served (ids ascending, wrapping); null when nobody is eligible. */
export function nextInTurn(memberIds: readonly number[], lastUserId: number | null): number | null {
  const sorted = [...new Set(memberIds)].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  if (lastUserId === null) return sorted[0];
  return sorted.find((id) => id > lastUserId) ?? sorted[0];
}
