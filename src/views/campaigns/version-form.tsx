import { useId, useState, type FormEvent } from 'react';
import type {
  AutoPopulateKeyword,
  Candidate,
  CampaignVersion,
  MandatoryField,
  TargetRef,
} from '../../contracts/campaigns';
import forms from '../kit/forms/forms.module.css';
import { LoadingButton } from '../kit/loading-button';
import { Button } from '../kit/ui/button';
import page from '../kit/shared/page.module.css';
import styles from './campaigns.module.css';

export type VersionFormValues = {
  name: string;
  call_script: string;
  outcome_note: string;
  mandatory_fields: string[];
  tags: string[];
  targets: TargetRef[];
};
type Props = {
  /** A draft being edited; none for a new version (which also picks its targets). */
  version: CampaignVersion | null;
  fields: MandatoryField[];
  tags: string[];
  keywords: AutoPopulateKeyword[];
  candidates: Candidate[];
  searching: boolean;
  saving: boolean;
  onSearch: (query: string) => void;
  onSave: (values: VersionFormValues) => void;
};

const toggle = (list: string[], value: string) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** A version's script, note, mandatory fields and tags (from the configuration), and for a new one its targets. */
export const VersionForm = (p: Props) => {
  const ids = { name: useId(), script: useId(), note: useId(), search: useId() };
  const [name, setName] = useState(p.version?.name ?? '');
  const [script, setScript] = useState(p.version?.call_script ?? '');
  const [note, setNote] = useState(p.version?.outcome_note ?? '');
  const [fields, setFields] = useState<string[]>(p.version?.mandatory_fields ?? []);
  const [tags, setTags] = useState<string[]>(p.version?.tags ?? []);
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<Candidate[]>([]);
  const [nameError, setNameError] = useState<string | null>(null);
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim().length < 3) return setNameError('The min number of characters is 3');
    setNameError(null);
    p.onSave({
      name: name.trim(),
      call_script: script,
      outcome_note: note,
      mandatory_fields: fields,
      tags,
      targets: picked.map((c) => ({ party_type: c.party_type, party_id: c.party_id })),
    });
  };
  const isPicked = (c: Candidate) =>
    picked.some((x) => x.party_type === c.party_type && x.party_id === c.party_id);
  return (
    <form noValidate aria-label={p.version ? 'Edit version' : 'New version'} onSubmit={handleSubmit}>
      <div className={forms.field}>
        <label htmlFor={ids.name} className={forms.label}>
          Version name *
        </label>
        <input
          id={ids.name}
          className={`${forms.input} ${nameError ? forms.invalid : ''}`}
          value={name}
          maxLength={120}
          aria-invalid={nameError !== null}
          onChange={(e) => setName(e.target.value)}
        />
        {nameError && <p className={forms.errors}>{nameError}</p>}
      </div>
      <div className={forms.field}>
        <label htmlFor={ids.script} className={forms.label}>
          Call script
        </label>
        <textarea
          id={ids.script}
          className={forms.input}
          rows={3}
          value={script}
          onChange={(e) => setScript(e.target.value)}
        />
        <p className={forms.hint}>
          Filled in for each call: {p.keywords.map((k) => `${k.keyword} (${k.label})`).join(', ')}
        </p>
      </div>
      <div className={forms.field}>
        <label htmlFor={ids.note} className={forms.label}>
          Outcome note template
        </label>
        <input id={ids.note} className={forms.input} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <fieldset className={forms.field}>
        <legend className={forms.label}>Mandatory fields for an outcome</legend>
        <div className={styles.chips}>
          {p.fields.map((f) => (
            <label key={f.key} className={page.checkbox}>
              <input
                type="checkbox"
                checked={fields.includes(f.key)}
                onChange={() => setFields(toggle(fields, f.key))}
              />
              {f.label}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={forms.field}>
        <legend className={forms.label}>Tags</legend>
        <div className={styles.chips}>
          {p.tags.map((t) => (
            <label key={t} className={page.checkbox}>
              <input type="checkbox" checked={tags.includes(t)} onChange={() => setTags(toggle(tags, t))} />
              {t}
            </label>
          ))}
        </div>
      </fieldset>
      {!p.version && (
        <fieldset className={forms.field}>
          <legend className={forms.label}>Targets ({picked.length} chosen)</legend>
          <div className={styles.row}>
            <label htmlFor={ids.search} className={forms.label}>
              Find employees or contacts
            </label>
            <input
              id={ids.search}
              className={forms.input}
              value={query}
              placeholder="Surname or employer"
              onChange={(e) => setQuery(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  p.onSearch(query);
                }
              }}
            />
            <LoadingButton
              variant="secondary"
              loading={p.searching}
              loadingText="Searching…"
              onClick={() => p.onSearch(query)}
            >
              Search
            </LoadingButton>
            <Button
              disabled={p.candidates.every(isPicked)}
              onClick={() => setPicked([...picked, ...p.candidates.filter((c) => !isPicked(c))])}
            >
              Add all {p.candidates.length} found
            </Button>
          </div>
          <ul className={styles.list} aria-label="Search results">
            {p.candidates.map((c) => (
              <li key={`${c.party_type}-${c.party_id}`}>
                <label className={page.checkbox}>
                  <input
                    type="checkbox"
                    checked={isPicked(c)}
                    onChange={() =>
                      setPicked(
                        isPicked(c)
                          ? picked.filter(
                              (x) => !(x.party_type === c.party_type && x.party_id === c.party_id),
                            )
                          : [...picked, c],
                      )
                    }
                  />
                  {c.name} <span className={styles.muted}>{c.detail}</span>
                </label>
              </li>
            ))}
          </ul>
          {picked.length > 0 && (
            <p className={styles.muted}>Chosen: {picked.map((c) => c.name).join(', ')}</p>
          )}
        </fieldset>
      )}
      <div className={page.actions}>
        <LoadingButton type="submit" loading={p.saving}>
          {p.version ? 'Save draft' : 'Create version'}
        </LoadingButton>
      </div>
    </form>
  );
};
