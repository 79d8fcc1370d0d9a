import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CaseRecord } from '../../../src/contracts/workflow/cases';
import type { Db } from '../../db/client';
import { cases, users, workgroups } from '../../db/schema';

export const owners = alias(users, 'owners');

const caseColumns = {
  row: cases,
  wrkgrpName: workgroups.name,
  ownerName: owners.fullName,
};

/** Cases with their workgroup and owner names: the one query every read starts from. */
export const selectCases = (db: Db) =>
  db
    .select(caseColumns)
    .from(cases)
    .innerJoin(workgroups, eq(workgroups.id, cases.workgroupId))
    .leftJoin(owners, eq(owners.id, cases.ownerUserId));

type CaseRow = { row: typeof cases.$inferSelect; wrkgrpName: string; ownerName: string | null };

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The wire shape (snake_case, spec §3 field names). Column values are held to the contract by their checks. */
export function toCaseRecord({ row, wrkgrpName, ownerName }: CaseRow): CaseRecord {
  return {
    id: row.id,
    tenant_id: row.tenantId,
    record_type: row.recordType as CaseRecord['record_type'],
    number: row.number,
    title: row.title,
    description: row.description,
    classification_l1: row.classificationL1,
    classification_l2: row.classificationL2,
    classification_l3: row.classificationL3,
    classification_l4: row.classificationL4,
    severity: row.severity as CaseRecord['severity'],
    priority: row.priority as CaseRecord['priority'],
    status: row.status as CaseRecord['status'],
    wrkgrp_id: row.workgroupId,
    wrkgrp_name: wrkgrpName,
    owner_user_id: row.ownerUserId,
    owner_name: ownerName,
    party_type: row.partyType as CaseRecord['party_type'],
    party_id: row.partyId,
    party_name: row.partyName,
    source: row.source as CaseRecord['source'],
    caller_phone: row.callerPhone,
    due_at: iso(row.dueAt),
    create_datetime: row.createdAt.toISOString(),
    update_datetime: row.updatedAt.toISOString(),
    closed_at: iso(row.closedAt),
    pending_reason: row.pendingReason,
    remind_at: iso(row.remindAt),
    resolution_code: row.resolutionCode as CaseRecord['resolution_code'],
    resolved_at: iso(row.resolvedAt),
    version: row.version,
    // Filled by withSla (./sla.ts), which needs the case's history: one batch query per answer, not per row.
    sla: null,
  };
}
