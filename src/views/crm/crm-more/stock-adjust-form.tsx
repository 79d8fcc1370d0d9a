import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { stockAdjust, type Offering } from '../../../contracts/crm-more';
import { KitField } from '../../kit/forms/kit-field';
import { scrollAfterInvalid } from '../../kit/forms/scroll-to-first-invalid';
import { LoadingButton } from '../../kit/loading-button';
import { fieldError, SelectField } from '../../kit/forms/select-field';
import styles from '../../kit/shared/page.module.css';

type Props = { offerings: Offering[]; saving: boolean; onSave: (payload: Record<string, unknown>) => void };

/** Stock received (a positive quantity) or adjusted (+ or −), validated by the service's own contract. */
export const StockAdjustForm = ({ offerings, saving, onSave }: Props) => {
  const form = useForm<z.input<typeof stockAdjust>, unknown, z.output<typeof stockAdjust>>({
    resolver: zodResolver(stockAdjust),
    defaultValues: { offering_id: '', kind: 'received', quantity: '', note: '' },
    criteriaMode: 'all',
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label="Stock adjustment"
      onSubmit={form.handleSubmit((v) => {
        onSave(v);
        form.reset({ offering_id: v.offering_id, kind: v.kind, quantity: '', note: '' });
      }, scrollAfterInvalid())}
    >
      <div className={styles.grid}>
        <SelectField
          label="Offering"
          required
          registration={form.register('offering_id')}
          options={offerings.map((o) => ({ value: o.id, label: o.name }))}
          empty="Choose an offering"
          error={errors.offering_id}
        />
        <SelectField
          label="Movement"
          required
          registration={form.register('kind')}
          options={[
            { value: 'received', label: 'Received' },
            { value: 'adjusted', label: 'Adjusted' },
          ]}
          error={errors.kind}
        />
        <KitField
          label="Quantity"
          type="number"
          required
          registration={form.register('quantity')}
          error={fieldError(errors.quantity)}
          hint="Received: how many came in. Adjusted: + or − the difference."
        />
        <KitField label="Note" registration={form.register('note')} error={fieldError(errors.note)} />
      </div>
      <div className={styles.actions}>
        <LoadingButton type="submit" loading={saving} loadingText="Saving">
          Save movement
        </LoadingButton>
      </div>
    </form>
  );
};
