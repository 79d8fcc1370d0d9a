import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { EditSignal } from '../../../machines/edit-control.machine';
import { customRule, textField } from '../../../rules/kit-forms';
import { kitPaths } from '../../../contracts/kit';
import { EditControl } from '../../kit/edit-control/edit-control';
import { KitField } from '../../kit/forms/kit-field';
import { EventLog } from '../event-log';
import styles from '../kit-gallery.module.css';

const schema = z.object({
  id: z.string(),
  name: textField({ required: true, minLength: 3, maxLength: 60 }),
  email: textField({ required: true, email: true }),
  mobile: customRule('mobileNo_10', 'Enter a 10-digit mobile number starting with 0'),
});
type Values = z.infer<typeof schema>;
const initial: Values = {
  id: 'employer-1',
  name: 'Sasol Mining',
  email: 'benefits@sasol.example',
  mobile: '0821234567',
};

export const EditControlDemo = () => {
  const [editing, setEditing] = useState(false);
  const [last, setLast] = useState('');
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: initial,
    criteriaMode: 'all',
  });
  const handleEvent = (signal: EditSignal) => {
    setEditing(signal.editing);
    if (signal.case === 'cancel-edit') form.reset(signal.payload as Values);
    if (signal.case === 'complete') form.reset(signal.payload as Values);
    const payload = signal.payload as Record<string, unknown> | null;
    setLast(`${signal.case}${payload?.updated_at ? ` (saved ${String(payload.updated_at)})` : ''}`);
  };
  const { errors } = form.formState;
  return (
    <>
      <form className={styles.grid} onSubmit={(e) => e.preventDefault()} aria-label="Employer contact">
        <fieldset disabled={!editing} style={{ display: 'contents' }}>
          <KitField label="Employer name" required registration={form.register('name')} error={errors.name} />
          <KitField
            label="Benefits e-mail"
            required
            registration={form.register('email')}
            error={errors.email}
          />
          <KitField label="Mobile number" registration={form.register('mobile')} error={errors.mobile} />
        </fieldset>
      </form>
      <div className={styles.row}>
        <EditControl
          subject="employer contact"
          url={kitPaths.update}
          getValues={() => form.getValues()}
          validate={() => form.trigger()}
          onEvent={handleEvent}
        />
      </div>
      <EventLog label="Last edit event" value={last} />
      <p className={styles.summary}>Without a url, Update only writes a console message:</p>
      <EditControl
        subject="unsaved note"
        getValues={() => ({ note: 'draft' })}
        onEvent={(s) => setLast(`${s.case} (no url)`)}
      />
    </>
  );
};
