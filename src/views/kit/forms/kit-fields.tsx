import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { KitField, type KitFieldProps } from './kit-field';
import { fieldError } from './select-field';

/** One input of a form, as data: KitField's props with the field's name in place of its registration. */
export type FieldSpec<V extends FieldValues> = Omit<KitFieldProps, 'registration' | 'error'> & {
  name: Path<V>;
};

type KitFieldsProps<V extends FieldValues, T> = {
  form: UseFormReturn<V, unknown, T>;
  fields: readonly FieldSpec<V>[];
};

/** A run of plain inputs registered on one form, each with its own error list under it. */
export const KitFields = <V extends FieldValues, T>({ form, fields }: KitFieldsProps<V, T>) => (
  <>
    {fields.map(({ name, ...field }) => (
      <KitField
        key={name}
        {...field}
        registration={form.register(name)}
        error={fieldError(get(form.formState.errors, name))}
      />
    ))}
  </>
);
