import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ScreenProps } from '../../app/route-types';
import { formatDateTime } from '../../config/format';
import { timeUpdateInput, type TimeMappingAnswer } from '../../contracts/workflow-admin/setup';
import { addWorkingMinutes } from '../../contracts/workflow-admin/working-time';
import { errorMessages } from '../kit/forms/error-messages';
import { LoadingButton } from '../kit/loading-button';
import { useMayDo } from '../kit/permission/use-permission';
import { scrollAfterInvalid } from '../kit/forms/scroll-to-first-invalid';
import forms from '../kit/forms/forms.module.css';
import page from '../kit/shared/page.module.css';
import styles from './admin.module.css';
import { ScreenFrame } from './screen-frame';
import { useAdminResource } from './use-admin-resource';
import { TableHead } from '../kit/table-head';
import { DetailTable } from '../kit/detail-table/detail-table';

type Input = z.input<typeof timeUpdateInput>;
type Output = z.output<typeof timeUpdateInput>;

/** /cms/time — response and resolution targets per severity × priority, counted in working time. */
export const TimeMapping = ({ route }: ScreenProps) => {
  const res = useAdminResource<TimeMappingAnswer>('timeGetAll');
  // The targets are case set-up (17__17006): other profiles read them.
  const mayEdit = useMayDo('case-setup.deadlines');
  return (
    <ScreenFrame
      path={route.path}
      title="Severity/Priority Time Mapping"
      loading={res.loading && !res.data}
      error={res.error}
      notice={res.notice}
    >
      {res.data && (
        <TimeForm
          key={JSON.stringify(res.data.rows)}
          data={res.data}
          saving={res.saving !== null}
          mayEdit={mayEdit}
          onSave={(rows) => res.save('timeUpdate', { rows })}
        />
      )}
    </ScreenFrame>
  );
};

const TimeForm = ({
  data,
  saving,
  mayEdit,
  onSave,
}: {
  data: TimeMappingAnswer;
  saving: boolean;
  mayEdit: boolean;
  onSave: (rows: Output['rows']) => void;
}) => {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(timeUpdateInput),
    criteriaMode: 'all',
    defaultValues: { rows: data.rows },
  });
  const errors = form.formState.errors.rows;
  const now = new Date();
  const cell = (index: number, name: 'response_minutes' | 'resolution_minutes', label: string) => {
    // A profile that may not change the targets reads them: text, not a box that looks typeable and takes a Tab.
    if (!mayEdit) return <td className={styles.num}>{data.rows[index][name]}</td>;
    const messages = errorMessages(errors?.[index]?.[name]);
    const id = `time-${index}-${name}`;
    return (
      <td>
        <input
          id={id}
          type="number"
          min={1}
          inputMode="numeric"
          aria-label={label}
          aria-invalid={messages.length > 0 || undefined}
          aria-describedby={messages.length ? `${id}-errors` : undefined}
          className={`${forms.input} ${messages.length ? forms.invalid : ''}`}
          {...form.register(`rows.${index}.${name}`, { valueAsNumber: true })}
        />
        {messages.length > 0 && (
          <p id={`${id}-errors`} className={forms.errors}>
            {messages.join('. ')}
          </p>
        )}
      </td>
    );
  };
  return (
    <form
      noValidate
      aria-label="Time mapping"
      onSubmit={form.handleSubmit((v) => onSave(v.rows), scrollAfterInvalid())}
    >
      <p className={page.note}>
        Minutes of working time ({data.work_start}–{data.work_end}, Monday to Friday). A case's deadline skips
        evenings and weekends: the last column shows when a case opened now would be due.
      </p>
      <DetailTable className={styles.table}>
        <TableHead
          columns={[
            'Severity',
            'Priority',
            'Response (minutes)',
            'Resolution (minutes)',
            'Resolved by, if opened now',
          ]}
        />
        <tbody>
          {data.rows.map((r, index) => (
            <tr key={`${r.severity}-${r.priority}`}>
              <td>{r.severity}</td>
              <td>{r.priority}</td>
              {cell(index, 'response_minutes', `Response minutes for ${r.severity} ${r.priority}`)}
              {cell(index, 'resolution_minutes', `Resolution minutes for ${r.severity} ${r.priority}`)}
              <td>{formatDateTime(addWorkingMinutes(now, r.resolution_minutes))}</td>
            </tr>
          ))}
        </tbody>
      </DetailTable>
      {mayEdit ? (
        <div className={page.actions}>
          <LoadingButton type="submit" loading={saving} loadingText="Saving">
            Save time mapping
          </LoadingButton>
        </div>
      ) : (
        <p className={page.note}>Read only: the targets are changed by a profile with case set-up rights.</p>
      )}
    </form>
  );
};
