import type { ReactNode } from 'react';
import type { CaseRecord } from '../../contracts/workflow/cases';
import { availableActions, type ActionsByStatus } from '../../rules/workflow-actions-by-status';
import type { WorkflowAction } from '../../rules/workflow-list-table';
import { useActionPermission } from '../kit/permission/use-permission';
import { Button } from '../kit/ui/button';
import styles from './desk.module.css';

/** The six list actions and adding a note: what an agent can do to a case from the panel or its page. */
export type DeskAction = WorkflowAction | 'note';

/** The buttons' words, also the palette's for the same actions. */
export const deskActionLabels: Record<DeskAction, string> = {
  assign: 'Assign…',
  dispatch: 'Dispatch…',
  accept: 'Accept',
  reject: 'Reject…',
  yank: 'Yank',
  close: 'Close…',
  priority: 'Priority…',
  note: 'Add note…',
  progress: 'In Progress',
  pend: 'Pending Customer…',
  resolve: 'Resolve…',
  reopen: 'Reopen…',
};

/** What this profile may do: yank, close and notes need their permission keys (catalogue actions desk.*). */
export function useDeskPermissions(): (action: DeskAction) => boolean {
  const yank = useActionPermission('desk.yank');
  const close = useActionPermission('desk.close');
  const note = useActionPermission('desk.note');
  const grants: Partial<Record<DeskAction, string>> = { yank, close, note };
  return (action) => (grants[action] ?? 'allowed') === 'allowed';
}

/**
 * The profile's permissions, plus closing one's own record: the owner may close it without the close key, which
 * only closing (and reopening) someone else's needs (issue 34; the service checks the same).
 */
export const withOwnClose =
  (allowed: (action: DeskAction) => boolean, record: CaseRecord | undefined, me: number | null) =>
  (action: DeskAction): boolean =>
    allowed(action) ||
    (action === 'close' && record !== undefined && me !== null && record.owner_user_id === me);

type Props = {
  record: CaseRecord;
  me: number | null;
  busy: boolean;
  allowed: (action: DeskAction) => boolean;
  /** The service's status→actions map (/get_all_workflow_actions); until it arrives, the same shared table. */
  byStatus?: ActionsByStatus | null;
  onAction: (action: DeskAction) => void;
  children?: ReactNode;
};

/** The action buttons of one record, the same on the desk's panel and the case page. */
export const RecordActions = ({ record, me, busy, allowed, byStatus, onAction, children }: Props) => (
  <div className={styles.actions} aria-label={`Actions on ${record.number}`} role="group">
    {[...availableActions(record, me, byStatus ?? undefined), 'note' as const]
      // Closing is a status: the status control beside these buttons offers it (and the palette, on c).
      .filter((action) => action !== 'close' && allowed(action))
      .map((action) => (
        <Button key={action} disabled={busy} onClick={() => onAction(action)}>
          {deskActionLabels[action]}
        </Button>
      ))}
    {children}
  </div>
);
