import { useEffect, useMemo, useRef } from 'react';
import type { CaseRecord } from '../../contracts/workflow/cases';
import { availableActions, type ActionsByStatus } from '../../rules/workflow-actions-by-status';
import { useListShortcuts, usePaletteGroup } from '../kit/shortcuts/palette-hub';
import { deskActionLabels, type DeskAction } from './record-actions';

/**
 * The actions a record's buttons offer, offered again in the command palette and on the keys a (assign), c (close)
 * and n (note) — the same rule and permissions, so a key never does what no button would.
 */
export const useRecordCommands = (
  record: CaseRecord | undefined,
  me: number | null,
  allowed: (action: DeskAction) => boolean,
  onAction: (action: DeskAction) => void,
  byStatus?: ActionsByStatus | null,
): void => {
  const latest = useRef(onAction);
  useEffect(() => {
    latest.current = onAction;
  });
  const offered: DeskAction[] = record
    ? [...availableActions(record, me, byStatus ?? undefined), 'note' as const].filter(allowed)
    : [];
  const names = offered.join(' ');
  const group = useMemo(
    () =>
      record && names
        ? {
            id: 'record-actions',
            label: `Actions on ${record.number}`,
            place: 'record' as const,
            commands: (names.split(' ') as DeskAction[]).map((action) => ({
              id: action,
              label: deskActionLabels[action],
              run: () => latest.current(action),
            })),
          }
        : null,
    [record, names],
  );
  usePaletteGroup(group);
  const on = (action: DeskAction) => (offered.includes(action) ? () => onAction(action) : undefined);
  useListShortcuts({ onAssign: on('assign'), onClose: on('close'), onNote: on('note') });
};
