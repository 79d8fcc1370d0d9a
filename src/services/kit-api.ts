import { post, postEnvelope, type RequestOptions } from './http';
import { HttpError, unwrap } from './http-result';
import { parseTypeaheadAnswer, typeaheadBody } from '../rules/kit-typeahead';
import type { TreeLoadRequest } from '../rules/kit-tree-types';
import { kitPaths } from '../contracts/kit';

/** The gallery's reference-service calls plus the generic calls the kit pieces make (paths in contracts/kit). */
export { kitPaths };

/** Edit-control Update: POST the payload dictionary to the configured url; the answer's data is the result. */
export const postRecord = async (url: string, payload: Record<string, unknown>, options?: RequestOptions) =>
  unwrap(await post<unknown>(url, payload, options));

/**
 * Type-ahead search: the service data plus the text under the query key. Quiet, and null for any answer that is
 * not errCode 0 with a list (spec §8: ignored, loading ends).
 */
export const searchTypeahead = async (
  url: string,
  text: string,
  options: { serviceData?: Record<string, unknown>; queryKey?: string; signal?: AbortSignal } = {},
) => {
  const result = await postEnvelope(url, typeaheadBody(text, options.serviceData, options.queryKey), {
    signal: options.signal,
    quiet: true,
  });
  return result.kind === 'ok' ? parseTypeaheadAnswer(result.envelope) : null;
};

/** Tree load: POST {service_url}/{service} with id and menu_items; the raw answer (array or envelope) goes to
 * parseTreeAnswer. Failures throw, and the tree only logs them (spec §8). */
export const loadTree = async (
  serviceUrl: string,
  service: string,
  body: TreeLoadRequest,
  options?: RequestOptions,
) => {
  const result = await postEnvelope(`${serviceUrl}/${service}`, body, { ...options, quiet: true });
  if (result.kind !== 'ok') throw new HttpError(result);
  return Array.isArray(result.envelope.data) ? result.envelope.data : result.envelope;
};

/** Classification dropdown answer: the whole body ({parent_children_dict, msg, root_id, errCode}). */
export const loadClassificationDropdown = async (
  path: string = kitPaths.classificationDropdown,
  options?: RequestOptions,
) => {
  const result = await postEnvelope(path, {}, { ...options, quiet: true });
  if (result.kind !== 'ok') throw new HttpError(result);
  return result.envelope as unknown;
};
