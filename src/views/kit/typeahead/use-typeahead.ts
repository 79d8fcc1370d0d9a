import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../../app/screen-actor';
import type { CompleterItem } from '../../../rules/kit-typeahead';
import { typeaheadMachine, type TypeaheadSearchInput } from '../../../machines/typeahead.machine';

export type TypeaheadSearch<T> = (text: string, signal: AbortSignal) => Promise<T[] | null>;

/**
 * Where suggestions come from: the service path the machine searches, or (when given) a search of the caller's own.
 * Both are read when the control mounts, like any machine input.
 */
export type TypeaheadSource<T> = {
  path?: string;
  serviceData?: Record<string, unknown>;
  search?: TypeaheadSearch<T>;
};

/** The type-ahead machine of one control: typed text goes in as events, the latest usable answer comes out. */
export function useTypeahead<T extends Record<string, unknown>>(
  { path, serviceData, search }: TypeaheadSource<T>,
  keywords: readonly string[],
  options: Pick<TypeaheadSearchInput, 'dueTime' | 'minLength'> = {},
) {
  const actor = useScreenActor(typeaheadMachine, {
    input: { path, serviceData, search, keywords, ...options },
  });
  const items = useSelector(actor, (s) => s.context.items) as Array<T & CompleterItem>;
  const searched = useSelector(actor, (s) => s.context.searched);
  const loading = useSelector(actor, (s) => s.hasTag('busy'));
  return { items, loading, searched, push: (text: string) => actor.send({ type: 'typeahead.input', text }) };
}
