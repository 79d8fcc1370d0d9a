type TableHeadProps = {
  columns: readonly string[];
  /** A last column of row buttons: its heading is read by screen readers, not shown. */
  actions?: boolean;
};

/** The heading row of a plain table: each column's name, as column headers. */
export const TableHead = ({ columns, actions = false }: TableHeadProps) => (
  <thead>
    <tr>
      {columns.map((c) => (
        <th key={c} scope="col">
          {c}
        </th>
      ))}
      {actions && (
        <th scope="col">
          <span className="visually-hidden">Actions</span>
        </th>
      )}
    </tr>
  </thead>
);
