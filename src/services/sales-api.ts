import { salesPaths as p, type SalesDocument, type SalesEvent, type SalesKind } from '../contracts/sales';
import { post, type RequestOptions } from './http';

export type SalesAction =
  | { op: 'rfq.create'; body: Record<string, unknown> }
  | { op: 'rfq.cancel'; id: number }
  | { op: 'quote.create'; body: Record<string, unknown> }
  | { op: 'quote.decide'; id: number; decision: 'accept' | 'reject' }
  | { op: 'order.create'; quoteId: number }
  | { op: 'order.update'; id: number; status: 'fulfilled' | 'cancelled' };

export const salesApi = {
  list: (kind: SalesKind, options?: RequestOptions) => post<SalesDocument[]>(p.list, { kind }, options),
  history: (options?: RequestOptions) => post<SalesEvent[]>(p.history, {}, options),
  act: (action: SalesAction) => {
    switch (action.op) {
      case 'rfq.create':
        return post<SalesDocument>(p.rfqCreate, action.body);
      case 'rfq.cancel':
        return post<SalesDocument>(p.rfqCancel, { id: action.id });
      case 'quote.create':
        return post<SalesDocument>(p.quoteCreate, action.body);
      case 'quote.decide':
        return post<SalesDocument>(p.quoteDecide, { id: action.id, decision: action.decision });
      case 'order.create':
        return post<SalesDocument>(p.orderCreate, { quote_id: action.quoteId });
      case 'order.update':
        return post<SalesDocument>(p.orderUpdate, { id: action.id, status: action.status });
    }
  },
};
