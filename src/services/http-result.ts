import type { Envelope } from '../contracts/envelope';

/** A call's outcome as the machines see it: the error catalogue of spec §8 as data, not as UI. */
export type HttpFailure =
  /** data: what the service sent with the refusal, when anything (a stale save's current record). */
  | { kind: 'appError'; errCode: number; msg: string; data?: unknown }
  | { kind: 'sessionInvalid' }
  | { kind: 'network'; message: string }
  | { kind: 'notSignedIn' };

export type HttpResult<T> = { kind: 'ok'; data: T; msg: Envelope['msg'] } | HttpFailure;

export type EnvelopeResult = { kind: 'ok'; envelope: Envelope } | HttpFailure;

/** Failures the catalogue turns into user-visible behaviour; `path` says which call failed. */
export type HttpOutcome = { path: string; failure: HttpFailure };

/** Thrown by endpoint helpers so fromPromise actors fail with a typed reason. */
export class HttpError extends Error {
  readonly failure: HttpFailure;
  constructor(failure: HttpFailure) {
    super(failureText(failure));
    this.failure = failure;
  }
}

export const internalErrorText = 'Some Internal Error Occurred';
export const notSignedInText = 'You are not signed in';

export const failureText = (failure: HttpFailure): string => {
  switch (failure.kind) {
    case 'appError':
      return failure.msg;
    case 'sessionInvalid':
      return 'Session expired. Please sign in again.';
    case 'network':
      return internalErrorText;
    case 'notSignedIn':
      return notSignedInText;
  }
};

/** A failed actor's text for the screen: the catalogue's for a call's failure, `fallback` for anything else thrown. */
export const errorText = (error: unknown, fallback = internalErrorText): string =>
  error instanceof HttpError ? failureText(error.failure) : fallback;

/**
 * Field issues of a validation refusal (errCode 1): they travel in its msg as "path: message; path: message",
 * since the http client keeps only errCode and msg.
 */
export function issuesFromMessage(msg: string): { path: string; message: string }[] {
  return msg
    .split('; ')
    .map((part) => /^([a-z_][a-z0-9_.]*): (.+)$/.exec(part))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ path: m[1], message: m[2] }));
}

export const messageOf = (msg: Envelope['msg']): string => (typeof msg === 'string' ? msg : '');

/** Unwraps a result for fromPromise actors: data on success, a typed HttpError otherwise. */
export const unwrap = <T>(result: HttpResult<T>): T => {
  if (result.kind === 'ok') return result.data;
  throw new HttpError(result);
};
