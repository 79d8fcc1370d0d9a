/** Spec §2: the "current case" is the first URL segment after each navigation. */
export const currentCase = (path: string): string =>
  (path.split('?')[0] ?? '').split('/').filter(Boolean)[0] ?? '';
