import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { RecordType } from '../../contracts/workflow/cases';
import type { workflowListsMachine } from '../../machines/workflow-lists.machine';
import type { DeskUrlState } from '../../rules/desk-url-state';
import type { DeskQuery } from '../../rules/desk-window';
import { deskQueryFrom } from '../../rules/desk-window-reads';
import { readSort } from '../../machines/table-prefs';

/** What the service reads for the desk's URL state (the tab's stored sort when the URL names none). */
export const deskQueryOf = (state: DeskUrlState, recordType: RecordType): DeskQuery =>
  deskQueryFrom(state, recordType, readSort);

/** The lists read the query the desk shows: a change of tab, filter, search or sort starts its first window. */
export function useDeskQuery(lists: ActorRefFrom<typeof workflowListsMachine>, query: DeskQuery) {
  const current = useSelector(lists, (s) => JSON.stringify(s.context.query));
  const wanted = JSON.stringify(query);
  useEffect(() => {
    if (wanted !== current) lists.send({ type: 'list.query', query: JSON.parse(wanted) as DeskQuery });
  }, [lists, wanted, current]);
}
