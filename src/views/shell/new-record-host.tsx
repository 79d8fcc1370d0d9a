import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { lazy, Suspense, useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useAppActors } from '../../app/actors';
import { newCaseMachine } from '../../machines/new-case.machine';
import { NewRecordContext, type NewCaseRequest } from '../kit/new-record/new-record';
import { useMayDo } from '../kit/permission/use-permission';
import { usePaletteGroup } from '../kit/shortcuts/palette-hub';

// The form (and its classification picker and type-ahead) loads the first time it opens, not with the shell.
const NewCaseDialog = lazy(() =>
  import('../cases/new-case-dialog').then((m) => ({ default: m.NewCaseDialog })),
);

/**
 * The one new case / new lead form of the console: any screen opens it through NewRecordContext (the desk, a
 * customer's, employee's or task's page), and the palette offers "New case…" and "New lead…" wherever one is.
 * A created record is named in a toast; the machine has already opened its page.
 */
export const NewRecordHost = ({ children }: { children: ReactNode }) => {
  const actor = useScreenActor(newCaseMachine);
  const { auth, notifications } = useAppActors();
  const me = useSelector(auth, (s) => s.context.user?.user_id ?? null);
  const allowed = useMayDo('desk.create');
  const open = useSelector(actor, (s) => !s.matches('closed'));
  const openForm = useCallback(
    (request: NewCaseRequest) => actor.send({ type: 'newCase.open', me, ...request }),
    [actor, me],
  );
  useEffect(() => {
    const sub = actor.on('newCase.created', ({ number }) =>
      notifications.send({ type: 'toast.show', kind: 'success', text: `${number} created` }),
    );
    return () => sub.unsubscribe();
  }, [actor, notifications]);
  const group = useMemo(
    () =>
      allowed
        ? {
            id: 'new-record',
            label: 'Create',
            place: 'extra' as const,
            commands: [
              { id: 'case', label: 'New case…', run: () => openForm({ recordType: 'case' }) },
              { id: 'lead', label: 'New lead…', run: () => openForm({ recordType: 'lead' }) },
            ],
          }
        : null,
    [allowed, openForm],
  );
  usePaletteGroup(group);
  return (
    <NewRecordContext.Provider value={allowed ? openForm : null}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <NewCaseDialog actor={actor} />
        </Suspense>
      )}
    </NewRecordContext.Provider>
  );
};
