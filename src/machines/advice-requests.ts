import type { Advice, AdviceAction } from '../contracts/advice';
import { adviceApi } from '../services/advice-api';
import type { AdviceEvent } from './advice.machine';

/** The call a confirmed action makes, as plain data (the debug panel shows and replays it). */
export type AdviceRequest = { action: AdviceAction; body: Record<string, unknown> };

/** Which call each action makes; the body gets the advice id added. */
export const calls: Record<AdviceAction, (body: never) => Promise<Advice>> = {
  capture_needs: adviceApi.captureNeeds,
  update_needs: adviceApi.updateNeeds,
  update_filters: adviceApi.updateFilters,
  compare: adviceApi.saveComparison,
  recommend: adviceApi.recommend,
  export: adviceApi.exportAdvice,
  email: adviceApi.email,
  resend: adviceApi.resend,
  remove_documents: adviceApi.removeDocuments,
  close: adviceApi.close,
};

export function requestOf(event: AdviceEvent): AdviceRequest | null {
  switch (event.type) {
    case 'advice.needs.capture':
      return { action: 'capture_needs', body: { needs: event.needs } };
    case 'advice.needs.update':
      return { action: 'update_needs', body: { needs: event.needs } };
    case 'advice.filters.update':
      return { action: 'update_filters', body: { filters: event.filters } };
    case 'advice.compare':
      return { action: 'compare', body: { scheme_ids: event.schemeIds, gap_ids: event.gapIds } };
    case 'advice.recommend':
      return {
        action: 'recommend',
        body: { scheme_id: event.schemeId, gap_id: event.gapId, reason: event.reason },
      };
    case 'advice.export':
      return { action: 'export', body: {} };
    case 'advice.email':
      return { action: 'email', body: { to: event.to.trim(), cc: event.cc, message: event.message } };
    case 'advice.resend':
      return { action: 'resend', body: event.to === undefined ? {} : { to: event.to } };
    case 'advice.documents.remove':
      return { action: 'remove_documents', body: { document_ids: event.documentIds } };
    case 'advice.close':
      return { action: 'close', body: { reason: event.reason } };
    default:
      return null;
  }
}
