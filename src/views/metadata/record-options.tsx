type RecordOptionsProps = { records: readonly { id: number; name: string }[] };

/** The choices of a select of records by name, after an empty "Choose…" that stands for none chosen yet. */
export const RecordOptions = ({ records }: RecordOptionsProps) => (
  <>
    <option value="">Choose…</option>
    {records.map((r) => (
      <option key={r.id} value={r.id}>
        {r.name}
      </option>
    ))}
  </>
);
