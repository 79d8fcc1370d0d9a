import type { ComponentProps } from 'react';
import { ActionDialog } from './action-dialog';
import { StatusDialog } from './status-dialog';

type Props = Omit<ComponentProps<typeof ActionDialog>, 'subject'>;

/** The dialog an action asks for: Pending Customer and Resolved their own, every other the desk's (In Progress
 * asks nothing: the status control's choice is the confirmation, so no dialog opens for it). */
export const RecordDialog = ({ action, record, options, onSubmit, onClose }: Props) =>
  action === 'pend' || action === 'resolve' ? (
    <StatusDialog
      action={action}
      record={record}
      onSubmit={(input) => onSubmit(input, {})}
      onClose={onClose}
    />
  ) : (
    <ActionDialog action={action} record={record} options={options} onSubmit={onSubmit} onClose={onClose} />
  );
