/**
 * The agent's call settings, kept in this browser per user: the console has no per-user settings store on the
 * service (the theme and the table columns are kept per browser too), and adding one needs a schema change.
 */
export type CallSettings = {
  /** Open the call-to-case form when an incoming call is answered. */
  openOnAnswer: boolean;
};

export const defaultCallSettings: CallSettings = { openOnAnswer: true };

const keyOf = (userId: number | string) => `call-settings:${userId}`;

/** Storage may be missing (tests, private mode) or hold anything: the defaults stand in for what is unreadable. */
export const readCallSettings = (userId: number | string | null): CallSettings => {
  if (userId === null || typeof localStorage === 'undefined') return defaultCallSettings;
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? 'null');
    const openOnAnswer = (stored as Partial<CallSettings> | null)?.openOnAnswer;
    return {
      openOnAnswer: typeof openOnAnswer === 'boolean' ? openOnAnswer : defaultCallSettings.openOnAnswer,
    };
  } catch {
    return defaultCallSettings;
  }
};

export const keepCallSettings = (userId: number | string | null, settings: CallSettings): void => {
  if (userId === null || typeof localStorage === 'undefined') return;
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(settings));
  } catch {
    // Not remembered: the choice lasts as long as the page.
  }
};
