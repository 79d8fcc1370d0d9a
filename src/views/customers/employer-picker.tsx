import { useEffect, useId, useState } from 'react';
import type { Employer } from '../../contracts/customers/entities';
import { labels } from '../../config/labels';
import { customersApi } from '../../services/customers-api';
import formStyles from '../kit/forms/forms.module.css';

type EmployerPickerProps = { value: number | null; onChange: (id: number | null) => void };

/** Choose the customer a new record belongs to (employers of the selected tenant and its children). */
export const EmployerPicker = ({ value, onChange }: EmployerPickerProps) => {
  const id = useId();
  const [employers, setEmployers] = useState<Employer[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void customersApi.employers({ signal: controller.signal }).then((r) => {
      if (r.kind === 'ok') setEmployers(r.data);
    });
    return () => controller.abort();
  }, []);
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
