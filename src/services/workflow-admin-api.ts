import { workflowAdminPaths, type WorkflowAdminPathName } from '../contracts/workflow-admin/paths';
import { post } from './http';
import { unwrap } from './http-result';

/** One workgroup-admin, case set-up or notification call: data on errCode 0, a typed HttpError otherwise. */
export const adminCall = async <T>(
  name: WorkflowAdminPathName,
  body: unknown = {},
  signal?: AbortSignal,
): Promise<T> => unwrap(await post<T>(workflowAdminPaths[name], body, { signal }));

/** The same without the error toast, for the header's background refresh. */
export const adminCallQuiet = async <T>(
  name: WorkflowAdminPathName,
  body: unknown = {},
  signal?: AbortSignal,
): Promise<T> => unwrap(await post<T>(workflowAdminPaths[name], body, { signal, quiet: true }));
