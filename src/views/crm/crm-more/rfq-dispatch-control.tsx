import { useId, useState } from 'react';
import { rfqCategories, type RfqCategory } from '../../../contracts/crm-more';
import forms from '../../kit/forms/forms.module.css';
import { LoadingButton } from '../../kit/loading-button';
import { StatusLine } from './status-line';
import { useCrmDesk } from './use-crm-desk';
import styles from '../../kit/shared/page.module.css';

/** Dispatch an open request for quote to the quote workgroup its category maps to (RFQ Dispatch Mapping). */
export const RfqDispatchControl = ({ rfqId }: { rfqId: number }) => {
  const [category, setCategory] = useState<RfqCategory>('medical_scheme');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const desk = useCrmDesk({}, ({ result }) =>
    setSentTo((result as { workgroup_name: string }).workgroup_name),
  );
  const id = useId();
  return (
    <form
      noValidate
      aria-label="Dispatch request"
      className={styles.actions}
      onSubmit={(e) => {
        e.preventDefault();
        setSentTo(null);
        desk.actor.send({ type: 'crm.change', call: 'rfqDispatch', payload: { id: rfqId, category } });
      }}
    >
      <div className={forms.field}>
        <label htmlFor={id} className={forms.label}>
          Dispatch category
        </label>
        <select
          id={id}
          className={forms.input}
          value={category}
          onChange={(e) => setCategory(e.target.value as RfqCategory)}
        >
          {(Object.keys(rfqCategories) as RfqCategory[]).map((k) => (
            <option key={k} value={k}>
              {rfqCategories[k]}
            </option>
          ))}
        </select>
      </div>
      <LoadingButton type="submit" loading={desk.saving} loadingText="Dispatching">
        Dispatch
      </LoadingButton>
      <StatusLine error={desk.error} notice={sentTo ? `Dispatched to ${sentTo}` : null} />
    </form>
  );
};
