import type { CaseRecord } from '../../../src/contracts/workflow/cases';
import type { CaseSla } from '../../../src/contracts/workflow/sla';

/**
 * A list answer as JSON text, without serialising each whole record at each call (issues 21 and 38): a kept
 * record's JSON, less what changes between calls (its SLA and the names), is written once per kept list, and an
 * SLA once (the calls of one second share it, see listNow). Serialising a desk window's rows was a quarter of its
 * call, and the case list's fifty records the biggest share of its own.
 */
type Changing = Pick<CaseRecord, 'sla' | 'wrkgrp_name' | 'owner_name'>;

const bases = new WeakMap<CaseRecord, string>();
const baseOf = (r: CaseRecord): string => {
  let text = bases.get(r);
  if (text === undefined) {
    const { sla: _sla, wrkgrp_name: _w, owner_name: _o, ...rest } = r;
    bases.set(r, (text = JSON.stringify(rest).slice(0, -1)));
  }
  return text;
};

const slaTexts = new WeakMap<CaseSla, string>();
const slaText = (sla: CaseSla): string => {
  let text = slaTexts.get(sla);
  if (text === undefined) slaTexts.set(sla, (text = JSON.stringify(sla)));
  return text;
};

/** The kept record each row was made from. */
const origins = new WeakMap<CaseRecord, CaseRecord>();

/** A kept record with this call's SLA or names, as a spread would make it, remembering whose text it can reuse. */
export function keptRow(record: CaseRecord, changes: Partial<Changing>): CaseRecord {
  const row = { ...record, ...changes };
  origins.set(row, origins.get(record) ?? record);
  return row;
}

const rowText = (row: CaseRecord): string =>
  `${baseOf(origins.get(row) ?? row)},"wrkgrp_name":${JSON.stringify(row.wrkgrp_name)},"owner_name":${JSON.stringify(row.owner_name)},"sla":${row.sla ? slaText(row.sla) : 'null'}}`;

/** The envelope `{errCode: 0, msg: '', data}` as JSON text (JSON.stringify's, parsed), `data.rows` by rowText. */
export function okText<T extends { rows: CaseRecord[] }>(data: T): string {
  const { rows, ...rest } = data;
  const head = JSON.stringify(rest).slice(0, -1);
  return `{"errCode":0,"msg":"","data":${head}${head.length > 1 ? ',' : ''}"rows":[${rows.map(rowText).join(',')}]}}`;
}
