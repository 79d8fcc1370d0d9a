import type { Datatype } from '../../contracts/metadata/datatypes';
import type { MessageAttribute } from '../../contracts/metadata/entities';
import {
  applyTransform,
  transformSpecSchema,
  type TransformResult,
} from '../../contracts/metadata/transform';

const examples: Record<Datatype, unknown> = {
  NONE: null,
  FLEXIBLE: 'any value',
  INTEGER: 2,
  FLOAT: 1875.5,
  STRING: 'text',
  LIST: ['one'],
  DICT: { name: 'Sasol Mining', city: 'Secunda' },
  DATE: '2026-03-01',
  DATETIME: '2026-03-01T08:30:00Z',
};

/** A sample message of a type when none has been received yet: one example value per attribute. */
export const sampleMessage = (attributes: readonly MessageAttribute[]) =>
  Object.fromEntries(attributes.map((a) => [a.name, examples[a.datatype]]));

export type SpecCheck =
  { ok: true; spec: ReturnType<typeof transformSpecSchema.parse> } | { ok: false; problems: string[] };

/** Parses and checks the spec text as the service will: JSON, the spec's shape, sources that exist on the type. */
export function checkSpecText(text: string, attributes: readonly MessageAttribute[] | null): SpecCheck {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      problems: [`Not valid JSON: ${error instanceof Error ? error.message : String(error)}`],
    };
  }
  const parsed = transformSpecSchema.safeParse(raw);
  if (!parsed.success)
    return {
      ok: false,
      problems: parsed.error.issues.map((i) => `${i.path.join('.') || 'spec'}: ${i.message}`),
    };
  if (attributes) {
    const byName = new Map(attributes.map((a) => [a.name, a]));
    const problems = parsed.data.fields.flatMap((f, i) => {
      const [head, ...rest] = f.source.split('.');
      const attribute = byName.get(head);
      if (!attribute) return [`fields.${i}.source: "${head}" is not an attribute of the source message type`];
      if (rest.length && !['DICT', 'FLEXIBLE', 'NONE'].includes(attribute.datatype))
        return [`fields.${i}.source: "${head}" is ${attribute.datatype}, so it has no nested fields`];
      return [];
    });
    if (problems.length) return { ok: false, problems };
  }
  return { ok: true, spec: parsed.data };
}

/** The live preview: the same pure function the service runs on every load. */
export function previewOf(
  check: SpecCheck,
  sampleText: string,
): TransformResult | { ok: false; errors: string[] } {
  if (!check.ok) return { ok: false, errors: ['Fix the spec to see the preview'] };
  try {
    return applyTransform(check.spec, JSON.parse(sampleText));
  } catch {
    return { ok: false, errors: ['The sample message is not valid JSON'] };
  }
}
