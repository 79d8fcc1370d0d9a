import { themeChoiceOf, type ThemeChoice } from '../rules/theme';
import { readStored, storageKeys, writeStored } from './storage';

/** The theme this browser last chose. */
export const readThemeChoice = (): ThemeChoice => themeChoiceOf(readStored(storageKeys.theme));

/**
 * Keeps the choice and puts it on the root element, where theme.css reads it: [data-theme] sets color-scheme,
 * and without it the system preference decides.
 */
export const applyThemeChoice = (choice: ThemeChoice): void => {
  writeStored(storageKeys.theme, choice);
  if (typeof document === 'undefined') return;
  if (choice === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = choice;
};
