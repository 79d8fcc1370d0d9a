import { adviceDocumentSource } from './advice-documents';
import { adviceSource } from './advice';
import { callSource } from './calls';
import { campaignOutcomeSource } from './campaign-outcomes';
import { caseSource } from './cases';
import { adviceMailSource, caseMailSource } from './emails';
import { noteSource } from './notes';
import { statusSource } from './status-changes';
import { taskSource } from './tasks';
import type { InteractionSource } from './types';

/**
 * Every source of the timeline, one module per kind. A new kind is one more module here: its kind then appears
 * in the answer's `kinds`, and the console's filter offers it.
 */
export const interactionSources: readonly InteractionSource[] = [
  caseSource,
  taskSource,
  callSource,
  noteSource,
  adviceSource,
  adviceDocumentSource,
  adviceMailSource,
  caseMailSource,
  campaignOutcomeSource,
  statusSource,
];
