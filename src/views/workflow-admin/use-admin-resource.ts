import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useEffect } from 'react';
import type { WorkflowAdminPathName } from '../../contracts/workflow-admin/paths';
import {
  workflowAdminResourceMachine,
  type AdminResourceEmitted,
  type AdminResourceInput,
} from '../../machines/workflow-admin-resource.machine';

/** A screen's resource actor and the narrow reads every admin screen needs. */
export function useAdminResource<T>(
  load: WorkflowAdminPathName | null,
  body: Record<string, unknown> = {},
  onSaved?: (saved: AdminResourceEmitted) => void,
  afterSave?: AdminResourceInput['afterSave'],
) {
  const ref = useScreenActor(workflowAdminResourceMachine, { input: { load, body, afterSave } });
  const data = useSelector(ref, (s) => s.context.data) as T | null;
  const error = useSelector(ref, (s) => s.context.error);
  const notice = useSelector(ref, (s) => s.context.notice);
  const loading = useSelector(ref, (s) => s.hasTag('loading'));
  const saving = useSelector(ref, (s) => s.context.saving);
  useEffect(() => {
    if (!onSaved) return;
    const sub = ref.on('admin.saved', onSaved);
    return () => sub.unsubscribe();
  }, [ref, onSaved]);
  const save = (path: WorkflowAdminPathName, payload: Record<string, unknown>) =>
    ref.send({ type: 'admin.save', path, payload });
  return { ref, data, error, notice, loading, saving, save };
}
