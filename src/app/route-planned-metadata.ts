import type { PlannedScreen } from './route-types';

/** Metadata administration screens (spec §2) still to build: none — issue 4 built them (see routes.tsx). */
export const plannedMetadataScreens: PlannedScreen[] = [];
