import { useId, useState, type FormEvent } from 'react';
import forms from '../kit/forms/forms.module.css';
import { LoadingButton } from '../kit/loading-button';
import page from '../kit/shared/page.module.css';

/** A new campaign: its name (3 to 120 characters) and an optional description; versions are added after. */
export const NewCampaign = ({
  saving,
  onCreate,
}: {
  saving: boolean;
  onCreate: (name: string, description: string) => void;
}) => {
  const ids = { name: useId(), description: useId() };
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim().length < 3) return;
    onCreate(name.trim(), description.trim());
    setName('');
    setDescription('');
  };
  return (
    <form aria-label="New campaign" className={page.pane} onSubmit={handleSubmit}>
      <h2 className={page.subtitle}>New campaign</h2>
      <div className={forms.field}>
        <label htmlFor={ids.name} className={forms.label}>
          Campaign name *
        </label>
        <input
          id={ids.name}
          className={forms.input}
          value={name}
          minLength={3}
          maxLength={120}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className={forms.field}>
        <label htmlFor={ids.description} className={forms.label}>
          Description
        </label>
        <textarea
          id={ids.description}
          className={forms.input}
          rows={2}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <LoadingButton type="submit" loading={saving} disabled={name.trim().length < 3}>
        Create campaign
      </LoadingButton>
    </form>
  );
};
