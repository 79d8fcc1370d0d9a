/**
 * The advice lifecycle as one table, read by the service (which enforces it) and by the advice machine (whose
 * guards ask the same questions before a call is made). Spec §4 names the actions but not the statuses.
 */
export const adviceStatuses = [
  'draft',
  'needs_captured',
  'schemes_compared',
  'recommended',
  'documents_generated',
  'sent',
  'closed',
] as const;
export type AdviceStatus = (typeof adviceStatuses)[number];

export const adviceStatusLabels: Record<AdviceStatus, string> = {
  draft: 'Draft',
  needs_captured: 'Needs captured',
  schemes_compared: 'Schemes compared',
  recommended: 'Recommendation made',
  documents_generated: 'Documents generated',
  sent: 'Sent',
  closed: 'Closed',
};

export type AdviceAction =
  | 'capture_needs'
  | 'update_needs'
  | 'update_filters'
  | 'compare'
  | 'recommend'
  | 'export'
  | 'email'
  | 'resend'
  | 'remove_documents'
  | 'close';

/** The least and most plans one comparison holds: a comparison of one is not a comparison. */
export const comparePlanLimits = { min: 2, max: 4 } as const;

/** What an action needs to know besides the status. */
export type AdviceFacts = {
  comparedCount?: number;
  recommendationInComparison?: boolean;
  liveDocuments?: number;
  documentsLeftAfterRemoval?: number;
  hasRecipient?: boolean;
  hasReason?: boolean;
};

export type LifecycleAnswer = { allowed: true; next: AdviceStatus } | { allowed: false; reason: string };

const before = (s: AdviceStatus, ...from: AdviceStatus[]) => from.includes(s);
const refuse = (reason: string): LifecycleAnswer => ({ allowed: false, reason });

/** May `action` run on an advice in `status`, and which status follows? */
export function adviceTransition(
  status: AdviceStatus,
  action: AdviceAction,
  facts: AdviceFacts = {},
): LifecycleAnswer {
  if (status === 'closed') return refuse('The advice is closed');
  const editable = before(status, 'needs_captured', 'schemes_compared', 'recommended');
  switch (action) {
    case 'capture_needs':
      return status === 'draft'
        ? { allowed: true, next: 'needs_captured' }
        : refuse('Needs are already captured');
    case 'update_needs':
    case 'update_filters':
      return editable
        ? { allowed: true, next: status }
        : refuse('Needs can change only before documents are generated');
    case 'compare': {
      if (!editable) return refuse('Capture the needs first, and compare before documents are generated');
      const n = facts.comparedCount ?? 0;
      if (n < comparePlanLimits.min || n > comparePlanLimits.max)
        return refuse(`Choose ${comparePlanLimits.min} to ${comparePlanLimits.max} plans to compare`);
      return { allowed: true, next: 'schemes_compared' };
    }
    case 'recommend':
      if (!before(status, 'schemes_compared', 'recommended'))
        return refuse('Compare plans before recommending one');
      if (!facts.recommendationInComparison) return refuse('Recommend one of the compared plans');
      if (!facts.hasReason) return refuse('Give the reason for the recommendation');
      return { allowed: true, next: 'recommended' };
    case 'export':
      return before(status, 'recommended', 'documents_generated')
        ? { allowed: true, next: 'documents_generated' }
        : refuse('Record a recommendation before generating documents');
    case 'email':
      if (status !== 'documents_generated') return refuse('Generate the documents before e-mailing them');
      if (!facts.liveDocuments) return refuse('There are no documents to send');
      if (!facts.hasRecipient) return refuse('Enter the e-mail address to send to');
      return { allowed: true, next: 'sent' };
    case 'resend':
      if (status !== 'sent') return refuse('Only sent documents can be sent again');
      if (!facts.liveDocuments) return refuse('There are no documents to send');
      return { allowed: true, next: 'sent' };
    case 'remove_documents':
      if (!before(status, 'documents_generated', 'sent')) return refuse('There are no documents to remove');
      return { allowed: true, next: (facts.documentsLeftAfterRemoval ?? 0) > 0 ? status : 'recommended' };
    case 'close':
      if (!before(status, 'documents_generated', 'sent'))
        return refuse('Generate the documents before closing');
      if (!facts.hasReason) return refuse('Give the reason for closing');
      return { allowed: true, next: 'closed' };
  }
}
