import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { cases, pollingEntries } from '../../../server/db/schema';
import { pdfOfSize } from '../../fixtures/upload-files';
import { createTestApp, post } from '../helpers';
import { sessions, workflowWorld } from '../workflow/world';

/** A fresh app, the agent (Pretoria) and Johan (Cape Town) signed in, and one seeded case of each office. */
export async function deskWorld() {
  const t = await createTestApp();
  const w = await workflowWorld(t.database.db);
  const s = await sessions(t.app, 'agent', 'johan.botha');
  const firstCase = async (wgName: string) => {
    const [row] = await t.database.db
      .select({ id: cases.id })
      .from(cases)
      .where(and(eq(cases.workgroupId, w.wg(wgName).id), eq(cases.recordType, 'case')))
      .orderBy(asc(cases.id))
      .limit(1);
    return row.id;
  };
  const agentCase = await firstCase('Pretoria Claims Desk');
  const capeCase = await firstCase('Cape Town Service Desk');
  const call = <T>(path: string, body: unknown, token = s.agent.token) => post<T>(t.app, path, body, token);
  return { t, w, s, call, agentCase, capeCase, db: t.database.db as Db };
}

/** A file of `bytes` bytes as a data URL; a PDF starts like one, since the service reads the content. */
export const dataUrl = (bytes: number, type = 'application/pdf') =>
  `data:${type};base64,${(type === 'application/pdf' ? pdfOfSize(bytes) : Buffer.alloc(bytes, 1)).toString('base64')}`;

/** A polling entry the test owns, on a case. */
export async function newPollingEntry(db: Db, caseId: number, tenantId: number, reference: string) {
  const [row] = await db
    .insert(pollingEntries)
    .values({
      tenantId,
      caseId,
      system: 'GEMS pre-authorisation',
      reference,
      result: 'Authorised for 3 days',
    })
    .returning({ id: pollingEntries.id });
  return row.id;
}
