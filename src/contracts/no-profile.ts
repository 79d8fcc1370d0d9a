import type { Profile } from './auth';

/** Spec §3: the current profile defaults to role_id -1 with an empty name. A module of its own so the
 * auth machine, which is on the sign-in route, does not load zod with the schemas (ARCHITECTURE §10). */
export const noProfile: Profile = { role_id: -1, role_name: '' };
