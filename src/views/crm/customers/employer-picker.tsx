import { useId } from 'react';
import { labels } from '../../../config/labels';
import { useQuery } from '../../kit/use-query';
import formStyles from '../../kit/forms/forms.module.css';

type EmployerPickerProps = { value: number | null; onChange: (id: number | null) => void };

/** Choose the customer a new record belongs to (employers of the selected tenant and its children). */
export const EmployerPicker = ({ value, onChange }: EmployerPickerProps) => {
  const id = useId();
  const employers = useQuery('customers.employers', null).data;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {labels.customer} <span aria-hidden="true">*</span>
      </label>
      <select
        id={id}
        className={formStyles.input}
        aria-required
        aria-busy={employers === null}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">
          {employers === null ? 'Loading…' : `Choose a ${labels.customer.toLowerCase()}`}
        </option>
        {employers?.map((e) => (
          <option key={e.id} value={e.id}>
            {e.name}
          </option>
        ))}
      </select>
    </div>
  );
};
