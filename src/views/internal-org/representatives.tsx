import type { FspDetail } from '../../contracts/internal-org/entities';
import { representativeSave } from '../../contracts/internal-org/requests';
import { KitField } from '../kit/forms/kit-field';
import { KitFields } from '../kit/forms/kit-fields';
import { scrollAfterInvalid } from '../kit/forms/scroll-to-first-invalid';
import { InlineConfirm } from '../kit/inline-confirm/inline-confirm';
import { FormShell } from '../kit/forms/form-shell';
import { SelectField, fieldError } from '../kit/forms/select-field';
import { formDefaults, useRecordForm } from '../kit/forms/use-record-form';
import { useRecordActor } from '../kit/forms/use-record-actor';
import styles from '../kit/shared/page.module.css';
import { TablePane } from '../kit/shared/table-pane';
import { internalRecordMachine } from '../../machines/internal-record.machine';
import { Button } from '../kit/ui/button';

type RepresentativesProps = { fsp: FspDetail; canEdit: boolean; onChanged: (fsp?: FspDetail) => void };

const columns = ['Name', 'Role', 'E-mail', 'Appointed'];

/** An FSP's representatives and key individuals: the list, add or edit one, remove one after a yes. */
export const Representatives = ({ fsp, canEdit, onChanged }: RepresentativesProps) => {
  const rec = useRecordActor(internalRecordMachine, {
    onSaved: ({ record }) => onChanged(record as unknown as FspDetail),
    onRemoved: () => onChanged(),
  });
  const open = (id: number) => {
    const r = fsp.representatives.find((x) => x.id === id);
    rec.actor.send({ type: 'record.open', kind: 'representative', id, defaults: { ...r, fsp_id: fsp.id } });
  };
  return (
    <TablePane
      title="Representatives"
      columns={canEdit ? [...columns, 'Actions'] : columns}
      empty={fsp.representatives.length === 0 ? 'No representatives on record.' : null}
      notice={
        rec.error &&
        !rec.editing && (
          <p role="alert" className={styles.alert}>
            {rec.error}
          </p>
        )
      }
      after={
        <>
          {canEdit && !rec.editing && (
            <Button
              onClick={() =>
                rec.actor.send({
                  type: 'record.open',
                  kind: 'representative',
                  id: -1,
                  defaults: { fsp_id: fsp.id },
                })
              }
            >
              Add representative
            </Button>
          )}
          {rec.editing && rec.record && (
            <RepresentativeForm
              record={rec.record}
              error={rec.error}
              saving={rec.saving}
              onSave={(values) => rec.actor.send({ type: 'record.save', values })}
              onCancel={() => rec.actor.send({ type: 'record.close' })}
            />
          )}
        </>
      }
    >
      {fsp.representatives.map((r) => (
        <tr key={r.id}>
          <td>
            {r.first_name} {r.last_name}
          </td>
          <td>{r.role}</td>
          <td>{r.email}</td>
          <td>{r.appointed_on ?? '—'}</td>
          {canEdit && (
            <td>
              <Button variant="quiet" size="sm" onClick={() => open(r.id)}>
                Edit
              </Button>{' '}
              <InlineConfirm
                triggerLabel="Remove"
                text={`Remove ${r.first_name} ${r.last_name}?`}
                onConfirm={() => rec.actor.send({ type: 'record.remove', kind: 'representative', id: r.id })}
              />
            </td>
          )}
        </tr>
      ))}
    </TablePane>
  );
};

type RepresentativeFormProps = {
  record: Record<string, unknown>;
  error: string | null;
  saving: boolean;
  onSave: (values: Record<string, unknown>) => void;
  onCancel: () => void;
};

const RepresentativeForm = ({ record, error, saving, onSave, onCancel }: RepresentativeFormProps) => {
  const form = useRecordForm(
    representativeSave,
    {
      ...formDefaults(record, ['fsp_id', 'first_name', 'last_name', 'role', 'email', 'appointed_on']),
      role: record.role ?? 'Representative',
    },
    [],
  );
  const { errors } = form.formState;
  return (
    <FormShell
      label="Representative"
      error={error}
      saving={saving}
      onCancel={onCancel}
      onSubmit={form.handleSubmit((v) => onSave({ ...v, id: record.id }), scrollAfterInvalid())}
    >
      <KitFields
        form={form}
        fields={[
          { name: 'first_name', label: 'First name', required: true },
          { name: 'last_name', label: 'Last name', required: true },
        ]}
      />
      <SelectField
        label="Role"
        registration={form.register('role')}
        options={['Key Individual', 'Representative', 'Compliance Officer'].map((r) => ({
          value: r,
          label: r,
        }))}
        error={errors.role}
      />
      <KitField label="E-mail" type="email" registration={form.register('email')} error={errors.email} />
      <KitField
        label="Appointed on"
        type="date"
        registration={form.register('appointed_on')}
        error={fieldError(errors.appointed_on)}
      />
    </FormShell>
  );
};
