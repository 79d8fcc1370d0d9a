import type { AnyUiModel } from '../ui-model';
import { adviceModel } from './advice.model';
import { authModel } from './auth.model';
import { bulkLoadModel } from './bulk-load.model';
import { caseLifecycleModel } from './case-lifecycle.model';
import { checklistModel } from './checklist.model';
import { meetingModel } from './meeting.model';
import { queryModel } from './query.model';
import { roleSwitchModel } from './role-switch.model';
import { tenantModel } from './tenant.model';

/** Every machine with a test model: `npm run test:model` runs their paths in the browser. */
export const models: AnyUiModel[] = [
  caseLifecycleModel,
  queryModel,
  adviceModel,
  bulkLoadModel,
  checklistModel,
  meetingModel,
  authModel,
  tenantModel,
  roleSwitchModel,
];
