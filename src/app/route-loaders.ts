import { loader } from './preloadable';

/**
 * The chunks on the way from sign-in to the home (tenant choice, the admin shell, the home every profile lands on),
 * named once: their lazy routes and the sign-in prefetch both call these, so the prefetch warms exactly the chunks
 * the routes will ask for.
 */
export const loadTenantChoice = loader(() => import('../views/sessions/tenant-choice'));
export const loadAdminLayout = loader(() => import('../views/layouts/admin-layout'));
export const loadDashboard = loader(() => import('../views/dashboard/dashboard'));
