// Kept apart from envelope.ts so the console's core can use the codes without loading zod (ARCHITECTURE §10).
/** errCode values shared by the console and the service; server/errors.ts documents each. */
export const ErrCode = {
  ok: 0,
  validation: 1,
  badCredentials: 2,
  conflict: 3,
  notFound: 4,
  tooManyAttempts: 5,
  forbidden: 7,
  payloadTooLarge: 13,
  busy: 14,
  diskFull: 15,
  sessionInvalid: 96,
  internal: 99,
} as const;

export type ErrCodeName = keyof typeof ErrCode;
