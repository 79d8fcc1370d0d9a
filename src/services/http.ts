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
  /** Calls whose failures the spec keeps silent (restore, role switch, type-ahead, tree loads). */
  quiet?: boolean;
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

const report = (path: string, failure: HttpFailure, options: RequestOptions): HttpFailure => {
  if (!options.quiet) outcomes.next({ path, failure });
  return failure;
};

const headersFor = (): Record<string, string> => {
  const token = getToken();
  const headers: Record<string, string> = { info: clientInfoHeader() };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
};

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
    // Native fetch rather than a wrapper library: this module is on the sign-in route (ARCHITECTURE §10).
    const timeout = AbortSignal.timeout(serviceConfig.requestTimeoutMs);
    const response = await fetch(`${serviceConfig.serviceUrl}${path}`, {
      method,
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      headers: {
        ...headersFor(),
        ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
        ...options.headers,
      },
      credentials: 'include',
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
    const payload = parseJson(await response.text());
    if (Array.isArray(payload)) return { kind: 'array', items: payload };
    if (!isEnvelope(payload)) {
      return report(path, { kind: 'network', message: `HTTP ${response.status}` }, options);
    }
    if (payload.errCode === ErrCode.sessionInvalid) return report(path, { kind: 'sessionInvalid' }, options);
    if (payload.errCode !== ErrCode.ok) {
      const msg = typeof payload.msg === 'string' ? payload.msg : 'The request was refused';
      return report(path, { kind: 'appError', errCode: payload.errCode, msg }, options);
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
