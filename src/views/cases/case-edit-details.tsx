import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import { casePriorities, caseSeverities, type CaseRecord } from '../../contracts/workflow/cases';
import { caseDetailsForm, type CaseDetails, type CaseLevels } from '../../contracts/workflow/presence';
import { detailsOf, type caseEditMachine } from '../../machines/case-edit.machine';
import { levelsOfPayload, levelsOfRecord } from '../../rules/case-classification';
import { ClassificationDropdowns } from '../kit/classification/classification-dropdowns';
import { FormShell } from '../kit/forms/form-shell';
import { KitField } from '../kit/forms/kit-field';
import { scrollAfterInvalid } from '../kit/forms/scroll-to-first-invalid';
import { SelectField } from '../kit/forms/select-field';
import { Permitted } from '../kit/permission/permitted';
import desk from './desk.module.css';
import { EditConflictNotice } from './edit-conflict';
import styles from './presence.module.css';
import { Button } from '../kit/ui/button';

type EditRef = ActorRefFrom<typeof caseEditMachine>;
const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * The case page's "Edit details": title, description, classification, priority and severity, saved over the
 * version opened.
 */
export const CaseEditDetails = ({ record, editRef }: { record: CaseRecord; editRef: EditRef }) => {
  const open = useSelector(editRef, (s) => !s.matches('closed'));
  const saved = useSelector(editRef, (s) => s.context.saved);
  const version = useSelector(editRef, (s) => s.context.version);
  // Closed, it is a button and the last save's result, not a region of its own: the page keeps one "Details".
  if (!open)
    return (
      <div className={styles.editBar}>
        {record.status !== 'Closed' && (
          <Permitted action="case.edit">
            <Button onClick={() => editRef.send({ type: 'edit.open', record })}>Edit details</Button>
          </Permitted>
        )}
        <p role="status" className={saved ? `${desk.banner} ${desk.success}` : 'visually-hidden'}>
          {saved}
        </p>
      </div>
    );
  // A refusal moves the version on and merges the draft: the form starts again from that draft.
  return <EditForm key={version} editRef={editRef} record={record} />;
};

const EditForm = ({ editRef, record }: { editRef: EditRef; record: CaseRecord }) => {
  const draft = useSelector(editRef, (s) => s.context.draft ?? s.context.base);
  const conflict = useSelector(editRef, (s) => s.context.conflict);
  const error = useSelector(editRef, (s) => s.context.error);
  const saving = useSelector(editRef, (s) => s.hasTag('busy'));
  // The picker reports only the user's choices; untouched, the levels stay those the form opened with.
  const opened = draft?.classification ?? levelsOfRecord(record);
  const [levels, setLevels] = useState<CaseLevels>(opened);
  const form = useForm<CaseDetails>({
    resolver: zodResolver(caseDetailsForm),
    criteriaMode: 'all',
    defaultValues: draft ?? detailsOf(record),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(
    (values) => editRef.send({ type: 'edit.save', draft: { ...values, classification: levels } }),
    scrollAfterInvalid(),
  );
  return (
    <section className={desk.card} aria-labelledby="case-edit">
      <h2 id="case-edit">Editing {record.number}</h2>
      {conflict && (
        <EditConflictNotice
          conflict={conflict}
          mine={draft}
          onApply={() => void submit()}
          onDiscard={() => editRef.send({ type: 'edit.cancel' })}
        />
      )}
      <FormShell
        label="Edit details"
        error={error}
        saving={saving}
        onSubmit={submit}
        onCancel={() => editRef.send({ type: 'edit.cancel' })}
      >
        <KitField label="Title" required registration={form.register('title')} error={errors.title} />
        <KitField
          label="Description"
          registration={form.register('description')}
          error={errors.description}
        />
        <div className={styles.wide}>
          <ClassificationDropdowns
            variant="case"
            source="case"
            legend="Classification"
            initial={opened}
            onChange={(e) => setLevels(levelsOfPayload(e.payload))}
          />
          <p className={styles.hint}>
            A new classification brings its severity and priority from the case set-up, unless you change them
            below, and the due time is counted again.
          </p>
        </div>
        <SelectField
          label="Priority"
          required
          registration={form.register('priority')}
          options={choices(casePriorities)}
          error={errors.priority}
        />
        <SelectField
          label="Severity"
          required
          registration={form.register('severity')}
          options={choices(caseSeverities)}
          error={errors.severity}
        />
      </FormShell>
    </section>
  );
};
