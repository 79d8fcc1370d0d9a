/** Values the spec keeps in the browser (§3). The access token is deliberately not among them: production holds
 * it in memory only, and a reload restores it through the httpOnly session cookie. */
export const storageKeys = {
  token: 'token',
  whToken: 'wh_token',
  currentVersion: 'current_version',
  /** Not in the spec: the user's light, dark or system theme, kept per browser like any display preference. */
  theme: 'theme',
  /**
   * Not in the spec: the tenant each user of this browser chose last ({"<user id>": tenant id}), preselected at
   * their next sign-in, as Twenty keeps the last workspace. An id of the user's own list, so nothing secret.
   */
  lastTenant: 'last_tenant',
} as const;

type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

const store = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

export const readStored = (key: StorageKey): string | null => store()?.getItem(key) ?? null;
export const writeStored = (key: StorageKey, value: string): void => store()?.setItem(key, value);
export const removeStored = (key: StorageKey): void => store()?.removeItem(key);

/**
 * Display preferences under keys their owner builds (a table's sort, its columns). Storage may be unavailable
 * (private mode, quota): a read then answers null and a write is dropped, so the choice is simply not remembered.
 */
export const readPreference = (key: string): string | null => {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

/** Keeps a display preference, or forgets it with null. */
export const writePreference = (key: string, value: string | null): void => {
  try {
    if (value === null) store()?.removeItem(key);
    else store()?.setItem(key, value);
  } catch {
    // Not remembered; the screen still shows the choice.
  }
};
