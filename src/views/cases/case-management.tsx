import { trailFor } from '../../config/breadcrumbs';
import { Breadcrumb } from '../kit/breadcrumb';
import { WorkflowDesk } from './workflow-desk';

// Not keyed by the query: the desk writes its own state there and follows back, forward and links itself.

/** /case-management/case-management: the case desk. */
export const CaseManagement = () => (
  <>
    <Breadcrumb trail={trailFor('/case-management/case-management') ?? []} />
    <WorkflowDesk recordType="case" />
  </>
);

/** /case-management/leads: the same lists and actions for leads. */
export const Leads = () => (
  <>
    <Breadcrumb trail={trailFor('/case-management/leads') ?? []} />
    <WorkflowDesk recordType="lead" />
  </>
);
