import { ofetch } from 'ofetch';
import { Subject, type Observable } from 'rxjs';
import type { Envelope } from '../contracts/envelope';
import { ErrCode } from '../contracts/err-code';
import { noTokenPaths } from '../contracts/paths';
import { clientInfoHeader } from './client-info';
import type { EnvelopeResult, HttpFailure, HttpOutcome, HttpResult } from './http-result';
import { serviceConfig } from './service-config';
import { getToken } from './token-store';

export type RequestOptions = {
  signal?: AbortSignal;
  /**
   * Which failures the caller answers for itself, so the catalogue's toast stays out of them (see `announces`).
   * - `true`: refusals (errCode ≠ 0). The spec silences them (restore, role switch, type-ahead, tree loads,
   *   dropdowns) or the actor explains them; a network failure still gets the toast, as nothing on screen does.
   * - `'failures'`: every failure, network included: the caller's screen shows the failure's own text (a form's
   *   error line), or it is a background check that is simply tried again (the version check).
   * Never the session: errCode 96 reaches the auth actor whatever this says (§8). A call without a token stays
   * under `quiet` as before: background calls made on the sign-in page (debug access, tooltips) must not toast.
   */
  quiet?: boolean | 'failures';
  /** Extra request headers (e.g. the classification cache-purge header of spec §7). */
  headers?: Record<string, string>;
};

const outcomes = new Subject<HttpOutcome>();

/** Failures for the catalogue's listeners (toasts in the notifications actor, reload in the auth actor). */
export const httpOutcomes = (): Observable<HttpOutcome> => outcomes.asObservable();

/** A channel outside request() (the push stream) learned that the session is gone: handled as a 96 answer. */
export const reportSessionInvalid = (path: string): void => {
  outcomes.next({ path, failure: { kind: 'sessionInvalid' } });
};

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && typeof (body as { errCode?: unknown }).errCode === 'number';

/** A body that is not JSON (an HTML error page from a proxy, say) counts as a transport failure below. */
const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** Whether the catalogue hears of a failure (toast, sign-in); the one place `quiet` is read. */
export const announces = (failure: HttpFailure, quiet: RequestOptions['quiet']): boolean => {
  if (failure.kind === 'sessionInvalid') return true;
  if (!quiet) return true;
  return quiet === true && failure.kind === 'network';
};

const report = (path: string, failure: HttpFailure, options: RequestOptions): HttpFailure => {
  if (announces(failure, options.quiet)) outcomes.next({ path, failure });
  return failure;
};

const headersFor = (): Record<string, string> => {
  const token = getToken();
  const headers: Record<string, string> = { info: clientInfoHeader() };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
};

/** What one answer was, before the catalogue: a bare array, an envelope, or something else (a proxy's page). */
type Answer =
  | { kind: 'array'; items: unknown[] }
  | { kind: 'envelope'; envelope: Envelope }
  | { kind: 'other'; status: number };

const toAnswer = (payload: unknown, status: number): Answer => {
  if (Array.isArray(payload)) return { kind: 'array', items: payload };
  return isEnvelope(payload) ? { kind: 'envelope', envelope: payload } : { kind: 'other', status };
};

/**
 * The ofetch client (design card). Its interceptors add the session headers to every request and turn every
 * response into an Answer; the envelope, not the HTTP status, says what happened, so statuses never throw, and a
 * call is never retried behind the machine's back.
 */
const client = ofetch.create({
  credentials: 'include',
  ignoreResponseError: true,
  retry: 0,
  parseResponse: parseJson,
  onRequest: ({ options }) => {
    for (const [name, value] of Object.entries(headersFor())) {
      if (!options.headers.has(name)) options.headers.set(name, value);
    }
  },
  onResponse: ({ response }) => {
    response._data = toAnswer(response._data, response.status);
  },
});

/** The one door to the service: token, credentials, info header, envelope and the §8 catalogue. */
export const request = async (
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<EnvelopeResult | { kind: 'array'; items: unknown[] }> => {
  if (method === 'POST' && !getToken() && !noTokenPaths.includes(path)) {
    return report(path, { kind: 'notSignedIn' }, options);
  }
  try {
    const timeout = AbortSignal.timeout(serviceConfig.requestTimeoutMs);
    // The full URL, not ofetch's baseURL: withBase would leave a path that already starts with the base alone.
    const answer = await client<Answer | undefined>(`${serviceConfig.serviceUrl}${path}`, {
      method,
      body: method === 'POST' ? ((body ?? {}) as Record<string, unknown>) : undefined,
      headers: options.headers,
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
    if (answer?.kind === 'array') return answer;
    if (answer?.kind !== 'envelope') {
      return report(path, { kind: 'network', message: `HTTP ${answer?.status ?? 'no body'}` }, options);
    }
    const payload = answer.envelope;
    if (payload.errCode === ErrCode.sessionInvalid) return report(path, { kind: 'sessionInvalid' }, options);
    if (payload.errCode !== ErrCode.ok) {
      const msg = typeof payload.msg === 'string' ? payload.msg : 'The request was refused';
      const data = payload.data ?? undefined;
      return report(
        path,
        { kind: 'appError', errCode: payload.errCode, msg, ...(data && { data }) },
        options,
      );
    }
    return { kind: 'ok', envelope: payload };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // An abort the caller asked for is not a failure the user needs to hear about.
    if (options.signal?.aborted) return { kind: 'network', message: 'aborted' };
    return report(path, { kind: 'network', message }, options);
  }
};

const toResult = <T>(answer: Awaited<ReturnType<typeof request>>): HttpResult<T> => {
  if (answer.kind === 'array') return { kind: 'ok', data: answer.items as T, msg: '' };
  if (answer.kind === 'ok') return { kind: 'ok', data: answer.envelope.data as T, msg: answer.envelope.msg };
  return answer;
};

export const post = async <T>(
  path: string,
  body: unknown,
  options?: RequestOptions,
): Promise<HttpResult<T>> => toResult<T>(await request('POST', path, body, options));

export const get = async <T>(path: string, options?: RequestOptions): Promise<HttpResult<T>> =>
  toResult<T>(await request('GET', path, undefined, options));

/** For calls that read msg as a list or may answer a bare array (tree loads, type-ahead, dropdowns). */
export const postEnvelope = async (
  path: string,
  body: unknown,
  options?: RequestOptions,
): Promise<EnvelopeResult> => {
  const answer = await request('POST', path, body, options);
  if (answer.kind === 'array') return { kind: 'ok', envelope: { errCode: 0, msg: '', data: answer.items } };
  return answer;
};
