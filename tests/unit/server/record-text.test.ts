import { describe, expect, it } from 'vitest';
import type { CaseRecord } from '../../../src/contracts/workflow/cases';
import type { CaseSla } from '../../../src/contracts/workflow/sla';
import { keptRow, okText } from '../../../server/domain/workflow/record-text';
import { ok } from '../../../server/http/envelope';

const record = (id: number, extra: Partial<CaseRecord> = {}): CaseRecord =>
  ({
    id,
    number: `CAS-${String(id).padStart(6, '0')}`,
    title: 'Gap cover "shortfall" query\n— line two',
    wrkgrp_name: 'Claims',
    owner_name: null,
    sla: null,
    ...extra,
  }) as CaseRecord;

const sla = (minutes: number): CaseSla => ({
  state: 'due-later',
  target: 'resolution',
  response_due: '2026-11-30T08:00:00.000Z',
  resolution_due: '2026-12-02T08:00:00.000Z',
  response_met: true,
  minutes_left: minutes,
  at: '2026-11-29T12:00:01.000Z',
});

describe('a list answer written as text', () => {
  it('parses to what JSON.stringify of the envelope gives, for kept rows, changed rows and plain ones', () => {
    const kept = record(1);
    const first = keptRow(kept, { sla: sla(90), owner_name: 'Naledi Mokoena' });
    // The same kept record in a later call: new SLA and names, its text reused, the answer still the call's own.
    const again = keptRow(keptRow(kept, { sla: sla(89) }), { wrkgrp_name: 'Claims – renamed' });
    const plain = record(2, { owner_name: 'Lerato Khumalo' });
    const data = { total: 3, counts: null, page: { pageNumber: 0 }, rows: [first, again, plain] };
    expect(JSON.parse(okText(data))).toEqual(JSON.parse(JSON.stringify(ok(data))));
    expect(JSON.parse(okText({ rows: [] }))).toEqual(ok({ rows: [] }));
  });
});
