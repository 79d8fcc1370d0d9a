import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { RecordType } from '../../contracts/workflow/cases';
import { deskSortColumns, type DeskSortColumn } from '../../contracts/workflow/desk-page';
import type { workflowListsMachine } from '../../machines/workflow-lists.machine';
import type { DeskUrlState } from '../../rules/desk-url-state';
import type { DeskQuery } from '../../rules/desk-window';
import { readSort } from '../kit/datatable/sort-store';
import { deskTableKeys } from './desk-views-menu';

const isSortColumn = (column: string): column is DeskSortColumn =>
  (deskSortColumns as readonly string[]).includes(column);

/** What the service reads for the desk's URL state: the tab's own stored sort when the URL names none. */
export function deskQueryOf(state: DeskUrlState, recordType: RecordType, userId: number | null): DeskQuery {
  const sort = state.sort ?? readSort(deskTableKeys(recordType, state.list, userId).sortViewId);
  return {
    list: state.list,
    sla: state.sla,
    owner: state.owner,
    status: state.status,
    cls: state.cls,
    q: state.q.trim(),
    sort: sort && isSortColumn(sort.column) ? { column: sort.column, direction: sort.direction } : null,
  };
}

/** The lists read the query the desk shows: a change of tab, filter, search or sort starts its first window. */
export function useDeskQuery(lists: ActorRefFrom<typeof workflowListsMachine>, query: DeskQuery) {
  const current = useSelector(lists, (s) => JSON.stringify(s.context.query));
  const wanted = JSON.stringify(query);
  useEffect(() => {
    if (wanted !== current) lists.send({ type: 'list.query', query: JSON.parse(wanted) as DeskQuery });
  }, [lists, wanted, current]);
}
