import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { BulkJobAction } from '../../contracts/workflow/bulk';
import type { CaseRecord } from '../../contracts/workflow/cases';
import { bulkJobMachine } from '../../machines/bulk-job.machine';
import type { workflowListsMachine } from '../../machines/workflow-lists.machine';
import type { workgroupOptionsMachine } from '../../machines/workgroup-options.machine';
import { toBulkInput } from '../../rules/bulk-input';
import { useMayDo } from '../kit/permission/use-permission';
import { ActionDialog } from './action-dialog';
import { BulkBar } from './bulk-bar';
import { BulkProgress } from './bulk-progress';

type Options = {
  lists: ActorRefFrom<typeof workflowListsMachine>;
  options: ActorRefFrom<typeof workgroupOptionsMachine>;
  noun: string;
};
const firstHeld = (known: ReadonlyMap<number, CaseRecord>, ids: readonly number[]) => {
  for (const id of ids) {
    const found = known.get(id);
    if (found) return found;
  }
  return undefined;
};

/**
 * Bulk work on the desk (issue 19): the ticks on the table, the selection bar, the action dialog for the
 * selection, the job's progress and results. The selection lives in the lists machine (select.* events), so a
 * keyboard shortcut can tick a row too; the job lives in its own machine.
 */
export function useBulkWork({ lists, options, noun }: Options) {
  const bulk = useScreenActor(bulkJobMachine);
  const selection = useSelector(lists, (s) => s.context.selection);
  const known = useSelector(lists, (s) => s.context.known);
  const running = useSelector(bulk, (s) => s.hasTag('running'));
  const mayBulk = useMayDo('desk.bulk');
  const mayClose = useMayDo('desk.close');
  const [dialog, setDialog] = useState<BulkJobAction | null>(null);

  useEffect(() => {
    // The records are done with (or their refusals are listed): the next bulk action starts afresh.
    const sub = bulk.on('bulk.finished', () => lists.send({ type: 'select.clear' }));
    return () => sub.unsubscribe();
  }, [bulk, lists]);

  const isTicked = useCallback((row: CaseRecord) => selection.has(row.id), [selection]);
  const onTick = useCallback((row: CaseRecord) => lists.send({ type: 'select.toggle', id: row.id }), [lists]);
  const ids = [...selection];
  // The dialog opens on a record still held (one may have left the lists since it was ticked).
  const first = firstHeld(known, ids);
  const actions: BulkJobAction[] = [
    'assign',
    'dispatch',
    'priority',
    ...(mayClose ? ['close' as const] : []),
  ];

  const handleAction = (action: BulkJobAction) => {
    if (action === 'assign' && first) options.send({ type: 'options.members', wrkgrpId: first.wrkgrp_id });
    setDialog(action);
  };

  /** `matching`: the records of the tab under its filter, all on the service. */
  const selectionBar = (matching: number, loading: boolean): ReactNode =>
    mayBulk && (
      <BulkBar
        selected={selection.size}
        matching={matching}
        loading={loading}
        noun={noun}
        busy={running}
        actions={actions}
        onSelectAll={() => lists.send({ type: 'select.matching' })}
        onClear={() => lists.send({ type: 'select.clear' })}
        onAction={handleAction}
      />
    );

  const overlay = (
    <>
      <BulkProgress actor={bulk} />
      {dialog && first && (
        <ActionDialog
          action={dialog}
          record={first}
          options={options}
          subject={{
            heading: `${dialog === 'priority' ? 'Change priority of' : dialog[0].toUpperCase() + dialog.slice(1)} ${ids.length} ${noun}`,
            about: `${ids.length} selected ${noun}, each checked on its own`,
          }}
          onSubmit={(input) => {
            const body = toBulkInput(input, ids);
            if (body) bulk.send({ type: 'bulk.start', input: body });
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );

  return { ticks: mayBulk ? { isTicked, onTick } : undefined, selectionBar, overlay };
}
