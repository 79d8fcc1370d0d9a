import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { Tabs } from 'radix-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { useAppActors } from '../../app/actors';
import {
  wrkgrpTypeOf,
  type CaseRecord,
  type RecordType,
  type WorkflowActionInput,
} from '../../contracts/workflow/cases';
import { listKinds, type ListKind } from '../../rules/workflow-list-table';
import { parseDeskFilter } from '../../rules/desk-url-filter';
import { parseDeskUrlState } from '../../rules/desk-url-state';
import { workflowListsMachine } from '../../machines/workflow-lists.machine';
import { workgroupOptionsMachine } from '../../machines/workgroup-options.machine';
import { deskFiltersMachine } from '../../machines/desk-filters.machine';
import { RemoteDatatable } from '../kit/datatable/remote-datatable';
import { readSort, writeSort } from '../../machines/table-prefs';
import { useNavigate } from '../kit/use-navigate';
import { RefreshButton } from '../kit/refresh-button';
import { actionNeedsOwner, type ActionNames } from './action-dialog';
import { RecordDialog } from './record-dialog';
import { deskColumns } from './desk-columns';
import { DeskNoteDialog } from './desk-note-dialog';
import { useDeskPermissions, withOwnClose, type DeskAction } from './record-actions';
import { RecordPanel } from './record-panel';
import { useRecordCommands } from './use-record-commands';
import { DeskBanner } from './desk-banner';
import { DeskFilters } from './desk-filters';
import { DeskViewsMenu, deskTableKeys } from './desk-views-menu';
import { useBulkWork } from './use-bulk-work';
import { deskSortable, useDeskUrl } from './use-desk-url';
import { deskQueryOf, useDeskQuery } from './use-desk-query';
import styles from './desk.module.css';
import { PageHeader } from '../kit/ui/surfaces';
import { useNewRecord } from '../kit/new-record/new-record';
import { NewRecordButtons } from '../kit/new-record/new-record-buttons';
import { useShortcuts } from '../kit/shortcuts/palette-hub';

const tabTitles = (noun: string): Record<ListKind, string> => ({
  my: `My ${noun}`,
  wg: `Workgroup ${noun}`,
  my_all: `My ${noun} (all workgroups)`,
  wg_all: `Workgroup ${noun} (all workgroups)`,
});

/** The case desk (or lead desk): the four lists as tabs on the kit datatable, live, with the six actions. */
export const WorkflowDesk = ({ recordType }: { recordType: RecordType }) => {
  const search = useSearch();
  const permitted = useDeskPermissions();
  const navigate = useNavigate();
  const userId = useSelector(useAppActors().auth, (s) => s.context.user?.user_id ?? null);
  // The URL's workgroup (a home page figure's link, a copied link) is where the lists start.
  const [initialWrkgrp] = useState(() => parseDeskFilter(search).wrkgrp);
  const [initialQuery] = useState(() => deskQueryOf(parseDeskUrlState(search, deskSortable), recordType));
  const lists = useScreenActor(workflowListsMachine, {
    input: { recordType, wrkgrpId: initialWrkgrp ?? undefined, query: initialQuery },
  });
  // Tab, filters, sort, search and saved view live in the URL (issue 38): a reload or a copied link keeps them,
  // and the service reads the tab under them.
  const desk = useDeskUrl({ recordType, lists, userId });
  useDeskQuery(lists, deskQueryOf(desk.state, recordType));
  const { list: tab, sla: slaFilter, owner: ownerFilter, status: statusFilter, cls: clsFilter } = desk.state;
  const options = useScreenActor(workgroupOptionsMachine, {
    input: { wrkgrpType: wrkgrpTypeOf[recordType] },
  });
  // Status and owner choices and the status→actions map, from the service's cached calls.
  const filters = useScreenActor(deskFiltersMachine, { input: { recordType } });
  const byStatus = useSelector(filters, (s) => s.context.actions);
  const reopenDays = useSelector(filters, (s) => s.context.reopenDays ?? null);
  // `known` changes in place: the revision re-renders the panel when its record changes off screen.
  useSelector(lists, (s) => s.context.revision);
  const held = useSelector(lists, (s) => s.context.window);
  const known = useSelector(lists, (s) => s.context.known);
  const viewer = useSelector(lists, (s) => s.context.viewer);
  const loading = useSelector(lists, (s) => s.hasTag('loading'));
  const busy = useSelector(lists, (s) => s.hasTag('busy'));
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<DeskAction | null>(null);
  // A note added from the panel is not in the lists: the panel says so itself, for that record only.
  const [noted, setNoted] = useState<{ id: number; text: string } | null>(null);
  const noun = recordType === 'case' ? 'cases' : 'leads';
  const titles = tabTitles(noun);
  // Saved views wait for the first read of the lists (a view's workgroup is chosen in the loaded machine).
  const [listsRead, setListsRead] = useState(false);
  if (!listsRead && !loading) setListsRead(true);
  const bulk = useBulkWork({ lists, options, noun });
  const keys = deskTableKeys(recordType, tab, userId);
  // The rows held, by position in the service's order; the window is a new object on every change.
  const rowAt = useCallback(
    (i: number) => held.rows[i] as (CaseRecord & Record<string, unknown>) | undefined,
    [held],
  );
  const selected = selectedId === null ? undefined : known.get(selectedId);
  const allowed = withOwnClose(permitted, selected, viewer?.owner_user_id ?? null);

  const handleAction = (action: DeskAction) => {
    // The dialog opens on the record's workgroup: its members load with the click, not in an effect.
    if (selected && action !== 'note' && actionNeedsOwner(action))
      options.send({ type: 'options.members', wrkgrpId: selected.wrkgrp_id });
    // In Progress asks nothing: the status control's choice is the confirmation.
    if (action === 'progress' && selected)
      lists.send({ type: 'list.act', input: { action, id: selected.id } });
    else setDialog(action);
  };
  // The keys and the palette act on the record in the panel (x puts the row under the cursor there).
  useRecordCommands(selected, viewer?.owner_user_id ?? null, allowed, handleAction, byStatus);
  // c: a new record of the desk's type, as its button offers (nothing for a profile without the button).
  const openNew = useNewRecord();
  useShortcuts({ 'record.new': openNew ? () => openNew({ recordType }) : undefined });
  // On a phone the tabs are one line that scrolls sideways: the chosen one (from a link, say) is brought into it,
  // sideways only, so the page itself does not jump.
  const tabList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = tabList.current;
    const chosen = list?.querySelector('[aria-selected="true"]');
    if (!list || !chosen) return;
    const [outer, inner] = [list.getBoundingClientRect(), chosen.getBoundingClientRect()];
    if (inner.left < outer.left) list.scrollLeft -= outer.left - inner.left;
    else if (inner.right > outer.right) list.scrollLeft += inner.right - outer.right;
  }, [tab]);
  const handleSubmit = (input: WorkflowActionInput, names: ActionNames) => {
    lists.send({ type: 'list.act', input, names });
    setDialog(null);
  };

  return (
    <div className={styles.page}>
      <PageHeader
        title={recordType === 'case' ? 'Case Management' : 'Leads'}
        actions={
          <div className={styles.controls}>
            <NewRecordButtons types={[recordType]} variant="primary" />
            {/* Saved views wait for the first read, but hold their place so the header does not move. */}
            <DeskViewsMenu
              recordType={recordType}
              filter={{
                list: tab,
                sla: slaFilter,
                owner: ownerFilter,
                status: statusFilter,
                cls: clsFilter,
                wrkgrp: viewer?.wrkgrp_id ?? null,
              }}
              sort={desk.state.sort}
              userId={userId}
              onApply={desk.applyView}
              onSaved={desk.keepView}
              opened={desk.opened}
              ready={listsRead}
            />
            <RefreshButton
              loading={loading}
              onRefresh={() => {
                lists.send({ type: 'list.reload' });
                filters.send({ type: 'filters.reload' });
              }}
            />
          </div>
        }
      />
      <DeskFilters
        lists={lists}
        filters={filters}
        desk={desk}
        noun={noun}
        chosenName={rowAt(0)?.owner_name ?? null}
      />
      <DeskBanner actor={lists} />
      {bulk.overlay}
      <Tabs.Root value={tab} onValueChange={(v) => desk.setTab(v as ListKind)}>
        <Tabs.List ref={tabList} className={styles.tabs} aria-label={`${noun} lists`}>
          {listKinds.map((kind) => (
            <Tabs.Trigger key={kind} value={kind} className={styles.tab}>
              {titles[kind]} <span className={styles.count}>{held.counts?.[kind] ?? ''}</span>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {listKinds.map((kind) => (
          <Tabs.Content key={kind} value={kind}>
            {kind === tab && (
              <RemoteDatatable
                key={desk.tableKey}
                label={titles[kind]}
                count={held.total}
                rowAt={rowAt}
                onVisibleRows={(from, to) => lists.send({ type: 'list.visible', from, to })}
                columns={deskColumns}
                // Two lines a row: the columns wrap rather than cut (desk-columns.ts).
                rowLines={2}
                sort={desk.state.sort ?? readSort(keys.sortViewId)}
                onSortChange={(sort) => {
                  writeSort(keys.sortViewId, sort);
                  desk.setSort(sort);
                }}
                searchText={desk.state.q}
                onSearchChange={desk.search}
                loading={loading}
                columnsKey={keys.columnsKey}
                // One click (or Space) shows the record in the panel; Enter or a double-click opens its page.
                onRowSelect={(row) => setSelectedId(row.id)}
                onRowActivate={(row) => navigate(`/case-management/case/${row.id}`)}
                ticks={bulk.ticks}
                selectionBar={bulk.selectionBar}
                // x ticks the row for bulk work where the profile may act on a selection, else shows it in the panel.
                onRowToggle={(row) =>
                  bulk.ticks ? bulk.ticks.onTick(row) : setSelectedId((id) => (id === row.id ? null : row.id))
                }
                shortcuts
              />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <RecordPanel
        record={selected}
        notice={noted && noted.id === selected?.id ? noted.text : null}
        me={viewer?.owner_user_id ?? null}
        busy={busy}
        allowed={allowed}
        byStatus={byStatus}
        reopenDays={reopenDays}
        mayCloseOthers={permitted('close')}
        onAction={handleAction}
        onClose={() => setSelectedId(null)}
      />
      {dialog === 'note' && selected && (
        <DeskNoteDialog
          record={selected}
          userId={userId}
          onClose={() => setDialog(null)}
          onAdded={() => {
            setDialog(null);
            setNoted({ id: selected.id, text: `Note added to ${selected.number}` });
          }}
        />
      )}
      {dialog && dialog !== 'note' && selected && (
        <RecordDialog
          action={dialog}
          record={selected}
          options={options}
          onSubmit={handleSubmit}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
};
