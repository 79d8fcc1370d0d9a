import { z } from 'zod';
import { descriptionSchema, nameSchema } from '../../contracts/metadata/datatypes';
import { useRecordForm } from '../kit/forms/use-record-form';

/** A required choice of a <select> of records: '' is no choice yet, the value is the record's id. */
export const choiceSchema = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : Number(v)),
  z.number({ error: 'This field is required' }).int().positive(),
);

/** The name and description every metadata record has, with the §5 messages of the contracts. */
export const namedFields = { name: nameSchema, description: descriptionSchema };

const noIssues: never[] = [];

/**
 * A metadata form on react-hook-form with the contract's zod rules, like every other form of the console: the
 * refusals of the service itself come back through the collection machine's error, not as field issues.
 */
export const useMetaForm = <S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: S,
  defaults: Record<string, unknown>,
) => useRecordForm(schema, defaults, noIssues);
