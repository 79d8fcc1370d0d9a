import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import {
  caseChannels,
  casePriorities,
  caseSeverities,
  caseSourceLabels,
} from '../../contracts/workflow/cases';
import type { newCaseMachine } from '../../machines/new-case.machine';
import { ClassificationDropdowns } from '../kit/classification/classification-dropdowns';
import { errorMessages } from '../kit/forms/error-messages';
import { FieldErrors } from '../kit/forms/field-errors';
import { KitField } from '../kit/forms/kit-field';
import { SelectField } from '../kit/forms/select-field';
import { LoadingButton } from '../kit/loading-button';
import { Button } from '../kit/ui/button';
import forms from '../kit/forms/forms.module.css';
import {
  newCaseDefaults,
  newCaseFormSchema,
  ownerFor,
  toCreateInput,
  type NewCaseFormValues,
} from './new-case-form-values';
import { PartyField } from './party-field';
import styles from './new-case.module.css';

type Ref = ActorRefFrom<typeof newCaseMachine>;
const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const asLevel = (v: unknown): number | null => (Number(v) > 0 ? Number(v) : null);
// In a dialog the page behind stays put: focusing the field brings it into the dialog's own view. A frame later,
// so the picker's marks (set by the same submit) are there.
const focusFirstInvalid = (root: HTMLElement) => () =>
  requestAnimationFrame(() => root.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

/** The fields of a new case or lead: who, what (classification, subject, description), how it came, whose it is. */
export const NewCaseForm = ({ actor, onCancel }: { actor: Ref; onCancel: () => void }) => {
  const id = useId();
  const noun = useSelector(actor, (s) => s.context.request.recordType);
  const workgroups = useSelector(actor, (s) => s.context.workgroups);
  const allMembers = useSelector(actor, (s) => s.context.members);
  const me = useSelector(actor, (s) => s.context.me);
  const error = useSelector(actor, (s) => s.context.error);
  const saving = useSelector(actor, (s) => s.hasTag('busy'));
  const loadingMembers = useSelector(actor, (s) => s.matches({ editing: 'loadingMembers' }));
  const [submits, setSubmits] = useState(0);
  const form = useForm<NewCaseFormValues>({
    resolver: zodResolver(newCaseFormSchema),
    // Focus goes to the first invalid control on screen (focusFirstInvalid), which may be one the form does not
    // register itself (a classification level), not to the first registered field with an error.
    shouldFocusError: false,
    // The form mounts once the defaults are in (the dialog shows it from the editing state on).
    defaultValues: newCaseDefaults(actor.getSnapshot().context),
  });
  const { errors } = form.formState;
  const wrkgrp = Number(useWatch({ control: form.control, name: 'wrkgrp_id' }) || 0);
  const members = allMembers[wrkgrp];
  // Errors show after a submit, and focus goes to the first invalid field of this form (spec §5).
  const handleSubmit = (e: FormEvent<HTMLFormElement>) => {
    setSubmits((n) => n + 1);
    void form.handleSubmit(
      (values) => actor.send({ type: 'newCase.submit', input: toCreateInput(values, noun) }),
      focusFirstInvalid(e.currentTarget),
    )(e);
  };
  // Enter on a choice (a select) saves too, as it does in a text field: the whole form works from the keys.
  const handleKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key === 'Enter' && e.target instanceof HTMLSelectElement) {
      e.preventDefault();
      e.currentTarget.requestSubmit();
    }
  };
  const wrkgrpField = form.register('wrkgrp_id', {
    onChange: (e: { target: { value: string } }) => {
      const next = Number(e.target.value);
      if (next) actor.send({ type: 'newCase.workgroup', wrkgrpId: next });
      form.setValue('owner', ownerFor(me, allMembers[next]));
    },
  });

  return (
    <form
      noValidate
      aria-label={noun === 'case' ? 'New case' : 'New lead'}
      className={styles.form}
      onKeyDown={handleKeyDown}
      onSubmit={handleSubmit}
    >
      {error && (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      )}
      <Controller
        control={form.control}
        name="party"
        render={({ field, fieldState }) => (
          <PartyField value={field.value} error={fieldState.error?.message} onChange={field.onChange} />
        )}
      />
      {/* Service and Category are required (start 1, end 2): enough to route and report on the record, while the
          finer levels are often unknown when a walk-in or a letter is logged. */}
      <ClassificationDropdowns
        variant="case"
        source="case"
        mandatory
        start={1}
        end={2}
        legend={noun === 'case' ? 'Case classification' : 'Lead classification'}
        submitCount={submits}
        onChange={(e) =>
          form.setValue('classification', {
            l1: asLevel(e.payload.classification_l1),
            l2: asLevel(e.payload.classification_l2),
            l3: asLevel(e.payload.classification_l3),
            l4: asLevel(e.payload.classification_l4),
          })
        }
        onValidityChange={(valid) => form.setValue('classification_valid', valid)}
      />
      <KitField label="Subject" required registration={form.register('title')} error={errors.title} />
      <div className={forms.field}>
        <label htmlFor={`${id}-description`} className={forms.label}>
          Description
        </label>
        <textarea
          id={`${id}-description`}
          rows={4}
          className={forms.input}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${id}-description-errors` : undefined}
          {...form.register('description')}
        />
        <FieldErrors id={`${id}-description-errors`} messages={errorMessages(errors.description)} />
      </div>
      <div className={styles.row}>
        <SelectField
          label="Channel"
          required
          registration={form.register('source')}
          options={caseChannels.map((c) => ({ value: c, label: caseSourceLabels[c] }))}
          error={errors.source}
        />
        <SelectField
          label="Priority"
          registration={form.register('priority')}
          options={choices(casePriorities)}
          empty="From the classification"
          error={errors.priority}
        />
        <SelectField
          label="Severity"
          registration={form.register('severity')}
          options={choices(caseSeverities)}
          empty="From the classification"
          error={errors.severity}
        />
      </div>
      <div className={styles.row}>
        <SelectField
          label="Workgroup"
          required
          registration={wrkgrpField}
          options={workgroups.map((w) => ({ value: w.wrkgrp_id, label: w.wrkgrp_name }))}
          empty="Choose a workgroup"
          error={errors.wrkgrp_id}
        />
        <SelectField
          label="Owner"
          registration={form.register('owner')}
          options={(members ?? []).map((m) => ({
            value: m.user_id,
            label: m.user_id === me ? `${m.user_name} (me)` : m.user_name,
          }))}
          empty={loadingMembers ? 'Loading the members…' : 'Unassigned (workgroup queue)'}
          disabled={loadingMembers}
          error={errors.owner}
        />
      </div>
      <div className={styles.actions}>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <LoadingButton type="submit" loading={saving} loadingText="Saving…">
          {noun === 'case' ? 'Create case' : 'Create lead'}
        </LoadingButton>
      </div>
    </form>
  );
};
