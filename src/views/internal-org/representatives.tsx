import type { FspDetail, FspRepresentative } from '../../contracts/internal-org/entities';
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
import type { DatatableColumn } from '../kit/datatable/columns';
import { internalRecordMachine } from '../../machines/internal-record.machine';
import { Button } from '../kit/ui/button';

type RepresentativesProps = { fsp: FspDetail; canEdit: boolean; onChanged: (fsp?: FspDetail) => void };

const columns: DatatableColumn<FspRepresentative>[] = [
  { id: 'first_name', title: 'Name', fit: true, format: (_, r) => `${r.first_name} ${r.last_name}` },
  { id: 'role', title: 'Role', fit: true },
  { id: 'email', title: 'E-mail', grow: true, width: 220 },
  { id: 'appointed_on', title: 'Appointed', fit: true, format: (v) => (typeof v === 'string' ? v : '—') },
];

const fullName = (r: FspRepresentative) => `${r.first_name} ${r.last_name}`;

/**
 * An FSP's representatives and key individuals: the list, add one, or choose one to edit it or remove it after a
 * yes.
 */
export const Representatives = ({ fsp, canEdit, onChanged }: RepresentativesProps) => {
  const rec = useRecordActor(internalRecordMachine, {
    onSaved: ({ record }) => onChanged(record as unknown as FspDetail),
    onRemoved: () => onChanged(),
  });
  const open = (r: FspRepresentative) =>
    rec.actor.send({
      type: 'record.open',
      kind: 'representative',
      id: r.id,
      defaults: { ...r, fsp_id: fsp.id },
    });
  return (
    <TablePane
      title="Representatives"
      rows={fsp.representatives}
      columns={columns}
      keyOf={(r) => r.id}
      countNoun="representatives"
      empty="No representatives on record."
      hint="Choose a representative to edit or remove them, or press Enter on one to edit."
      actions={
        canEdit
          ? (r) => (
              <>
                <Button variant="quiet" size="sm" onClick={() => open(r)}>
                  Edit {fullName(r)}
                </Button>
                <InlineConfirm
                  // A fresh question for each row: one asked about the last row must not answer for this one.
                  key={r.id}
                  triggerLabel={`Remove ${fullName(r)}`}
                  text={`Remove ${fullName(r)}?`}
                  onConfirm={() =>
                    rec.actor.send({ type: 'record.remove', kind: 'representative', id: r.id })
                  }
                />
              </>
            )
          : undefined
      }
      onRowActivate={canEdit ? open : undefined}
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
    />
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
