import { z } from 'zod';
import { dbInt } from '../db-int';
import type { WorkflowChange } from '../workflow/cases';

export const notificationStatuses = ['Unread', 'Read'] as const;

/** Spec §3: id, subject, message, status ('Unread' or read), create_datetime; link opens the record. */
export const notification = z.object({
  id: dbInt(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(notificationStatuses),
  create_datetime: z.string(),
  link: z.string().nullable(),
});
export type Notification = z.infer<typeof notification>;

export const notificationListInput = z.object({
  status: z.enum(['Unread', 'Read', 'all']).default('all'),
  limit: dbInt().min(1).max(500).default(100),
});
export type NotificationListInput = z.input<typeof notificationListInput>;
export const notificationList = z.object({ rows: z.array(notification), unread: dbInt() });
export type NotificationList = z.infer<typeof notificationList>;
export const notificationIdInput = z.object({ id: dbInt().positive() });

/**
 * Who hears of a change: the new owner when a record is assigned (or rejected) to them by someone else; the
 * supervisors of the workgroup a record is dispatched to. Pure, so the push channel asks the same question.
 */
export function notificationRecipients(
  change: WorkflowChange,
  supervisorsOfTarget: readonly number[],
): number[] {
  const owner = change.record.owner_user_id;
  if (
    (change.action === 'assign' || change.action === 'reject') &&
    owner !== null &&
    owner !== change.by_user_id
  )
    return owner === change.previous.owner_user_id ? [] : [owner];
  if (change.action === 'dispatch' && change.record.wrkgrp_id !== change.previous.wrkgrp_id)
    return supervisorsOfTarget.filter((u) => u !== change.by_user_id);
  return [];
}
