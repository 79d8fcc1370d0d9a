import type { PlannedScreen } from './route-types';

/** Customer/CRM screens (spec §2) that later issues build; until then each shows what it will hold. */
export const plannedCrmScreens: PlannedScreen[] = [];
