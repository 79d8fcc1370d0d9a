import { useSelector } from '@xstate/react';
import { Dialog } from 'radix-ui';
import { useAppActors } from '../../app/actors';
import styles from './switch-profile-dialog.module.css';
import { EmptyState } from '../kit/ui/empty-state';

type SwitchProfileDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Spec §2: lists the user's profiles by role_name and role_id; choosing one switches role (the page reloads). */
export const SwitchProfileDialog = ({ open, onOpenChange }: SwitchProfileDialogProps) => {
  const { auth, roleSwitch } = useAppActors();
  const profiles = useSelector(auth, (s) => s.context.profiles);
  const currentId = useSelector(auth, (s) => s.context.currentProfile.role_id);
  const busy = useSelector(roleSwitch, (s) => s.hasTag('busy'));
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content}>
          <Dialog.Title className={styles.title}>Switch profile</Dialog.Title>
          <Dialog.Description className={styles.description}>
            Choose the profile to work with. The console reloads with that profile's permissions.
          </Dialog.Description>
          {profiles.length === 0 ? (
            <EmptyState title="You have no other profiles." />
          ) : (
            <ul className={styles.list}>
              {profiles.map((profile) => {
                const current = profile.role_id === currentId;
                return (
                  <li key={profile.role_id}>
                    {/* eslint-disable-next-line no-restricted-syntax -- a choice card in a list, not a button in look */}
                    <button
                      type="button"
                      className={styles.profile}
                      aria-current={current ? 'true' : undefined}
                      disabled={current || busy}
                      onClick={() => roleSwitch.send({ type: 'role.switch', roleId: profile.role_id })}
                    >
                      <span className={styles.name}>{profile.role_name}</span>
                      <span className={styles.id}>Role {profile.role_id}</span>
                      {current && <span className={styles.badge}>Current</span>}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {busy && (
            <p role="status" className={styles.description}>
              Switching profile…
            </p>
          )}
          <div className={styles.actions}>
            <Dialog.Close className={styles.cancel}>Cancel</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
