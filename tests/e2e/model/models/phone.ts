import type { AnyUiModel } from '../ui-model';
import { callCaseModel } from './call-case.model';
import { testCallerModel } from './test-caller.model';

/**
 * The machines whose paths need a SIP server: phone-paths.spec.ts runs them on a product with its own Kamailio
 * (not in index.ts, so paths.spec.ts does not run them on the shared server, which has none).
 */
export const phoneModels: AnyUiModel[] = [testCallerModel, callCaseModel];
