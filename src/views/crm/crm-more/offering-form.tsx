import { offeringSave, type Offering, type RfqQuoteMap } from '../../../contracts/crm-more';
import { labels } from '../../../config/labels';
import { ClassificationDropdowns } from '../../kit/classification/classification-dropdowns';
import { KitField } from '../../kit/forms/kit-field';
import { KitFields } from '../../kit/forms/kit-fields';
import { scrollAfterInvalid } from '../../kit/forms/scroll-to-first-invalid';
import { FormShell } from '../../kit/forms/form-shell';
import { fieldError, SelectField } from '../../kit/forms/select-field';
import { formDefaults, useRecordForm } from '../../kit/forms/use-record-form';
import styles from '../../kit/shared/page.module.css';

type OfferingFormProps = {
  offering: Offering | null;
  products: RfqQuoteMap['products'];
  error: string | null;
  saving: boolean;
  onSave: (values: Record<string, unknown>) => void;
};

const cents = { type: 'number', step: '0.01', required: true } as const;
const keys = ['name', 'product_id', 'classification_id', 'price', 'cost_price', 'stock_quantity', 'note'];

/** The offering (service) form: the same zod contract as the service; cost_price carries the configurable label. */
export const OfferingForm = ({ offering, products, error, saving, onSave }: OfferingFormProps) => {
  const form = useRecordForm(offeringSave, formDefaults(offering, keys), []);
  const { errors, submitCount } = form.formState;
  return (
    <FormShell
      label="Offering details"
      error={error}
      saving={saving}
      onSubmit={form.handleSubmit((v) => onSave({ ...v, id: offering?.id ?? -1 }), scrollAfterInvalid())}
    >
      <KitField label="Name" required registration={form.register('name')} error={fieldError(errors.name)} />
      <SelectField
        label="Product"
        registration={form.register('product_id')}
        options={products.map((p) => ({ value: p.id, label: p.name }))}
        empty="No product"
        error={errors.product_id}
      />
      <KitFields
        form={form}
        fields={[
          { name: 'price', label: 'Price (R)', ...cents },
          { name: 'cost_price', label: `${labels.cost} (R)`, ...cents },
          {
            name: 'stock_quantity',
            label: 'Stock quantity',
            type: 'number',
            step: '1',
            required: true,
            hint: offering ? 'A change is kept as a stock adjustment' : 'Kept as the opening stock received',
          },
        ]}
      />
      {offering && (
        <KitField
          label="Reason for a stock change"
          registration={form.register('note')}
          error={fieldError(errors.note)}
        />
      )}
      <div className={styles.pane}>
        {offering?.classification_name && (
          <p className={styles.note}>Classification now: {offering.classification_name}</p>
        )}
        <ClassificationDropdowns
          variant="case"
          source="case"
          submitCount={submitCount}
          legend="Classification"
          onChange={(e) => {
            const chosen = [4, 3, 2, 1]
              .map((n) => e.payload[`classification_l${n}`])
              .find((v) => v !== null && v !== undefined && v !== '');
            if (chosen !== undefined) form.setValue('classification_id', Number(chosen));
          }}
        />
      </div>
    </FormShell>
  );
};
