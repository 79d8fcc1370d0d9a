import {
  cachePurgeHeader,
  classificationPaths as p,
  type ClassificationFlatItem,
  type ClassificationItem,
  type WorkflowType,
} from '../contracts/classification';
import { get, post, postEnvelope, type RequestOptions } from './http';
import { HttpError } from './http-result';

export type ClassificationCache = { version: number; cached: boolean; items: ClassificationItem[] };

export const classificationApi = {
  create: (workflowType: WorkflowType, parentId: number | null, name: string) =>
    post<ClassificationItem>(p.create, { workflow_type: workflowType, parent_id: parentId, name }),
  rename: (id: number, name: string) => post<ClassificationItem>(p.update, { id, name }),
  move: (id: number, position: number) => post<ClassificationItem[]>(p.move, { id, position }),
  remove: (id: number) => post<null>(p.remove, { id }),
  /** GET /data/classifications; `reset` sends the cache-purge header so the service rebuilds its list. */
  cache: (workflowType: WorkflowType, reset: boolean, options?: RequestOptions) =>
    get<ClassificationCache>(`${p.cache}?workflow_type=${workflowType}`, {
      ...options,
      headers: reset ? { [cachePurgeHeader]: '1' } : undefined,
    }),
  /** GET /data/classifications/flatlist: the values with their paths, for list filters and the palette. */
  flatlist: (workflowType: WorkflowType) =>
    get<ClassificationFlatItem[]>(`${p.flatlist}?workflow_type=${workflowType}`),
};

/**
 * The case classification dropdown answer ({parent_children_dict, msg, root_id, errCode}) for the kit's
 * ClassificationDropdowns `load` prop: the case and lead screens pass this to show the live classification.
 */
export const loadCaseClassification = async (
  workflowType: 'case' | 'mobile' = 'case',
  options?: RequestOptions,
) => {
  const result = await postEnvelope(
    p.caseDropdown,
    { workflow_type: workflowType },
    { ...options, quiet: true },
  );
  if (result.kind !== 'ok') throw new HttpError(result);
  return result.envelope as unknown;
};

export const loadTaskClassification = async (options?: RequestOptions) => {
  const result = await postEnvelope(p.taskDropdown, {}, { ...options, quiet: true });
  if (result.kind !== 'ok') throw new HttpError(result);
  return result.envelope as unknown;
};
