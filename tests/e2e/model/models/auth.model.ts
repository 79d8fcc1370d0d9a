import { expect, type Page } from '@playwright/test';
import { priorTokensKept } from '../../../../server/domain/sessions';
import { authMachine } from '../../../../src/machines/auth.machine';
import { defineModel, type Ui } from '../ui-model';
import {
  banner,
  identityUsers,
  loadingPermissions,
  permissionsFailed,
  sessionCookie,
  signInButton,
  signInForm,
  submitSignIn,
  tenantForm,
} from './identity-support';

type Data = {
  /** Set once the console shows the tenant choice (after the form, say), which needs no role map. */
  onTenantChoice: boolean;
};

const user = identityUsers.auth;

/**
 * What the signed-in console shows for a role map state. After the form it is the tenant choice, which by design
 * does not wait for the role map (routes.tsx: "Tenant choice needs a session but not the role map"), so there the
 * role map's state cannot be seen; after a restore it is an admin screen, which shows it.
 */
const signedInShows =
  (onAdminScreen: (page: Page) => Promise<void>) =>
  async ({ page, data }: Ui<Data>): Promise<void> => {
    if (data.onTenantChoice) await expect(tenantForm(page)).toBeVisible();
    else await onAdminScreen(page);
  };

const formShows =
  (busy: boolean) =>
  async ({ page }: Ui<Data>) => {
    await expect(signInForm(page)).toBeVisible();
    await expect(signInButton(page)).toHaveAttribute('aria-busy', String(busy));
  };

const reloadReason =
  "auth.notSignedIn comes from a call sent without the access token while signed in: the console clears the token only on sign-out or on a 96 answer, which reloads the page, so only a call made while the reloaded page is still on its way goes without it; a browser test cannot act in that moment (Playwright's actions wait for the pending reload)";

/**
 * Sign-in, restore after reload, role map, sign-out (issue 36). Every path has a live session cookie (as a browser
 * that signed in before): the restore's answer is held, then let through (the session comes back and the console
 * opens its home) or failed with the service's error envelope (the sign-in form stays).
 */
export const authModel = defineModel(authMachine)<Data>({
  id: 'auth',
  account: null,
  seed: async (ui) => {
    await sessionCookie(ui, user.username);
    return { onTenantChoice: false };
  },
  open: async ({ page, baseURL }) => {
    await page.goto(`${baseURL}/#/sessions/signin`);
  },
  states: {
    restoring: async ({ page }) => expect(signInForm(page)).toBeVisible(),
    'restoring.waiting': formShows(false),
    'restoring.signInQueued': formShows(true),
    signedOut: async ({ page }) => expect(signInForm(page)).toBeVisible(),
    'signedOut.idle': formShows(false),
    'signedOut.submitting': formShows(true),
    signedIn: signedInShows(async (page) => {
      await expect(
        loadingPermissions(page).or(permissionsFailed(page)).or(banner(page).getByText(user.fullName)),
      ).toBeVisible();
    }),
    'signedIn.loadingRoleMap': signedInShows(async (page) => {
      await expect(loadingPermissions(page)).toBeVisible();
    }),
    'signedIn.roleMapFailed': signedInShows(async (page) => {
      await expect(permissionsFailed(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry now' })).toBeEnabled();
    }),
    'signedIn.ready': signedInShows(async (page) => {
      await expect(banner(page)).toContainText(user.fullName);
    }),
    'signedIn.reloading': { unreachable: reloadReason },
    // Signing out is no longer signed in: the guard sends the page to the sign-in form, busy until the answer.
    signingOut: formShows(true),
  },
  events: {
    // The trace's own credentials when it has them (its password is redacted: the demo password stands in).
    'auth.submit': async ({ page, data }, event) => {
      await submitSignIn(page, event.username, event.password);
      data.onTenantChoice = true;
    },
    'auth.signOut': async ({ page, baseURL }) => {
      if (await tenantForm(page).isVisible()) {
        await page.getByRole('button', { name: 'Sign out' }).click();
        return;
      }
      if (await banner(page).isVisible()) {
        await page.getByRole('button', { name: /user menu/ }).click();
        await page.getByRole('menuitem', { name: 'Sign out' }).click();
        return;
      }
      // While the role map loads (or failed) the admin screens show only that, no menu: the tenant choice, which
      // needs no role map, still offers Sign out.
      await page.goto(`${baseURL}/#/sessions/tenant`);
      await page.getByRole('button', { name: 'Sign out' }).click();
    },
    'auth.retry': async ({ page }) => {
      await page.getByRole('button', { name: 'Retry now' }).click();
    },
    // The person has the console open in more tabs: each tab's restore replaces the session's access token, and
    // the service honours only the last few (server/domain/sessions.ts), so this tab's token is refused. Its next
    // call (Continue on the tenant choice) answers 96: the console clears its tokens and reloads; the session
    // itself is live, so the reloaded console restores it and shows the tenant choice again.
    'auth.sessionInvalid': async ({ page, baseURL, data }) => {
      for (let tab = 0; tab <= priorTokensKept; tab++) {
        const answer = await page.request.post(`${baseURL}/api/get_internal_user_details_refresh`, {
          headers: { origin: new URL(baseURL).origin },
        });
        expect(((await answer.json()) as { errCode: number }).errCode).toBe(0);
      }
      await page.goto(`${baseURL}/#/sessions/tenant`);
      // The reload is what the invalid-session rule does: wait for it, so the check sees the console after it.
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Continue' }).click();
      await reloaded;
      data.onTenantChoice = true;
    },
    'auth.notSignedIn': { unreachable: reloadReason },
  },
  services: {
    restoreSession: { url: '**/api/get_internal_user_details_refresh' },
    // A failed sign-in is the service's error envelope, not a wrong password: wrong passwords count towards the
    // sign-in throttle of the account and the address (server/domain/login.ts), which would lock out the other
    // paths signing in from this machine; the auth machine treats every failure alike (its error line).
    signIn: { url: '**/api/login' },
    loadRoleMap: { url: '**/api/get_user_role_map' },
    signOut: { url: '**/api/logout' },
  },
});
