import type { CustomerRecordKind } from '../../../machines/customer-record.machine';
import type { NewCaseRequest } from '../../kit/new-record/new-record';

type Party = NonNullable<NewCaseRequest['party']>;
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const personName = (r: Record<string, unknown>) =>
  [text(r.first_name), text(r.last_name)].filter(Boolean).join(' ') || undefined;

/**
 * Whom a case opened from a customer page concerns: the customer, contact or employee itself; for a division or a
 * location, the customer it belongs to (a case is about a party, and those are parts of one).
 */
export function partyOfRecord(
  kind: CustomerRecordKind | null,
  record: Record<string, unknown> | null,
): Party | null {
  const id = Number(record?.id);
  if (!record || !(id > 0)) return null;
  switch (kind) {
    case 'employer':
      return { party_type: 'employer', party_id: id, name: text(record.name) || undefined };
    case 'contact':
    case 'employee':
      return { party_type: kind, party_id: id, name: personName(record) };
    case 'division':
    case 'site':
      return Number(record.employer_id) > 0
        ? { party_type: 'employer', party_id: Number(record.employer_id) }
        : null;
    default:
      return null;
  }
}
