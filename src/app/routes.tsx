import { trailFor } from '../config/breadcrumbs';
import { customerRoutes } from './route-customers';
import { internalOrgRoutes } from './route-internal-org';
import { crmMoreRoutes } from './route-crm-more';
import { plannedCrmScreens } from './route-planned-crm';
import { plannedMetadataScreens } from './route-planned-metadata';
import { screens } from './route-screens';
import type { AppRoute, PlannedScreen } from './route-types';
import { workflowRoutes } from './routes-workflow';
import { taskRoutes } from './routes-tasks';

export type { AppRoute, LayoutKind, ScreenProps } from './route-types';

const titleOf = (path: string, fallback: string): string => trailFor(path)?.at(-1)?.label ?? fallback;

const planned = ({ path, summary }: PlannedScreen): AppRoute => ({
  path,
  title: titleOf(path, path),
  layout: 'admin',
  access: 'roleMap',
  screen: screens.notAvailable,
  summary,
});

/**
 * The console's route table (spec §2), as data. Hash URLs; the empty path goes to the sign-in screen and any other
 * address to /others/404 (App handles both). A planned screen's entry is replaced by its real screen when built.
 */
export const routes: AppRoute[] = [
  // Sessions: the auth layout. Tenant choice needs a session but not the role map.
  {
    path: '/sessions/signin',
    title: 'Sign in',
    layout: 'auth',
    access: 'public',
    screen: screens.signIn,
  },
  {
    path: '/sessions/signup',
    title: 'Register',
    layout: 'auth',
    access: 'public',
    screen: screens.signUp,
  },
  {
    path: '/sessions/forgot-password',
    title: 'Forgot password',
    layout: 'auth',
    access: 'public',
    screen: screens.forgotPassword,
  },
  {
    path: '/sessions/reset-password',
    title: 'Reset password',
    layout: 'auth',
    access: 'public',
    screen: screens.resetPassword,
  },
  {
    path: '/sessions/feedback',
    title: 'Feedback',
    layout: 'auth',
    access: 'public',
    screen: screens.feedback,
  },
  {
    path: '/sessions/tenant',
    title: 'Choose a tenant',
    layout: 'auth',
    access: 'signedIn',
    screen: screens.tenantChoice,
  },
  // The survey case: the auth layout in its survey variant (spec §2); the survey screens themselves are planned.
  {
    path: '/survey/*?',
    title: 'Survey',
    layout: 'auth',
    access: 'public',
    screen: screens.notAvailable,
    summary: 'the customer survey: its questions and your answers',
  },
  {
    path: '/others/404',
    title: 'Page not found',
    layout: 'blank',
    access: 'public',
    screen: screens.notFound,
  },
  {
    path: '/user-profile/reset-password',
    title: 'Change password',
    layout: 'compact',
    access: 'signedIn',
    screen: screens.changePassword,
  },
  {
    path: '/dashboard/v1',
    title: 'Dashboard',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.dashboard,
  },
  {
    path: '/dev/kit',
    title: 'Component Kit',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.kitGallery,
  },
  ...customerRoutes,
  ...internalOrgRoutes,
  {
    path: '/system/sign-in-locks',
    title: 'Sign-in Locks',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.loginLocks,
  },
  ...crmMoreRoutes,
  ...workflowRoutes,
  ...taskRoutes,
  {
    path: '/telephony/call',
    title: 'Call to case',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.callFlow,
  },
  {
    path: '/telephony/calls',
    title: 'My Calls',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.myCalls,
  },
  // Issue 20: supervisors and QA ring queues and agents from the browser.
  {
    path: '/telephony/test-caller',
    title: 'Test caller',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.testCaller,
  },
  // Issue 39: each queue's wait limit, overflow and recording.
  {
    path: '/telephony/queues',
    title: 'Call queues',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.queueSetup,
  },
  // Issue 39: full screen for a wall, so no header or menu around it.
  {
    path: '/telephony/wallboard',
    title: 'Wallboard',
    layout: 'blank',
    access: 'roleMap',
    screen: screens.wallboard,
  },
  // Advice (issue 10).
  {
    path: '/advice/employees',
    title: 'Employee advice',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.adviceEmployees,
  },
  {
    path: '/advice/employee/:id',
    title: 'Employee for advice',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.adviceEmployee,
  },
  {
    path: '/advice/document/:id',
    title: 'Advice',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.adviceDocument,
  },
  {
    path: '/advice/schemes',
    title: 'Medical schemes',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.adviceSchemes,
  },
  {
    path: '/advice/gap-cover',
    title: 'Gap cover',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.adviceGapCover,
  },
  ...plannedCrmScreens.map(planned),
  // Metadata administration (spec §2 side menu for the metadata application).
  ...(
    [
      ['/ls-metadata/search-graph', 'Search Graph', screens.metaSearchGraph],
      ['/ls-metadata/message-type', 'Message Type', screens.metaMessageType],
      ['/ls-metadata/json-transform', 'JSON Transform', screens.metaJsonTransform],
      ['/ls-metadata/search-idx', 'Search Index Mapping', screens.metaSearchIndex],
      ['/ls-metadata/query', 'Query', screens.metaQuery],
      ['/ls-metadata/manage-search-index-attributes', 'Search Index Attribute', screens.metaIndexAttributes],
      ['/ls-metadata/message-history', 'Message History', screens.metaMessageHistory],
      ['/ls-metadata/load-guid', 'Load GUID', screens.metaLoadGuid],
      // One record by its link (read by the kind's get-call), so it opens again after a reload.
      ['/ls-metadata/message-type/:id', 'Message Type', screens.metaMessageType],
      ['/ls-metadata/query/:id', 'Query', screens.metaQuery],
      ['/ls-metadata/transform/:id', 'JSON Transform', screens.metaJsonTransform],
      ['/ls-metadata/search-index/:id', 'Search Index Mapping', screens.metaSearchIndex],
      [
        '/ls-metadata/search-index/:id/attribute/:attributeId',
        'Search Index Attribute',
        screens.metaIndexAttributes,
      ],
    ] as const
  ).map(([path, title, screen]): AppRoute => ({
    path,
    title,
    layout: 'admin',
    access: 'roleMap',
    screen,
  })),
  ...plannedMetadataScreens.map(planned),
];
