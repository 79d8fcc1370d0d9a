import type { FieldError } from 'react-hook-form';

/**
 * Every message of a field, for the error list under it. With criteriaMode 'all' react-hook-form keeps each
 * failing rule in `types`; otherwise only the first message is known.
 */
export function errorMessages(error: FieldError | undefined): string[] {
  if (!error) return [];
  const out: string[] = [];
  const push = (m: unknown) => {
    if (typeof m === 'string' && m !== '' && !out.includes(m)) out.push(m);
  };
  push(error.message);
  for (const value of Object.values(error.types ?? {})) {
    if (Array.isArray(value)) value.forEach(push);
    else push(value);
  }
  return out;
}
