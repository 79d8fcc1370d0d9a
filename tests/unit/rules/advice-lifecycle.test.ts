import { describe, expect, it } from 'vitest';
import {
  adviceStatuses,
  adviceTransition,
  type AdviceAction,
  type AdviceStatus,
} from '../../../src/contracts/advice';

// Every action against every status with facts that satisfy it: the allowed cells and their next status.
const enough = {
  comparedCount: 3,
  recommendationInComparison: true,
  liveDocuments: 2,
  documentsLeftAfterRemoval: 1,
  hasRecipient: true,
  hasReason: true,
};
const table: Record<AdviceAction, Partial<Record<AdviceStatus, AdviceStatus>>> = {
  capture_needs: { draft: 'needs_captured' },
  update_needs: {
    needs_captured: 'needs_captured',
    schemes_compared: 'schemes_compared',
    recommended: 'recommended',
  },
  update_filters: {
    needs_captured: 'needs_captured',
    schemes_compared: 'schemes_compared',
    recommended: 'recommended',
  },
  compare: {
    needs_captured: 'schemes_compared',
    schemes_compared: 'schemes_compared',
    recommended: 'schemes_compared',
  },
  recommend: { schemes_compared: 'recommended', recommended: 'recommended' },
  export: { recommended: 'documents_generated', documents_generated: 'documents_generated' },
  email: { documents_generated: 'sent' },
  resend: { sent: 'sent' },
  remove_documents: { documents_generated: 'documents_generated', sent: 'sent' },
  close: { documents_generated: 'closed', sent: 'closed' },
};

describe('adviceTransition', () => {
  for (const [action, allowed] of Object.entries(table) as [
    AdviceAction,
    Partial<Record<AdviceStatus, AdviceStatus>>,
  ][]) {
    for (const status of adviceStatuses) {
      const next = allowed[status];
      it(`${action} from ${status}: ${next ? `→ ${next}` : 'refused'}`, () => {
        const answer = adviceTransition(status, action, enough);
        expect(answer).toEqual(next ? { allowed: true, next } : expect.objectContaining({ allowed: false }));
      });
    }
  }

  it.each([
    ['compare', 'needs_captured', { comparedCount: 1 }, 'Choose 2 to 4 plans to compare'],
    ['compare', 'needs_captured', { comparedCount: 5 }, 'Choose 2 to 4 plans to compare'],
    ['recommend', 'schemes_compared', { hasReason: true }, 'Recommend one of the compared plans'],
    [
      'recommend',
      'schemes_compared',
      { recommendationInComparison: true },
      'Give the reason for the recommendation',
    ],
    ['email', 'documents_generated', { hasRecipient: true }, 'There are no documents to send'],
    ['email', 'documents_generated', { liveDocuments: 1 }, 'Enter the e-mail address to send to'],
    ['resend', 'sent', {}, 'There are no documents to send'],
    ['close', 'sent', {}, 'Give the reason for closing'],
    ['update_needs', 'closed', {}, 'The advice is closed'],
  ] as const)('%s from %s with %o is refused: %s', (action, status, facts, reason) => {
    expect(adviceTransition(status, action, facts)).toEqual({ allowed: false, reason });
  });

  it('removing the last documents goes back to recommended', () => {
    expect(adviceTransition('sent', 'remove_documents', { documentsLeftAfterRemoval: 0 })).toEqual({
      allowed: true,
      next: 'recommended',
    });
  });
});
