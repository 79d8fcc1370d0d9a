import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenProps } from './route-types';

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

/** Each area is its own chunk, so the sign-in route carries none of the admin screens (ARCHITECTURE §6, §10). */
const lazyNamed = <K extends string>(
  load: () => Promise<Record<K, ComponentType<ScreenProps>>>,
  name: K,
): Screen => lazy(async () => ({ default: (await load())[name] }));

export const screens = {
  signIn: lazyNamed(() => import('../views/sessions/sign-in'), 'SignIn'),
  signUp: lazyNamed(() => import('../views/sessions/sign-up'), 'SignUp'),
  forgotPassword: lazyNamed(() => import('../views/sessions/forgot-password'), 'ForgotPassword'),
  resetPassword: lazyNamed(() => import('../views/sessions/reset-password'), 'ResetPassword'),
  tenantChoice: lazyNamed(() => import('../views/sessions/tenant-choice'), 'TenantChoice'),
  feedback: lazyNamed(() => import('../views/sessions/feedback'), 'Feedback'),
  changePassword: lazyNamed(() => import('../views/user-profile/change-password'), 'ChangePassword'),
  dashboard: lazyNamed(() => import('../views/dashboard/dashboard'), 'Dashboard'),
  notFound: lazyNamed(() => import('../views/others/not-found'), 'NotFound'),
  notAvailable: lazyNamed(() => import('../views/others/not-available'), 'NotAvailable'),
  kitGallery: lazyNamed(() => import('../views/kit-gallery/kit-gallery'), 'KitGallery'),
  adviceEmployees: lazyNamed(() => import('../views/advice/employee-search'), 'EmployeeSearch'),
  adviceEmployee: lazyNamed(() => import('../views/advice/employee-profile'), 'EmployeeProfile'),
  adviceDocument: lazyNamed(() => import('../views/advice/advice-workspace'), 'AdviceWorkspace'),
  adviceSchemes: lazyNamed(() => import('../views/advice/scheme-catalogue'), 'SchemeCatalogue'),
  adviceGapCover: lazyNamed(() => import('../views/advice/gap-cover'), 'GapCover'),
} satisfies Record<string, Screen>;

export const layouts = {
  admin: lazy(async () => ({ default: (await import('../views/layouts/admin-layout')).AdminLayout })),
  compact: lazy(async () => ({
    default: (await import('../views/layouts/compact-header-layout')).CompactHeaderLayout,
  })),
};
