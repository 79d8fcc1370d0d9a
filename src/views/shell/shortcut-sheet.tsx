import { useSelector } from '@xstate/react';
import { Dialog } from 'radix-ui';
import type { ActorRefFrom } from 'xstate';
import type { paletteMachine } from '../../machines/palette.machine';
import { shortcutTable } from '../../rules/shortcuts';
import styles from './command-palette.module.css';
import { DetailTable } from '../kit/detail-table/detail-table';

/** The ? sheet: every shortcut from the same table the keys are read with, so the two never disagree. */
export const ShortcutSheet = ({ actor }: { actor: ActorRefFrom<typeof paletteMachine> }) => {
  const open = useSelector(actor, (s) => s.matches('help'));
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && actor.send({ type: 'help.close' })}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.sheet}>
          <Dialog.Title className={styles.title}>Keyboard shortcuts</Dialog.Title>
          <Dialog.Description className={styles.muted}>
            Shortcuts work anywhere outside a text field; lists and records use the ones that apply to them.
          </Dialog.Description>
          <DetailTable className={styles.keys}>
            <thead>
              <tr>
                <th scope="col">Keys</th>
                <th scope="col">Does</th>
              </tr>
            </thead>
            <tbody>
              {shortcutTable.map((s) => (
                <tr key={s.command}>
                  <td>
                    {s.keys.map((k, i) => (
                      <span key={k}>
                        {i > 0 && (s.keys[0] === 'Ctrl' || s.keys[0] === 'Shift' ? ' + ' : ' then ')}
                        <kbd>{k}</kbd>
                      </span>
                    ))}
                  </td>
                  <td>{s.description}</td>
                </tr>
              ))}
            </tbody>
          </DetailTable>
          <Dialog.Close className={styles.close}>Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
