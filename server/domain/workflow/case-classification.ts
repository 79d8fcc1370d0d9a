import { and, eq, inArray } from 'drizzle-orm';
import type { CasePriority, CaseSeverity } from '../../../src/contracts/workflow/cases';
import type { CaseLevels, UpdateCaseInput } from '../../../src/contracts/workflow/presence';
import type { Db } from '../../db/client';
import { cases, classifications } from '../../db/schema';
import { AppError } from '../../errors';
import { caseDeadline } from '../workflow-admin/case-setup';
import { mappedSeverityPriority, tenantChain } from '../workflow-admin/dispatch';
import { inTenants } from '../caller';

type CaseRow = typeof cases.$inferSelect;
type Patch = Partial<typeof cases.$inferInsert>;
export type Changes = Record<string, [unknown, unknown]>;

const levelNames = ['Service', 'Category', 'Sub-category', 'Issues'] as const;
export const levelsOfRow = (row: CaseRow): CaseLevels => [
  row.classificationL1,
  row.classificationL2,
  row.classificationL3,
  row.classificationL4,
];
const sameLevels = (a: CaseLevels, b: CaseLevels) => a.every((v, i) => v === b[i]);
const leafOf = (levels: CaseLevels) => [...levels].reverse().find((l) => l !== null) ?? null;

/**
 * Checks the levels an edit asks for: each a case classification value of the case's tenant or one it inherits
 * from, at its level, under the value chosen above it. Answers the names of those values, for the history.
 */
export async function resolveLevels(
  db: Db,
  tenantId: number,
  input: NonNullable<UpdateCaseInput['classification']>,
): Promise<{ levels: CaseLevels; names: Map<number, string> }> {
  const levels: CaseLevels = [
    input.classification_l1 ?? null,
    input.classification_l2 ?? null,
    input.classification_l3 ?? null,
    input.classification_l4 ?? null,
  ];
  const chosen = levels.filter((l): l is number => l !== null);
  if (chosen.length === 0) return { levels, names: new Map() };
  const rows = await db
    .select()
    .from(classifications)
    .where(
      and(
        eq(classifications.workflowType, 'case'),
        inArray(classifications.id, chosen),
        inTenants(await tenantChain(db, tenantId), classifications.tenantId),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  let parentId: number | null = null;
  for (const [index, value] of levels.entries()) {
    if (value === null) break;
    const row = byId.get(value);
    if (!row || row.level !== index + 1 || row.parentId !== parentId)
      throw new AppError(
        'validation',
        `${levelNames[index]} is not a case classification value under the level above it`,
      );
    parentId = row.id;
  }
  return { levels, names: new Map(rows.map((r) => [r.id, r.name])) };
}

/** The names of levels already on a case (they were checked when set), for the history's "before". */
async function namesOf(db: Db, levels: CaseLevels): Promise<Map<number, string>> {
  const ids = levels.filter((l): l is number => l !== null);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: classifications.id, name: classifications.name })
    .from(classifications)
    .where(inArray(classifications.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** "Medical Aid › Claims › Rejected claim", as the flat list and the case page write a path; null: none. */
const pathOf = (levels: CaseLevels, names: Map<number, string>): string | null => {
  const parts = levels.filter((l): l is number => l !== null).map((id) => names.get(id) ?? 'a removed value');
  return parts.length ? parts.join(' › ') : null;
};

/**
 * A new classification on a case: its levels, and (for a case, when this save does not set them itself) the
 * severity and priority the case set-up maps the new leaf to, as at creation. The history names both paths.
 */
export async function reclassify(
  db: Db,
  row: CaseRow,
  input: UpdateCaseInput,
): Promise<{ patch: Patch; changes: Changes; mapped: boolean }> {
  if (!input.classification) return { patch: {}, changes: {}, mapped: false };
  const { levels, names } = await resolveLevels(db, row.tenantId, input.classification);
  const before = levelsOfRow(row);
  if (sameLevels(before, levels)) return { patch: {}, changes: {}, mapped: false };
  const patch: Patch = {
    classificationL1: levels[0],
    classificationL2: levels[1],
    classificationL3: levels[2],
    classificationL4: levels[3],
  };
  const changes: Changes = {
    classification: [pathOf(before, await namesOf(db, before)), pathOf(levels, names)],
  };
  const mapping =
    row.recordType === 'case' ? await mappedSeverityPriority(db, row.tenantId, leafOf(levels)) : null;
  let mapped = false;
  if (mapping && input.severity === undefined && mapping.severity !== row.severity) {
    patch.severity = mapping.severity;
    changes.severity = [row.severity, mapping.severity];
    mapped = true;
  }
  if (mapping && input.priority === undefined && mapping.priority !== row.priority) {
    patch.priority = mapping.priority;
    changes.priority = [row.priority, mapping.priority];
    mapped = true;
  }
  return { patch, changes, mapped };
}

/**
 * The due time counted again when what it is counted from changed (classification, severity or priority): the
 * resolution target of the severity and priority in working time from the creation time, as createCase does, so
 * the page's due time and the SLA clock (which also counts from creation) agree.
 */
export async function recountDue(
  db: Db,
  row: CaseRow,
  severity: string,
  priority: string,
): Promise<{ patch: Patch; changes: Changes }> {
  const dueAt = await caseDeadline(
    db,
    row.tenantId,
    severity as CaseSeverity,
    priority as CasePriority,
    row.createdAt,
  );
  if (row.dueAt && row.dueAt.getTime() === dueAt.getTime()) return { patch: {}, changes: {} };
  return {
    patch: { dueAt },
    changes: { due_at: [row.dueAt ? row.dueAt.toISOString() : null, dueAt.toISOString()] },
  };
}
