import { datatypes, type Datatype } from '../../contracts/metadata/datatypes';
import styles from './metadata.module.css';
import { Button } from '../kit/ui/button';
import { IconButton } from '../kit/ui/icon-button';
import { DetailTable } from '../kit/detail-table/detail-table';

export type AttributeDraft = { name: string; datatype: Datatype; required: boolean; description: string };

type AttributeEditorProps = {
  value: AttributeDraft[];
  onChange: (next: AttributeDraft[]) => void;
  disabled?: boolean;
};

/** The attributes of a message type: name, datatype (spec §3), required, description; add and remove rows. */
export const AttributeEditor = ({ value, onChange, disabled }: AttributeEditorProps) => {
  const update = (i: number, patch: Partial<AttributeDraft>) =>
    onChange(value.map((a, k) => (k === i ? { ...a, ...patch } : a)));
  return (
    <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0 }}>
      <legend className={styles.label}>Attributes</legend>
      <DetailTable className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Datatype</th>
            <th scope="col">Required</th>
            <th scope="col">Description</th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {value.map((a, i) => (
            <tr key={i}>
              <td>
                <input
                  className={styles.input}
                  aria-label={`Attribute ${i + 1} name`}
                  value={a.name}
                  onChange={(e) => update(i, { name: e.target.value })}
                />
              </td>
              <td>
                <select
                  className={styles.select}
                  aria-label={`Attribute ${i + 1} datatype`}
                  value={a.datatype}
                  onChange={(e) => update(i, { datatype: e.target.value as Datatype })}
                >
                  {datatypes.map((d) => (
                    <option key={d}>{d}</option>
                  ))}
                </select>
              </td>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Attribute ${i + 1} required`}
                  checked={a.required}
                  onChange={(e) => update(i, { required: e.target.checked })}
                />
              </td>
              <td>
                <input
                  className={styles.input}
                  aria-label={`Attribute ${i + 1} description`}
                  value={a.description}
                  onChange={(e) => update(i, { description: e.target.value })}
                />
              </td>
              <td>
                <IconButton
                  label={`Remove attribute ${i + 1}`}
                  tone="danger"
                  onClick={() => onChange(value.filter((_, k) => k !== i))}
                >
                  ✕
                </IconButton>
              </td>
            </tr>
          ))}
        </tbody>
      </DetailTable>
      <Button
        onClick={() =>
          onChange([...value, { name: '', datatype: 'STRING', required: false, description: '' }])
        }
      >
        Add attribute
      </Button>
    </fieldset>
  );
};
