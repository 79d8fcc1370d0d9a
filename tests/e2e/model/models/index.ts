import type { AnyUiModel } from '../ui-model';
import { adviceModel } from './advice.model';
import { authModel } from './auth.model';
import { bulkLoadModel } from './bulk-load.model';
import { caseLifecycleModel } from './case-lifecycle.model';
import { checklistModel } from './checklist.model';
import { deskListModel } from './desk-list.model';
import { meetingModel } from './meeting.model';
import { paletteModel } from './palette.model';
import { queryModel } from './query.model';
import { roleSwitchModel } from './role-switch.model';
import { tenantModel } from './tenant.model';
import { workflowListsModel } from './workflow-lists.model';

/** Every machine with a test model: `npm run test:model` runs their paths in the browser. */
export const models: AnyUiModel[] = [
  authModel,
  tenantModel,
  roleSwitchModel,
  caseLifecycleModel,
  queryModel,
  adviceModel,
  bulkLoadModel,
  checklistModel,
  meetingModel,
  deskListModel,
  paletteModel,
  workflowListsModel,
];
