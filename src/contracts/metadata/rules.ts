import { describeValue, fitsDatatype, type Datatype } from './datatypes';

type AttributeShape = { name: string; datatype: Datatype };

/**
 * Whether saving an index attribute means the stored documents must be loaded again: their values were checked
 * against the old name and datatype, so a new, renamed or retyped attribute over existing documents needs a
 * rebuild. Flags (searchable, filterable, sortable) and descriptions never do.
 */
export function attributeChangeNeedsRebuild(
  before: AttributeShape | null,
  after: AttributeShape,
  documentCount: number,
): boolean {
  if (documentCount === 0) return false;
  return before === null || before.name !== after.name || before.datatype !== after.datatype;
}

/** Why a transformed document does not fit the index's attributes (empty when it fits). */
export function documentProblems(
  doc: Record<string, unknown>,
  attributes: readonly AttributeShape[],
): string[] {
  const problems: string[] = [];
  for (const attribute of attributes) {
    const value = doc[attribute.name];
    if (!fitsDatatype(value, attribute.datatype))
      problems.push(`${attribute.name}: ${describeValue(value)} is not ${attribute.datatype}`);
  }
  return problems;
}

/** Why a received payload does not fit its message type (missing required attributes, wrong datatypes). */
export function payloadProblems(
  payload: Record<string, unknown>,
  attributes: readonly (AttributeShape & { required: boolean })[],
): string[] {
  const problems: string[] = [];
  for (const attribute of attributes) {
    const value = payload[attribute.name];
    if (value === undefined || value === null) {
      if (attribute.required) problems.push(`${attribute.name} is required`);
    } else if (!fitsDatatype(value, attribute.datatype))
      problems.push(`${attribute.name}: ${describeValue(value)} is not ${attribute.datatype}`);
  }
  return problems;
}
