import { useSearch } from 'wouter';
import { trailFor } from '../../config/breadcrumbs';
import { Breadcrumb } from '../kit/breadcrumb';
import { WorkflowDesk } from './workflow-desk';

// Keyed by the query: a link to another filter (back, forward, a home figure) starts the desk on that filter.

/** /case-management/case-management: the case desk. */
export const CaseManagement = () => (
  <>
    <Breadcrumb trail={trailFor('/case-management/case-management') ?? []} />
    <WorkflowDesk key={useSearch()} recordType="case" />
  </>
);

/** /case-management/leads: the same lists and actions for leads. */
export const Leads = () => (
  <>
    <Breadcrumb trail={trailFor('/case-management/leads') ?? []} />
    <WorkflowDesk key={useSearch()} recordType="lead" />
  </>
);
