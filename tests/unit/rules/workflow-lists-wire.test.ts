import { describe, expect, it } from 'vitest';
import { packLists, unpackLists } from '../../../src/rules/workflow-lists-wire';
import { sampleListsAnswer } from '../../../src/machines/workflow-sample-data';
import type { WorkflowListsAnswer } from '../../../src/contracts/workflow/cases';

describe('the desk lists on the wire', () => {
  it('sends each record once and unpacks to the same four lists in the same order', () => {
    const answer = sampleListsAnswer();
    const wire = packLists(answer);
    const held = answer.my.length + answer.my_all.length + answer.wg.length + answer.wg_all.length;
    expect(wire.records.length).toBeLessThan(held);
    expect(new Set(wire.records.map((r) => r.id)).size).toBe(wire.records.length);
    expect(unpackLists(wire)).toEqual(answer);
  });

  it('keeps empty lists empty and drops an id whose record is missing', () => {
    const empty: WorkflowListsAnswer = { ...sampleListsAnswer(), my: [], my_all: [], wg: [], wg_all: [] };
    expect(packLists(empty).records).toEqual([]);
    const wire = packLists(sampleListsAnswer());
    const [first, ...rest] = wire.records;
    const unpacked = unpackLists({ ...wire, records: rest });
    expect(unpacked.wg_all.map((r) => r.id)).not.toContain(first.id);
    expect(unpacked.wg_all.length).toBe(wire.wg_all.filter((id) => id !== first.id).length);
  });
});
