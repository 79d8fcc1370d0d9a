import { DropdownMenu } from 'radix-ui';
import button from '../shared/button.module.css';
import styles from './datatable.module.css';

type ColumnMenuProps = {
  columns: readonly { id: string; title: string }[];
  shown: ReadonlySet<string>;
  onToggle: (id: string, shown: boolean) => void;
};

/** "Columns": show or hide each column; the menu stays open so several can be changed in one go. */
export const ColumnMenu = ({ columns, shown, onToggle }: ColumnMenuProps) => (
  <DropdownMenu.Root>
    <DropdownMenu.Trigger className={button.button}>Columns</DropdownMenu.Trigger>
    <DropdownMenu.Portal>
      <DropdownMenu.Content className={styles.menu} align="end" sideOffset={4}>
        <DropdownMenu.Label className={styles.menuLabel}>Show columns</DropdownMenu.Label>
        {columns.map((c) => (
          <DropdownMenu.CheckboxItem
            key={c.id}
            className={styles.menuItem}
            checked={shown.has(c.id)}
            // Keeping the last column would leave an empty table: it cannot be hidden.
            disabled={shown.has(c.id) && shown.size === 1}
            onSelect={(e) => e.preventDefault()}
            onCheckedChange={(on) => onToggle(c.id, on)}
          >
            <span className={styles.check} aria-hidden="true">
              {shown.has(c.id) ? '✓' : ''}
            </span>
            {c.title}
          </DropdownMenu.CheckboxItem>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  </DropdownMenu.Root>
);
