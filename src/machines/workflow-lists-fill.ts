import type { CaseRecord, RecordType, WorkflowListsAnswer } from '../contracts/workflow/cases';
import { listKinds, listNames } from '../rules/workflow-list-table';
import type { WorkflowLists } from '../rules/workflow-lists';

/** The selection with one record ticked or unticked: a new set, so views see the change. */
export const toggled = (selection: ReadonlySet<number>, id: number): ReadonlySet<number> => {
  const next = new Set(selection);
  if (!next.delete(id)) next.add(id);
  return next;
};

/** The four lists of a service answer, keyed by record id, in the maps the machine changes in place. */
export const fill = (
  lists: WorkflowLists<CaseRecord>,
  recordType: RecordType,
  answer: WorkflowListsAnswer,
) => {
  for (const kind of listKinds) {
    const list = lists[listNames[recordType][kind]];
    list.clear();
    for (const record of answer[kind]) list.set(record.id, record);
  }
};
