import type { Advice, AdviceStatus } from '../contracts/advice';

/** A realistic advice in any status, for the registry's sample events and the machine tests. */
export function sampleAdvice(status: AdviceStatus, overrides: Partial<Advice> = {}): Advice {
  const past = (s: AdviceStatus[]) => s.includes(status);
  const generated = past(['documents_generated', 'sent', 'closed']);
  return {
    advice_id: 41,
    employee_id: 7,
    employee_name: 'Thabo Nkosi',
    adviser_name: 'Naledi Mokoena',
    status,
    needs: status === 'draft' ? null : sampleNeeds,
    filters: null,
    scheme_ids: past(['draft', 'needs_captured']) ? [] : [3, 7, 11],
    gap_ids: past(['draft', 'needs_captured']) ? [] : [1],
    recommendation: past(['recommended', 'documents_generated', 'sent', 'closed'])
      ? { scheme_id: 7, gap_id: 1, reason: 'Best hospital cover for the price.' }
      : null,
    close_reason: status === 'closed' ? 'Employee joined the plan' : null,
    documents: generated
      ? [
          {
            document_id: 101,
            kind: 'advice',
            file_name: 'ADV-000041-record-of-advice.pdf',
            size: 9120,
            created_at: '2026-11-23T09:00:00.000Z',
            removed: false,
          },
          {
            document_id: 102,
            kind: 'scheme_comparison',
            file_name: 'ADV-000041-scheme-comparison.pdf',
            size: 7034,
            created_at: '2026-11-23T09:00:00.000Z',
            removed: false,
          },
        ]
      : [],
    mails: past(['sent', 'closed'])
      ? [
          {
            mail_id: 5,
            to: 'thabo.nkosi@example.co.za',
            cc: [],
            subject: 'Your medical scheme advice (ADV-000041)',
            transport: 'smtp',
            status: 'sent',
            error: null,
            attachments: ['ADV-000041-record-of-advice.pdf'],
            created_at: '2026-11-23T09:05:00.000Z',
            resend_of: null,
          },
        ]
      : [],
    created_at: '2026-11-23T08:30:00.000Z',
    updated_at: '2026-11-23T09:05:00.000Z',
    ...overrides,
  };
}

export const sampleNeeds = {
  hospital: 1,
  coverage: '1.0',
  day_to_day_cover: 0,
  day_to_day_type: 1,
  day_to_day_extent: 1,
  optical_dentistry: [1],
  chronic_conditions: ['Hypertension'],
  underwriting: 4,
  gap_cover: 1,
  notes: '',
} as const satisfies Advice['needs'];
