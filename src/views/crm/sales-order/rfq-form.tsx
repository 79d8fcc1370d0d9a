import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { fieldMessages } from '../../../contracts/field-messages';
import { rfqCreate } from '../../../contracts/sales';
import { KitField } from '../../kit/forms/kit-field';
import { scrollAfterInvalid } from '../../kit/forms/scroll-to-first-invalid';
import { EmployerPicker } from '../customers/employer-picker';
import { FormShell } from '../../kit/forms/form-shell';
import { fieldError } from '../../kit/forms/select-field';
import { LineFields } from './line-fields';
import styles from '../../kit/shared/page.module.css';

const schema = rfqCreate.extend({
  employer_id: z.number({ error: fieldMessages.required }).int().positive(),
});
type Input = z.input<typeof schema>;

type RfqFormProps = {
  busy: boolean;
  error: string | null;
  onSubmit: (body: Record<string, unknown>) => void;
};

/** A new request for quote: the customer, what is asked for (lines) and when it is needed. */
export const RfqForm = ({ busy, error, onSubmit }: RfqFormProps) => {
  const form = useForm<Input, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { title: '', notes: '', due_date: '', lines: [{ description: '', quantity: 1 }] },
    criteriaMode: 'all',
  });
  const { errors } = form.formState;
  const employerId = useWatch({ control: form.control, name: 'employer_id' });
  return (
    <FormShell
      label="New request for quote"
      error={error}
      saving={busy}
      onSubmit={form.handleSubmit((v) => {
        onSubmit({ ...v, due_date: v.due_date || null });
        form.reset();
      }, scrollAfterInvalid())}
    >
      <div>
        <EmployerPicker
          value={employerId ?? null}
          onChange={(id) =>
            form.setValue('employer_id', id as number, { shouldValidate: form.formState.isSubmitted })
          }
        />
        {errors.employer_id && <p className={styles.alert}>{errors.employer_id.message}</p>}
      </div>
      <KitField
        label="Title"
        required
        registration={form.register('title')}
        error={fieldError(errors.title)}
      />
      <KitField
        label="Needed by"
        type="date"
        registration={form.register('due_date')}
        error={fieldError(errors.due_date)}
      />
      <KitField label="Notes" registration={form.register('notes')} error={fieldError(errors.notes)} />
      <LineFields
        control={form.control as never}
        register={form.register as never}
        errors={errors as never}
        withPrice={false}
      />
    </FormShell>
  );
};
