import { useMemo } from 'react';
import { rfqCategories, type RfqDispatchRow } from '../../../contracts/crm-more';
import { Datatable } from '../../kit/datatable/datatable';
import type { DatatableColumn } from '../../kit/datatable/columns';
import { Button } from '../../kit/ui/button';
import styles from '../../kit/shared/page.module.css';
import table from './crm-more.module.css';
import { useChosenRow } from '../../kit/datatable/use-chosen-row';

type MappingRow = RfqDispatchRow & { categoryName: string; product: string };
const columns: DatatableColumn<MappingRow>[] = [
  { id: 'categoryName', title: 'Category', fit: true },
  { id: 'product', title: 'Product', grow: true, width: 200 },
  { id: 'workgroup_name', title: 'Quote workgroup', fit: true },
];
const describe = (row: MappingRow) => `${row.categoryName} ${row.product} → ${row.workgroup_name}`;

type Props = {
  mappings: readonly RfqDispatchRow[];
  mayEdit: boolean;
  saving: boolean;
  onRemove: (id: number) => void;
};

/**
 * The dispatch mappings in the kit datatable. A canvas row holds no button, so choosing a mapping (a click, or
 * Space) offers its Remove under the table, to those who may edit.
 */
export const RfqDispatchTable = ({ mappings, mayEdit, saving, onRemove }: Props) => {
  const rows = useMemo(
    () =>
      mappings.map((m) => ({
        ...m,
        categoryName: rfqCategories[m.category],
        product: m.product_name ?? 'Every product',
      })),
    [mappings],
  );
  const [chosen, setChosenId] = useChosenRow(rows, (m) => m.id);
  return (
    <>
      <Datatable
        label="Dispatch mapping"
        rows={rows}
        columns={columns}
        filterColumns={['categoryName', 'product', 'workgroup_name']}
        viewId="rfq-dispatch"
        onRowSelect={(m) => setChosenId(m.id)}
        onRowActivate={(m) => setChosenId(m.id)}
      />
      {mayEdit && (
        <div className={table.chosen} aria-live="polite">
          {chosen ? (
            <Button
              variant="quiet"
              tone="danger"
              size="sm"
              disabled={saving}
              aria-label={`Remove ${describe(chosen)}`}
              onClick={() => onRemove(chosen.id)}
            >
              Remove {describe(chosen)}
            </Button>
          ) : (
            <p className={styles.note}>Choose a mapping to remove it.</p>
          )}
        </div>
      )}
    </>
  );
};
