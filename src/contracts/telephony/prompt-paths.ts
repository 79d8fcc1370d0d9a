/**
 * The prompt calls' paths, apart from their schemas: the permission table imports them, and it is in the sign-in
 * entry, which loads no zod (tests/unit/build/sign-in-entry.test.ts).
 */
export const promptPaths = {
  list: '/telephony/prompts',
  upload: '/telephony/prompts/upload',
  play: '/telephony/prompts/play',
  revert: '/telephony/prompts/revert',
} as const;
