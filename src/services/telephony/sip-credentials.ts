/**
 * The SIP password between the details call and the SIP adapter. It never enters a machine's context or event
 * (the inspector records both), the log, or the browser's storage: only this module-private slot holds it.
 */
let password: string | null = null;

export const sipCredentials = {
  keep: (value: string): void => {
    password = value;
  },
  read: (): string | null => password,
  forget: (): void => {
    password = null;
  },
};
