import { themeChoiceOf, type ThemeChoice } from '../rules/theme';
import { readStored, storageKeys, writeStored } from './storage';

/** The theme this browser last chose. */
export const readThemeChoice = (): ThemeChoice => themeChoiceOf(readStored(storageKeys.theme));

/** Keeps the choice for this browser; the app puts it on the page (src/app/use-theme-attribute.ts). */
export const keepThemeChoice = (choice: ThemeChoice): void => writeStored(storageKeys.theme, choice);
