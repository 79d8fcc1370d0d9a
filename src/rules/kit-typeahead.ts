/** Type-ahead rules of spec §3 "Completer item", §5 and §7. */

export type CompleterItem = Record<string, unknown> & { search_key: string };

/** Remote search starts once the trimmed text is longer than 2 characters. */
export const typeaheadMinLength = 3;
export const typeaheadDebounceMs = 200;
export const defaultQueryKey = 'query';

export function shouldSearch(text: string, minLength = typeaheadMinLength): boolean {
  return text.trim().length >= minLength;
}

/** The chosen keyword fields joined by spaces; missing fields are skipped rather than printed as 'undefined'. */
export function withSearchKey<T extends Record<string, unknown>>(
  item: T,
  keywords: readonly string[],
): T & CompleterItem {
  const parts: string[] = [];
  for (const key of keywords) {
    const value = item[key];
    if (value !== undefined && value !== null && value !== '') parts.push(String(value));
  }
  return { ...item, search_key: parts.join(' ') };
}

/** Request body: the service data plus the text under the configured key. */
export function typeaheadBody(
  text: string,
  serviceData: Record<string, unknown> = {},
  queryKey = defaultQueryKey,
) {
  return { ...serviceData, [queryKey]: text.trim() };
}

/** Success is errCode 0 with msg a list; anything else is ignored (null) and loading simply ends (spec §8). */
export function parseTypeaheadAnswer(answer: unknown): Record<string, unknown>[] | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { errCode, msg } = answer as { errCode?: unknown; msg?: unknown };
  if (errCode !== 0 || !Array.isArray(msg)) return null;
  return msg.filter((m): m is Record<string, unknown> => typeof m === 'object' && m !== null);
}

/** Autocomplete values must exist in the list, compared by key; otherwise the control reports notFound. */
export function validateInList(
  value: unknown,
  list: readonly Record<string, unknown>[],
  key: string,
): { notFound: true } | null {
  if (value === null || value === undefined || value === '') return null;
  const wanted = typeof value === 'object' ? (value as Record<string, unknown>)[key] : value;
  return list.some((item) => item[key] === wanted) ? null : { notFound: true };
}

/** The wrong-input event fires on close only when asked for and when the text names no item. */
export function isWrongInput(text: string, list: readonly CompleterItem[], emitWrongInput: boolean): boolean {
  const trimmed = text.trim();
  if (!emitWrongInput || trimmed === '') return false;
  const lower = trimmed.toLowerCase();
  return !list.some((item) => item.search_key.toLowerCase() === lower);
}
