import { ErrCode, type ErrCodeName } from '../src/contracts/envelope';

/**
 * Every errCode the service answers with. The console reads errCode, not the HTTP status: app errors travel
 * with HTTP 200; only transport-level failures (unknown path, malformed or oversized body, wrong content type,
 * internal error) also carry a 4xx/5xx status. The body is always the envelope {errCode, msg, data}.
 *
 * | errCode | name             | when                                                              | HTTP |
 * |---------|------------------|-------------------------------------------------------------------|------|
 * | 0       | ok               | success                                                           | 200  |
 * | 1       | validation       | a field is missing or wrong (data.issues), malformed JSON,        | 200  |
 * |         |                  | wrong content type                                                | 400/415 |
 * | 2       | badCredentials   | wrong username or password; wrong current password                | 200  |
 * | 3       | conflict         | username/e-mail already registered; password used before          | 200  |
 * |         |                  | a stale action; a stale details save (data: record, changes)      |      |
 * | 4       | notFound         | unknown path; invalid or expired reset link                       | 404/200 |
 * | 5       | tooManyAttempts  | sign-in throttled (account+address, address or account key)       | 200  |
 * | 7       | forbidden        | profile not held; tenant outside the caller's access              | 200  |
 * | 13      | payloadTooLarge  | request body over the call's limit (256 KB unless the call says)  | 413  |
 * | 14      | busy             | other large uploads are being read; retry after a moment          | 503  |
 * | 15      | diskFull         | the data directory's disk is below its floor (no writes) or its   | 507  |
 * |         |                  | watermark (no large uploads or bulk loads); PostgreSQL's 53100    |      |
 * | 96      | sessionInvalid   | missing, unknown, expired or revoked token or refresh cookie      | 200  |
 * | 99      | internal         | anything unexpected (logged; the caller sees no detail)           | 500  |
 */
export const errorTable: Record<ErrCodeName, { code: number; msg: string }> = {
  ok: { code: ErrCode.ok, msg: '' },
  validation: { code: ErrCode.validation, msg: 'The request is not valid' },
  badCredentials: { code: ErrCode.badCredentials, msg: 'Invalid username or password' },
  conflict: { code: ErrCode.conflict, msg: 'That already exists' },
  notFound: { code: ErrCode.notFound, msg: 'Not found' },
  tooManyAttempts: { code: ErrCode.tooManyAttempts, msg: 'Too many failed sign-ins. Try again later.' },
  forbidden: { code: ErrCode.forbidden, msg: 'You are not allowed to do that' },
  payloadTooLarge: {
    code: ErrCode.payloadTooLarge,
    msg: 'The request body is too large for this call',
  },
  busy: {
    code: ErrCode.busy,
    msg: 'The service is receiving other large uploads. Try again in a moment.',
  },
  diskFull: { code: ErrCode.diskFull, msg: 'The service is out of disk space; nothing was saved' },
  sessionInvalid: { code: ErrCode.sessionInvalid, msg: 'Session expired. Please sign in again.' },
  internal: { code: ErrCode.internal, msg: 'Some Internal Error Occurred' },
};

/** An expected failure with a message meant for the user; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly errCode: number;
  readonly data: unknown;
  readonly httpStatus: number;

  constructor(name: ErrCodeName, msg?: string, options: { data?: unknown; httpStatus?: number } = {}) {
    const entry = errorTable[name];
    super(msg ?? entry.msg);
    this.name = 'AppError';
    this.errCode = entry.code;
    this.data = options.data ?? null;
    this.httpStatus = options.httpStatus ?? 200;
  }
}

export const sessionInvalid = (): AppError => new AppError('sessionInvalid');

/** Below DiskGuard's watermark: `what` (large uploads, bulk loads) waits for space; small writes go on. */
export const lowOnDisk = (what: string, freeBytes: number): AppError =>
  new AppError(
    'diskFull',
    `The service is low on disk space (${Math.max(0, Math.round(freeBytes / 1048576))} MB free): ${what} are refused until space is freed; nothing was saved`,
    { httpStatus: 507 },
  );
