import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { formatPhone } from '../../../rules/phone-number';

/** A field the service refused, by its path in the payload. */
type FieldIssue = { path: string; message: string };

/**
 * A details form over one of the area contracts (customers, internal organisation, …): the same schema the
 * service validates with, so the §5 messages show before sending; the service's own field issues (a duplicate,
 * a date rule) are put under their fields when the answer comes back.
 */
export function useRecordForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaults: Record<string, unknown>,
  issues: readonly FieldIssue[],
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: defaults as never,
    criteriaMode: 'all',
    mode: 'onSubmit',
  });
  useEffect(() => {
    for (const issue of issues)
      form.setError(issue.path as Path<z.input<S>>, { type: 'server', message: issue.message });
  }, [issues, form]);
  return form;
}

/** The contracts' phone fields: stored normalised (27821234567), edited as people write them (082 123 4567). */
const phoneKeys = new Set(['phone', 'mobile', 'work_phone']);

/** Nulls become '' for inputs (a controlled <input> cannot show null); phone numbers in their local form. */
export function formDefaults(record: Record<string, unknown> | null, keys: readonly string[]) {
  // The id travels with the values: the contracts require it (-1 creates).
  const out: Record<string, unknown> = { id: record?.id ?? -1 };
  for (const key of keys) {
    const v = record?.[key];
    out[key] =
      v === null || v === undefined ? '' : phoneKeys.has(key) && typeof v === 'string' ? formatPhone(v) : v;
  }
  return out;
}
