import { post, type RequestOptions } from './http';
import type { HttpResult } from './http-result';
import { getToken } from './token-store';

/**
 * The cached POST services of spec §7 (actions, statuses, filter users, dropdowns): every list and dialog that
 * opens asks the same question, so one answer serves them for a minute. Keyed by session too, so another
 * sign-in never sees the last one's answer; only successes are kept, a failure is asked again next time.
 */
const lifetimeMs = 60_000;
const entries = new Map<string, { at: number; answer: Promise<HttpResult<unknown>> }>();

export const cachedPost = <T>(
  path: string,
  body: unknown,
  options?: RequestOptions,
): Promise<HttpResult<T>> => {
  const key = `${getToken() ?? ''}|${path}|${JSON.stringify(body)}`;
  const now = Date.now();
  const kept = entries.get(key);
  if (kept && now - kept.at < lifetimeMs) return kept.answer as Promise<HttpResult<T>>;
  const answer = post<T>(path, body, options);
  entries.set(key, { at: now, answer });
  void answer.then((r) => {
    if (r.kind !== 'ok' && entries.get(key)?.answer === answer) entries.delete(key);
  });
  return answer;
};

/** Forget every kept answer (after a write that changes them, and in tests). */
export const clearCachedPosts = (): void => entries.clear();
