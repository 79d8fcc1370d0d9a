import type { CaseRecord, WorkflowListsAnswer, WorkflowListsWire } from '../contracts/workflow/cases';

const listNames = ['my', 'my_all', 'wg', 'wg_all'] as const;

/** The service's side: every record once, in first-seen order, and each list as the ids it holds. */
export function packLists(answer: WorkflowListsAnswer): WorkflowListsWire {
  const records = new Map<number, CaseRecord>();
  for (const name of listNames) for (const r of answer[name]) if (!records.has(r.id)) records.set(r.id, r);
  const ids = (list: CaseRecord[]) => list.map((r) => r.id);
  return {
    viewer: answer.viewer,
    workgroups: answer.workgroups,
    records: [...records.values()],
    my: ids(answer.my),
    my_all: ids(answer.my_all),
    wg: ids(answer.wg),
    wg_all: ids(answer.wg_all),
  };
}

/** The console's side: the four lists again, sharing one object per record. An id without its record is dropped. */
export function unpackLists(wire: WorkflowListsWire): WorkflowListsAnswer {
  const byId = new Map(wire.records.map((r) => [r.id, r]));
  const list = (ids: number[]) => ids.flatMap((id) => byId.get(id) ?? []);
  return {
    viewer: wire.viewer,
    workgroups: wire.workgroups,
    my: list(wire.my),
    my_all: list(wire.my_all),
    wg: list(wire.wg),
    wg_all: list(wire.wg_all),
  };
}
