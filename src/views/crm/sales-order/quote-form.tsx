import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { fieldMessages } from '../../../contracts/field-messages';
import type { SalesDocument } from '../../../contracts/sales';
import { KitField } from '../../kit/forms/kit-field';
import { scrollAfterInvalid } from '../../kit/forms/scroll-to-first-invalid';
import { FormShell } from '../../kit/forms/form-shell';
import { fieldError, SelectField } from '../../kit/forms/select-field';
import { LineFields } from './line-fields';

const required = z
  .string()
  .trim()
  .min(1, { message: fieldMessages.required })
  .max(200, { message: fieldMessages.maxlength(200) });
// The form works in rand; the service takes cents.
const schema = z.object({
  rfq_id: z.preprocess(
    (v) => (v === '' ? undefined : Number(v)),
    z.number({ error: fieldMessages.required }),
  ),
  notes: z.string().max(1000, { message: fieldMessages.maxlength(1000) }),
  due_date: z.string(),
  lines: z
    .array(
      z.object({
        description: required,
        quantity: z
          .number({ error: fieldMessages.required })
          .int()
          .min(1, { message: fieldMessages.min(1) }),
        unit_price: z.number({ error: fieldMessages.required }).min(0, { message: fieldMessages.min(0) }),
      }),
    )
    .min(1, { message: 'Add at least one line' }),
});
type Input = z.input<typeof schema>;

type QuoteFormProps = {
  openRfqs: readonly SalesDocument[];
  busy: boolean;
  error: string | null;
  onSubmit: (body: Record<string, unknown>) => void;
};

/** A quote for an open request: its lines priced (in rand), valid until a date. */
export const QuoteForm = ({ openRfqs, busy, error, onSubmit }: QuoteFormProps) => {
  const form = useForm<Input, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { rfq_id: '', notes: '', due_date: '', lines: [] },
    criteriaMode: 'all',
  });
  const { errors } = form.formState;
  const rfqId = useWatch({ control: form.control, name: 'rfq_id' });
  const rfqField = form.register('rfq_id', {
    onChange: (e: { target: { value: string } }) => {
      const rfq = openRfqs.find((r) => String(r.id) === e.target.value);
      form.reset({
        rfq_id: e.target.value,
        notes: '',
        due_date: '',
        lines:
          rfq?.lines.map((l) => ({ description: l.description, quantity: l.quantity, unit_price: 0 })) ?? [],
      });
    },
  });
  return (
    <FormShell
      label="New quote"
      error={error}
      saving={busy}
      onSubmit={form.handleSubmit(
        (v) =>
          onSubmit({
            rfq_id: v.rfq_id,
            notes: v.notes,
            due_date: v.due_date || null,
            lines: v.lines.map((l) => ({ ...l, unit_price: Math.round(l.unit_price * 100) })),
          }),
        scrollAfterInvalid(),
      )}
    >
      <SelectField
        label="Request for quote"
        required
        registration={rfqField}
        error={errors.rfq_id}
        empty={openRfqs.length ? 'Choose an open request' : 'No open requests'}
        options={openRfqs.map((r) => ({
          value: r.id,
          label: `${r.number}: ${r.title} (${r.employer_name})`,
        }))}
      />
      <KitField
        label="Valid until"
        type="date"
        registration={form.register('due_date')}
        error={fieldError(errors.due_date)}
      />
      <KitField label="Notes" registration={form.register('notes')} error={fieldError(errors.notes)} />
      {rfqId !== '' && (
        <LineFields
          control={form.control as never}
          register={form.register as never}
          errors={errors as never}
          withPrice
        />
      )}
    </FormShell>
  );
};
