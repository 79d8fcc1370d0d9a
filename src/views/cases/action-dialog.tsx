import { useSelector } from '@xstate/react';
import { Dialog } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  casePriorities,
  type CasePriority,
  type CaseRecord,
  type WorkflowActionInput,
} from '../../contracts/workflow/cases';
import type { WorkflowAction } from '../../rules/workflow-list-table';
import type { workgroupOptionsMachine } from '../../machines/workgroup-options.machine';
import { Button } from '../kit/ui/button';
import modal from '../kit/confirm-modal/confirm-modal.module.css';
import styles from './desk.module.css';
import { FieldError, fieldProps } from './status-field';

export type ActionNames = { wrkgrp_name?: string; owner_name?: string | null };

type Props = {
  action: WorkflowAction;
  record: CaseRecord;
  options: ActorRefFrom<typeof workgroupOptionsMachine>;
  onSubmit: (input: WorkflowActionInput, names: ActionNames) => void;
  onClose: () => void;
  /** A heading and line of its own (a bulk action names the selection, not one record). */
  subject?: { heading: string; about: string };
};

const titles: Record<WorkflowAction, string> = {
  assign: 'Assign',
  dispatch: 'Dispatch',
  accept: 'Accept',
  reject: 'Reject',
  yank: 'Yank',
  close: 'Close',
  priority: 'Change priority',
  progress: 'Set In Progress',
  pend: 'Set Pending Customer',
  resolve: 'Resolve',
  reopen: 'Reopen',
};
const explanations: Record<WorkflowAction, string> = {
  assign: 'Give it to a member of a workgroup. It leaves your lists unless you assign it to yourself.',
  dispatch: 'Send it to a workgroup’s queue, unassigned.',
  accept: 'Take it from the workgroup queue: it becomes yours.',
  reject: 'Hand it back with the reason. It leaves your lists.',
  yank: 'Take it from its current owner: it becomes yours.',
  close: 'Close it. It leaves every list.',
  priority: 'Say how urgent it is. It stays where it is.',
  progress: 'Work on it again. Its SLA clock runs.',
  pend: 'Wait for the customer. Its SLA clock pauses until the reminder.',
  resolve: 'Record how it was resolved.',
  reopen: 'Work on it again. Its SLA clock resumes.',
};

/** Assign and reject name a member of the workgroup: its members are loaded when such a dialog opens. */
export const actionNeedsOwner = (action: WorkflowAction) => action === 'assign' || action === 'reject';

/** The dialog of one of the six actions (spec §4): asks only what that action needs, and checks it first. */
export const ActionDialog = ({ action, record, options, onSubmit, onClose, subject }: Props) => {
  const id = useId();
  const targets = useSelector(options, (s) => s.context.targets);
  const membersByGroup = useSelector(options, (s) => s.context.members);
  const loadingOptions = useSelector(options, (s) => s.hasTag('loading'));
  const optionsError = useSelector(options, (s) => s.context.error);
  const [wrkgrpId, setWrkgrpId] = useState<number>(record.wrkgrp_id);
  const [ownerId, setOwnerId] = useState<number | ''>('');
  const [note, setNote] = useState('');
  const [priority, setPriority] = useState<CasePriority>(record.priority);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const needsGroup = action === 'assign' || action === 'dispatch' || action === 'reject';
  const needsOwner = actionNeedsOwner(action);
  const members = membersByGroup[wrkgrpId];

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (action === 'assign' && ownerId === '') found.owner = 'This field is required';
    if (action === 'reject' && note.trim().length < 3) found.note = 'Give the reason (at least 3 characters)';
    if (note.length > 2000) found.note = 'The max allowed number of characters is 2000';
    setErrors(found);
    if (Object.keys(found).length) return;
    const names: ActionNames = {
      wrkgrp_name: targets.find((t) => t.wrkgrp_id === wrkgrpId)?.wrkgrp_name,
      owner_name: ownerId === '' ? null : (members?.find((m) => m.user_id === ownerId)?.user_name ?? null),
    };
    const text = note.trim() || undefined;
    const base = { id: record.id };
    const input: WorkflowActionInput | null =
      action === 'assign'
        ? { ...base, action, wrkgrp_id: wrkgrpId, owner_user_id: ownerId as number, note: text }
        : action === 'dispatch'
          ? { ...base, action, wrkgrp_id: wrkgrpId, note: text }
          : action === 'reject'
            ? {
                ...base,
                action,
                wrkgrp_id: wrkgrpId,
                owner_user_id: ownerId === '' ? null : ownerId,
                note: note.trim(),
              }
            : action === 'accept'
              ? { ...base, action }
              : action === 'priority'
                ? { ...base, action, priority, note: text }
                : // Pending Customer and Resolved ask for more: StatusDialog (status-dialog.tsx) takes them.
                  action === 'pend' || action === 'resolve'
                  ? null
                  : { ...base, action, note: text };
    if (input) onSubmit(input, needsGroup ? names : {});
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={modal.overlay} />
        <Dialog.Content className={modal.content} aria-describedby={`${id}-about`}>
          <Dialog.Title className={modal.title}>
            {subject?.heading ?? `${titles[action]} ${record.number}`}
          </Dialog.Title>
          <p id={`${id}-about`} className={styles.muted}>
            {subject?.about ?? record.title}. {explanations[action]}
          </p>
          <form className={styles.form} onSubmit={handleSubmit} noValidate>
            {needsGroup && (
              <div className={styles.field}>
                <label htmlFor={`${id}-wg`}>Workgroup</label>
                <select
                  id={`${id}-wg`}
                  className={styles.select}
                  value={wrkgrpId}
                  onChange={(e) => {
                    const next = Number(e.target.value);
                    setWrkgrpId(next);
                    setOwnerId('');
                    // The members of the chosen workgroup are asked for here; the desk asked for the first.
                    if (needsOwner) options.send({ type: 'options.members', wrkgrpId: next });
                  }}
                >
                  {!targets.some((t) => t.wrkgrp_id === record.wrkgrp_id) && (
                    <option value={record.wrkgrp_id}>{record.wrkgrp_name}</option>
                  )}
                  {targets.map((t) => (
                    <option key={t.wrkgrp_id} value={t.wrkgrp_id}>
                      {t.wrkgrp_name}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {needsOwner && (
              <div className={styles.field}>
                <label htmlFor={`${id}-owner`}>
                  {action === 'assign' ? 'User' : 'Hand back to (optional)'}
                  {action === 'assign' && <span aria-hidden="true"> *</span>}
                </label>
                <select
                  className={styles.select}
                  value={ownerId}
                  {...fieldProps(id, 'owner', errors)}
                  aria-busy={members === undefined}
                  onChange={(e) => setOwnerId(e.target.value === '' ? '' : Number(e.target.value))}
                >
                  <option value="">
                    {members === undefined
                      ? 'Loading members…'
                      : action === 'assign'
                        ? 'Choose a user'
                        : 'Unassigned (workgroup queue)'}
                  </option>
                  {members?.map((m) => (
                    <option key={m.user_id} value={m.user_id}>
                      {m.user_name}
                    </option>
                  ))}
                </select>
                <FieldError id={id} name="owner" errors={errors} />
              </div>
            )}
            {action === 'priority' && (
              <div className={styles.field}>
                <label htmlFor={`${id}-priority`}>Priority</label>
                <select
                  id={`${id}-priority`}
                  className={styles.select}
                  value={priority}
                  onChange={(e) => setPriority(e.target.value as CasePriority)}
                >
                  {casePriorities.map((p) => (
                    <option key={p}>{p}</option>
                  ))}
                </select>
              </div>
            )}
            {action !== 'accept' && (
              <div className={styles.field}>
                <label htmlFor={`${id}-note`}>
                  {action === 'reject' ? 'Reason' : 'Note (optional)'}
                  {action === 'reject' && <span aria-hidden="true"> *</span>}
                </label>
                <textarea
                  className={styles.textarea}
                  value={note}
                  maxLength={2000}
                  {...fieldProps(id, 'note', errors)}
                  onChange={(e) => setNote(e.target.value)}
                />
                <FieldError id={id} name="note" errors={errors} />
              </div>
            )}
            {optionsError && <p className={styles.fieldError}>{optionsError}</p>}
            <div className={styles.row}>
              <Button onClick={onClose}>Cancel</Button>
              <Button
                type="submit"
                variant={action === 'close' ? 'danger' : 'primary'}
                disabled={needsGroup && loadingOptions && targets.length === 0}
              >
                {titles[action]}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
