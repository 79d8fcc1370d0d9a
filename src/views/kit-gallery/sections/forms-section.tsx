import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { passwordPattern } from '../../../contracts/auth';
import {
  customRule,
  isStartBeforeEnd,
  isStartNotAfterEnd,
  numberField,
  textField,
} from '../../../rules/kit-forms';
import { LoadingButton } from '../../kit/loading-button';
import { KitField } from '../../kit/forms/kit-field';
import { KitFields, type FieldSpec } from '../../kit/forms/kit-fields';
import { scrollAfterInvalid } from '../../kit/forms/scroll-to-first-invalid';
import { GallerySection } from '../gallery-section';
import { EventLog } from '../event-log';
import styles from '../kit-gallery.module.css';

const schema = z
  .object({
    full_name: textField({ required: true, minLength: 3, maxLength: 40 }),
    email: textField({ required: true, email: true }),
    password: textField({ required: true, pattern: passwordPattern }),
    id_number: customRule('idNumber', 'Enter a valid 13-digit South African ID number'),
    dependants: numberField({ min: 0, max: 12 }),
    cover_start: textField({ required: true }),
    cover_end: textField({ required: true }),
    review_date: textField(),
  })
  .refine((v) => isStartBeforeEnd(v.cover_start, v.cover_end), {
    path: ['cover_end'],
    message: 'End date must be after the start date',
  })
  .refine((v) => isStartNotAfterEnd(v.cover_start, v.review_date), {
    path: ['review_date'],
    message: 'Review date cannot be before the start date',
  });
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

const personFields: readonly FieldSpec<Input>[] = [
  { name: 'full_name', label: 'Full name', required: true },
  { name: 'email', label: 'E-mail', required: true, type: 'email' },
  { name: 'password', label: 'Password', required: true, type: 'password', autoComplete: 'new-password' },
  { name: 'id_number', label: 'ID number' },
];
const coverFields: readonly FieldSpec<Input>[] = [
  { name: 'cover_start', label: 'Cover start', required: true, type: 'date' },
  { name: 'cover_end', label: 'Cover end', required: true, type: 'date', hint: 'Strictly after the start' },
  { name: 'review_date', label: 'Review date', type: 'date', hint: 'On or after the start' },
];

export const FormsSection = () => {
  const [saved, setSaved] = useState('');
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    criteriaMode: 'all',
    mode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  const onValid = async (values: Values) => {
    await new Promise((r) => setTimeout(r, 600));
    setSaved(`${String(values.full_name)} saved`);
  };
  return (
    <GallerySection
      name="Form validation"
      summary="The field messages word for word, custom rules with their own message, date order rules; after a failed submit the page scrolls to the first invalid field (130 px offset). Number inputs lose focus on the mouse wheel in production."
    >
      <form
        noValidate
        onSubmit={form.handleSubmit(onValid, scrollAfterInvalid())}
        aria-label="Member application"
      >
        <div className={styles.grid}>
          <KitFields form={form} fields={personFields} />
          <KitField
            label="Dependants"
            type="number"
            registration={form.register('dependants', { valueAsNumber: true })}
            error={errors.dependants}
          />
          <KitFields form={form} fields={coverFields} />
        </div>
        <p>
          <LoadingButton type="submit" loading={isSubmitting}>
            Submit application
          </LoadingButton>
        </p>
      </form>
      <EventLog label="Result" value={saved} />
    </GallerySection>
  );
};
