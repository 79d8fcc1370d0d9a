import { trailFor } from '../../config/breadcrumbs';
import { Breadcrumb } from '../kit/breadcrumb';
import { WorkflowDesk } from './workflow-desk';

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
