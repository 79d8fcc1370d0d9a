import type { Browser, Page } from '@playwright/test';
import { signIn, test, type DemoAccount } from '../fixtures';
import { ownContexts } from './own-contexts';

/**
 * For a spec whose test opens pages of several users (a colleague opening a copied link): each page in its own
 * browser context, signed in, and closed after each test. Call once at the top of the spec file.
 */
export function signedInPages() {
  const contexts = ownContexts();
  test.afterEach(() => contexts.closeAll());
  return async (browser: Browser, baseURL: string, account: DemoAccount): Promise<Page> => {
    const page = await (await contexts.open(browser)).newPage();
    await signIn(page, account, { baseURL });
    return page;
  };
}
