/** Business constants of spec §9 that the shell uses. One place, so a changed figure changes everywhere. */
export const productName = 'Staff Console';

/** Spec §9 "Mobile is width 767 px or less": the sidebar starts closed at or below this width. */
export const mobileMaxWidth = 767;

/** Spec §2 sidebar scroll buttons: pitch of one main-list item and one child-list item, in px. */
export const mainNavItemPitch = 134;
export const childNavItemPitch = 100;
/** Smooth scrolling over short distances only looks like lag, so shorter moves jump (spec §2). */
export const smoothScrollMinDistance = 100;

/** Spec §2: the notification dropdown is 400 px wide. */
export const notificationMenuWidth = 400;

export const homePath = '/dashboard/v1';
export const signInPath = '/sessions/signin';
export const notFoundPath = '/others/404';
export const tenantChoicePath = '/sessions/tenant';

/** Spec §2 "instance-type banner": the environment's instance type; the banner hides when it is empty. */
export const instanceType: string = ((import.meta.env ?? {}).VITE_INSTANCE_TYPE ?? '').trim();

export const buildVersion: string = typeof __BUILD_VERSION__ === 'string' ? __BUILD_VERSION__ : 'dev';
