import type { IndexAttribute } from '../../../src/contracts/metadata';
import { documentProblems } from '../../../src/contracts/metadata/rules';
import { applyTransform, type transformSpecSchema } from '../../../src/contracts/metadata/transform';
import type { z } from 'zod';

export type Prepared = { ok: true; doc: Record<string, unknown> } | { ok: false; reason: string };

/** One message → the document its index stores: the transform, then the index's datatypes. */
export function prepareDocument(
  spec: z.output<typeof transformSpecSchema>,
  attributes: readonly Pick<IndexAttribute, 'name' | 'datatype'>[],
  payload: unknown,
): Prepared {
  const result = applyTransform(spec, payload);
  if (!result.ok) return { ok: false, reason: `Transform: ${result.errors.join('; ')}` };
  const problems = documentProblems(result.doc, attributes);
  if (problems.length) return { ok: false, reason: `Index: ${problems.join('; ')}` };
  return { ok: true, doc: result.doc };
}
