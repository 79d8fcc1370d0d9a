import { useMayDo } from '../kit/permission/use-permission';

/** What the current profile may do with metadata; the service's gate checks the same catalogue keys on every call. */
export function useMetaPermissions() {
  return { canEdit: useMayDo('metadata.edit'), canLoad: useMayDo('metadata.bulk-load') };
}
