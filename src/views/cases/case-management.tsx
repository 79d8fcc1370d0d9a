import type { ScreenProps } from '../../app/route-types';
import { trailFor } from '../../config/breadcrumbs';
import { Breadcrumb } from '../kit/breadcrumb';
import { WorkflowDesk } from './workflow-desk';

// Not keyed by the query: the desk writes its own state there and follows back, forward and links itself.

/**
 * /case-management/case-management: the case desk; /case-management/leads: the same lists and actions for leads.
 * One component for both keeps them one chunk (route-loaders.ts prefetches it with the grid).
 */
export const CaseManagement = ({ route }: ScreenProps) => {
  const recordType = route.path === '/case-management/leads' ? 'lead' : 'case';
  return (
    <>
      <Breadcrumb trail={trailFor(route.path) ?? []} />
      <WorkflowDesk key={recordType} recordType={recordType} />
    </>
  );
};
