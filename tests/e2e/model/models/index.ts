import type { AnyUiModel } from '../ui-model';
import { caseLifecycleModel } from './case-lifecycle.model';
import { deskListModel } from './desk-list.model';
import { paletteModel } from './palette.model';
import { workflowListsModel } from './workflow-lists.model';

/** Every machine with a test model: `npm run test:model` runs their paths in the browser. */
export const models: AnyUiModel[] = [caseLifecycleModel, deskListModel, paletteModel, workflowListsModel];
