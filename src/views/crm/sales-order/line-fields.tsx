import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { KitField } from '../../kit/forms/kit-field';
import { fieldError } from '../../kit/forms/select-field';
import styles from '../../kit/shared/page.module.css';
import { Button } from '../../kit/ui/button';

export type LineValues = { description: string; quantity: number; unit_price?: number };
type Form = { lines: LineValues[] };

type LineFieldsProps = {
  control: Control<Form>;
  register: UseFormRegister<Form>;
  errors: FieldErrors<Form>;
  withPrice: boolean;
};

/** The lines of a request or quote: description, quantity and (for a quote) the unit price in rand. */
export const LineFields = ({ control, register, errors, withPrice }: LineFieldsProps) => {
  const lines = useFieldArray({ control, name: 'lines' });
  return (
    <fieldset style={{ gridColumn: '1 / -1', border: 0, padding: 0 }}>
      <legend className={styles.subtitle}>Lines</legend>
      {errors.lines?.root?.message && <p className={styles.alert}>{errors.lines.root.message}</p>}
      {lines.fields.map((field, i) => (
        <div key={field.id} className={styles.grid} role="group" aria-label={`Line ${i + 1}`}>
          <KitField
            label="Description"
            required
            registration={register(`lines.${i}.description`)}
            error={fieldError(errors.lines?.[i]?.description)}
          />
          <KitField
            label="Quantity"
            type="number"
            required
            registration={register(`lines.${i}.quantity`, { valueAsNumber: true })}
            error={fieldError(errors.lines?.[i]?.quantity)}
          />
          {withPrice && (
            <KitField
              label="Unit price (R)"
              type="number"
              step="0.01"
              required
              registration={register(`lines.${i}.unit_price`, { valueAsNumber: true })}
              error={fieldError(errors.lines?.[i]?.unit_price)}
            />
          )}
          <Button
            variant="quiet"
            tone="danger"
            style={{ alignSelf: 'end' }}
            disabled={lines.fields.length === 1}
            onClick={() => lines.remove(i)}
          >
            Remove line {i + 1}
          </Button>
        </div>
      ))}
      <Button
        onClick={() =>
          lines.append({ description: '', quantity: 1, ...(withPrice ? { unit_price: 0 } : {}) })
        }
      >
        Add line
      </Button>
    </fieldset>
  );
};
