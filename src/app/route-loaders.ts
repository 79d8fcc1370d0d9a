import { loader } from './preloadable';

/**
 * The chunks on the way from sign-in to the home (tenant choice, the admin shell, the home every profile lands on),
 * named once: their lazy routes and the sign-in prefetch both call these, so the prefetch warms exactly the chunks
 * the routes will ask for.
 */
export const loadTenantChoice = loader(() => import('../views/sessions/tenant-choice'));
export const loadAdminLayout = loader(() => import('../views/layouts/admin-layout'));
export const loadDashboard = loader(() => import('../views/dashboard/dashboard'));

/**
 * The case desk (and the leads desk, the same module), then the grid its lists show. The grid's chunk (100 KB
 * gzip) otherwise started only when the first table rendered, after the list call had answered: a second round
 * trip after the data on a cold page. Asked for once the desk's own chunk is in, it downloads while the list call
 * is out, rather than competing with the code that call needs. A failed grid load is left to the table's own.
 */
export const loadCaseDesk = loader(() =>
  import('../views/cases/case-management').then((desk) => {
    void import('../views/kit/datatable/grid-view').catch(() => undefined);
    return desk;
  }),
);
