import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../../app/screen-actor';
import { useEffect, useRef } from 'react';
import type { CrmMorePathName } from '../../../contracts/crm-more';
import {
  crmDeskMachine,
  type CrmDeskEmitted,
  type CrmDeskInput,
  type CrmReads,
} from '../../../machines/crm-desk.machine';

/** The crmDesk machine for one screen: narrow selections, and each saved change as a callback. */
export function useCrmDesk(
  reads: CrmReads,
  onChanged?: (e: CrmDeskEmitted) => void,
  afterChange?: CrmDeskInput['afterChange'],
) {
  const actor = useScreenActor(crmDeskMachine, { input: { reads, afterChange } });
  const latest = useRef(onChanged);
  useEffect(() => {
    latest.current = onChanged;
  });
  useEffect(() => {
    const sub = actor.on('crm.changed', (e) => latest.current?.(e));
    return () => sub.unsubscribe();
  }, [actor]);
  return {
    actor,
    data: useSelector(actor, (s) => s.context.data),
    error: useSelector(actor, (s) => s.context.error),
    notice: useSelector(actor, (s) => s.context.notice),
    loading: useSelector(actor, (s) => s.hasTag('loading')),
    saving: useSelector(actor, (s) => s.hasTag('saving')),
  };
}

/** The answer of one read, typed by the screen that asked for it. */
export const readOf = <T>(data: Partial<Record<CrmMorePathName, unknown>>, name: CrmMorePathName) =>
  data[name] as T | undefined;
