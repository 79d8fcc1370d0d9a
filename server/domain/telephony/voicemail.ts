import { and, asc, eq } from 'drizzle-orm';
import { documentPolicy } from '../../../src/rules/upload-content';
import { taskDocuments, taskHistory, tasks, telephonyQueues, workgroups } from '../../db/schema';
import { audit } from '../audit';
import type { DomainContext } from '../context';
import { acceptUploads } from '../uploads';
import { systemScope } from '../system-scope';

export type Voicemail = { queueId: number; caller: string | null; wav: Buffer; seconds: number; at: Date };

/** "Voicemail from 0821234567 (Claims Support – Johannesburg queue)": what the task list shows. */
export const voicemailTitle = (caller: string | null, queueName: string): string =>
  `Voicemail from ${caller ?? 'an unknown number'} (${/\bqueue$/i.test(queueName) ? queueName : `${queueName} queue`})`;

/**
 * A caller's message at a queue's limit becomes a task (issue 39) in the queue's tenant, in the queue's workgroup
 * (or the tenant's first active one), unowned so the workgroup's queue takes it, with the recording as its document.
 * Nobody is signed in here, so no user's caller: the queue's own tenant is the scope, every row is read inside it,
 * and the recording passes the same upload door (uploads.ts) as a document a user attaches, checked by content.
 */
export async function keepVoicemail(ctx: Pick<DomainContext, 'db'>, message: Voicemail) {
  const [queue] = await ctx.db.select().from(telephonyQueues).where(eq(telephonyQueues.id, message.queueId));
  if (!queue) throw new Error(`No queue ${message.queueId} for a voicemail`);
  const inTenant = and(
    systemScope('telephony-router').tenant(queue.tenantId, workgroups.tenantId),
    eq(workgroups.active, true),
  );
  const [own] =
    queue.workgroupId === null
      ? []
      : await ctx.db
          .select({ id: workgroups.id })
          .from(workgroups)
          .where(and(inTenant, eq(workgroups.id, queue.workgroupId)));
  const [first] = own
    ? [own]
    : await ctx.db
        .select({ id: workgroups.id })
        .from(workgroups)
        .where(inTenant)
        .orderBy(asc(workgroups.id))
        .limit(1);
  if (!first) throw new Error(`The tenant of queue ${queue.id} has no workgroup to take its voicemail`);
  const stamp = message.at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  const [file] = acceptUploads(
    [
      {
        document_name: `voicemail-${message.caller ?? 'unknown'}-${stamp}.wav`,
        document_data: `data:audio/wav;base64,${message.wav.toString('base64')}`,
      },
    ],
    documentPolicy,
    'documents',
  );
  if (!file) throw new Error('The recording was not accepted');
  const title = voicemailTitle(message.caller, queue.name);
  const description = `A ${Math.round(message.seconds)} s message left at ${message.at.toISOString()} after the caller waited the queue's limit.`;
  return ctx.db.transaction(async (tx) => {
    const [task] = await tx
      .insert(tasks)
      .values({
        tenantId: queue.tenantId,
        title,
        description,
        workgroupId: first.id,
        externalReference: message.caller ?? '',
      })
      .returning({ id: tasks.id, number: tasks.number });
    if (!task) throw new Error('The voicemail task was not stored');
    await tx
      .insert(taskDocuments)
      .values({ taskId: task.id, name: file.name, size: file.size, data: file.data });
    const changes: Record<string, [unknown, unknown]> = {
      title: [null, title],
      wrkgrp_id: [null, first.id],
      documents_added: [null, [file.name]],
    };
    await tx.insert(taskHistory).values({
      taskId: task.id,
      tenantId: queue.tenantId,
      userId: null,
      action: 'create',
      changes,
      note: 'Voicemail',
    });
    await audit(tx, {
      action: 'task.create',
      entity: 'task',
      entityId: task.id,
      tenantId: queue.tenantId,
      detail: { fields: Object.keys(changes), source: 'voicemail', queue_id: queue.id },
    });
    return task;
  });
}
