import { removeStored, storageKeys, writeStored } from './storage';

/** The access token lives in this module's memory only (spec §3, production setting). */
let accessToken: string | null = null;

export const getToken = (): string | null => accessToken;

export const setSessionTokens = (token: string, whToken: string): void => {
  accessToken = token;
  writeStored(storageKeys.whToken, whToken);
};

/** Sign-out and an invalid session remove both tokens (spec §4, §8). */
export const clearSessionTokens = (): void => {
  accessToken = null;
  removeStored(storageKeys.token);
  removeStored(storageKeys.whToken);
};
