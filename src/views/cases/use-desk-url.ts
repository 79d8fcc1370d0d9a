import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { RecordType } from '../../contracts/workflow/cases';
import type { SavedViewState } from '../../contracts/saved-views';
import { deskUrlMachine } from '../../machines/desk-url.machine';
import type { workflowListsMachine } from '../../machines/workflow-lists.machine';
import type { DeskFilter } from '../../rules/desk-url-filter';
import type { SearchEvent } from '../../rules/kit-search-box';
import type { SortSetting } from '../../rules/kit-table';
import type { ListKind } from '../../rules/workflow-list-table';
import { viewListPaths } from '../../rules/saved-view-link';
import { readSort } from '../../machines/table-prefs';
import { deskColumns } from './desk-columns';
import { deskTableKeys } from './desk-views-menu';

/** Columns a desk URL may sort on. */
export const deskSortable = deskColumns.map((c) => c.id as string);

type Options = {
  recordType: RecordType;
  lists: ActorRefFrom<typeof workflowListsMachine>;
  userId: number | null;
};

/**
 * The desk's tab, filters, sort, search and saved view from its URL (desk-url.machine.ts), and the handlers that
 * change them there. The workgroup is the lists' own state: a URL from outside selects it in the lists.
 */
export function useDeskUrl({ recordType, lists, userId }: Options) {
  const search = useSearch();
  const url = useScreenActor(deskUrlMachine, {
    input: { route: viewListPaths[recordType], query: search.replace(/^\?/, ''), sortable: deskSortable },
  });
  const state = useSelector(url, (s) => s.context.state);
  const opened = useSelector(url, (s) => s.context.opened);
  const restored = useSelector(url, (s) => s.context.restored);
  const workgroups = useSelector(lists, (s) => s.context.workgroups);
  const shown = useSelector(lists, (s) => s.context.viewer?.wrkgrp_id ?? null);
  // A view's sort and columns show by mounting the table afresh; so do a URL's from outside (restored).
  const [viewRevision, setViewRevision] = useState(0);

  /** The workgroup if it is one of the user's (null: their default, the first, as the service chooses it). */
  const ownWorkgroup = (wanted: number | null) =>
    (wanted === null ? workgroups[0] : workgroups.find((g) => g.wrkgrp_id === wanted))?.wrkgrp_id;
  const showWorkgroup = (id: number | undefined) => {
    if (id !== undefined && id !== shown) lists.send({ type: 'list.selectWorkgroup', wrkgrpId: id });
  };
  const restoreRef = useRef((wrkgrp: number | null) => showWorkgroup(ownWorkgroup(wrkgrp)));
  useEffect(() => {
    restoreRef.current = (wrkgrp) => showWorkgroup(ownWorkgroup(wrkgrp));
  });
  useEffect(() => {
    const sub = url.on('url.restored', ({ state: next }) => restoreRef.current(next.wrkgrp));
    return () => sub.unsubscribe();
  }, [url]);

  const change = (patch: Partial<typeof state>) => url.send({ type: 'url.change', patch });
  return {
    state,
    opened,
    tableKey: `${viewRevision}|${restored}`,
    /** A tab keeps its own stored sort: the URL names it, so a copied link shows it too. */
    setTab: (list: ListKind) =>
      change({ list, sort: readSort(deskTableKeys(recordType, list, userId).sortViewId) }),
    setFilter: (patch: Partial<Pick<DeskFilter, 'sla' | 'owner' | 'status' | 'cls'>>) => change(patch),
    setWorkgroup: (wrkgrpId: number) => {
      showWorkgroup(wrkgrpId);
      change({ wrkgrp: wrkgrpId });
    },
    setSort: (sort: SortSetting) => change({ sort }),
    search: (event: SearchEvent) => {
      url.send({ type: 'url.type', q: event.type === 'clear' ? '' : event.data });
      if (event.type === 'search') url.send({ type: 'url.commit' });
    },
    /** A view saved from what the desk shows: the same entry now names it, so a reload opens on it. */
    keepView: (view: { id: number }) =>
      url.send({ type: 'url.change', patch: { view: view.id }, history: 'replace' }),
    /** A saved view: its filter and sort, and its id so a reload or a link opens it again. */
    applyView: (filter: DeskFilter, sort: SavedViewState['sort'], view: { id: number; opening: boolean }) => {
      // A view names the workgroup it was saved on; a member of other workgroups keeps their own.
      const wrkgrp = filter.wrkgrp === null ? undefined : ownWorkgroup(filter.wrkgrp);
      showWorkgroup(wrkgrp);
      setViewRevision((n) => n + 1);
      url.send({
        type: 'url.change',
        patch: { ...filter, wrkgrp: wrkgrp ?? state.wrkgrp, sort, view: view.id },
        // Opening on a view the URL names (or the default) is the same entry, not a new one.
        history: view.opening ? 'replace' : 'push',
      });
    },
  };
}
