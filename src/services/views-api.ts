import {
  savedViewSchema,
  viewListResponse,
  viewPaths,
  type SavedView,
  type ViewDefaultRequest,
  type ViewList,
  type ViewListResponse,
  type ViewSaveRequest,
} from '../contracts/saved-views';
import { post } from './http';
import { unwrap } from './http-result';

/** Saved views (issue 19). Failures throw HttpError for the machine. */
export const viewsApi = {
  /** One list's views and whom they may be shared with; without a list, every view of every list. */
  list: async (list?: ViewList, signal?: AbortSignal): Promise<ViewListResponse> =>
    viewListResponse.parse(unwrap(await post<unknown>(viewPaths.list, list ? { list } : {}, { signal }))),
  save: async (body: ViewSaveRequest): Promise<SavedView> =>
    savedViewSchema.parse(unwrap(await post<unknown>(viewPaths.save, body))),
  remove: async (id: number): Promise<void> => {
    unwrap(await post<null>(viewPaths.remove, { id }));
  },
  setDefault: async (body: ViewDefaultRequest): Promise<void> => {
    unwrap(await post<unknown>(viewPaths.setDefault, body));
  },
};

/** Every saved view the user may open, for the command palette (each opens by saved-view-link's route). */
export const listViews = async (signal?: AbortSignal): Promise<SavedView[]> =>
  (await viewsApi.list(undefined, signal)).views;
