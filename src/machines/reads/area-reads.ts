import { interactionMaxPages, type InteractionListQuery } from '../../contracts/interactions/list';
import { customersApi } from '../../services/customers-api';
import { debugApi } from '../../services/debug-api';
import { interactionsApi } from '../../services/interactions-api';
import { unwrap } from '../../services/http-result';
import { salesApi } from '../../services/sales-api';
import { systemApi } from '../../services/system-api';
import { serviceLevelApi } from '../../services/telephony/service-level-api';
import { telephonyApi } from '../../services/telephony/telephony-api';
import { workflowApi } from '../../services/workflow-api';
import { listViews } from '../../services/views-api';

type Signal = AbortSignal | undefined;
/** A party's timeline with its filters, the first `pages` pages of it. */
export type TimelineQuery = Omit<InteractionListQuery, 'page' | 'pages'> & { pages: number };

/** Reads of the customers, sales and debug screens by name; each answers its data or throws HttpError. */
export const areaReads = {
  'customers.employers': async (_: null, signal: Signal) => unwrap(await customersApi.employers({ signal })),
  /** Every saved view the user may open, for the command palette; `opening` only makes each opening read anew. */
  'views.all': async (_opening: number, signal: Signal) => listViews(signal),
  'customers.summary': async (employerId: number, signal: Signal) =>
    unwrap(await customersApi.summary(employerId, { signal })),
  // The selects of a record form and the customer's Client since (start_date_org): reference data, so a failure
  // leaves them empty without a toast.
  'customers.parts': async (employerId: number, signal: Signal) => {
    const summary = unwrap(await customersApi.summary(employerId, { signal, quiet: true }));
    return {
      divisions: summary.divisions,
      sites: summary.sites,
      client_since: summary.employer.client_since,
    };
  },
  // "Show more" asks for one more page: the pages so far come again in one answer, so the list stays one read.
  'interactions.list': async (q: TimelineQuery, signal: Signal) => {
    const pages = Math.min(Math.max(q.pages, 1), interactionMaxPages);
    const answer = unwrap(await interactionsApi.list({ ...q, page: 1, pages }, { signal }));
    return { entries: answer.entries, has_more: answer.has_more, pages, kinds: answer.kinds };
  },
  /** The supervisor's fortnight; `_at` is the home figures' time, so the chart reloads with them. */
  'home.teamTrend': async (_at: string, signal: Signal) => unwrap(await systemApi.teamTrend({ signal })),
  /** Today's service level by hour (issue 39); `_at` as above. */
  'home.serviceLevel': async (_at: string, signal: Signal) =>
    unwrap(await serviceLevelApi.report({}, { signal })),
  'sales.history': async (_: null, signal: Signal) => unwrap(await salesApi.history({ signal })),
  'debug.access': async (_: null) => unwrap(await debugApi.access()),
  'debug.team': async (_: null) => unwrap(await debugApi.team()),
  'telephony.callLog': async (_: null) => unwrap(await telephonyApi.callLog()),
  /** The number a case is known by (CAS-000123), for a screen opened with only the case's id in its address. */
  'workflow.caseNumber': async (id: number) => unwrap(await workflowApi.getCase(id)).number,
};
