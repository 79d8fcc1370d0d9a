import { useSelector } from '@xstate/react';
import { Dialog } from 'radix-ui';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { newCaseMachine } from '../../machines/new-case.machine';
import modal from '../kit/confirm-modal/confirm-modal.module.css';
import { Spinner } from '../kit/spinner/spinner';
import { Button } from '../kit/ui/button';
import { NewCaseForm } from './new-case-form';
import styles from './new-case.module.css';

type Ref = ActorRefFrom<typeof newCaseMachine>;

/**
 * The new case / new lead form as a dialog over the screen it was opened from. It stays open while the record is
 * saved (Escape and Cancel wait for the answer), so nothing is left half-done behind a closed window.
 */
export const NewCaseDialog = ({ actor }: { actor: Ref }) => {
  const id = useId();
  const noun = useSelector(actor, (s) => (s.context.request.recordType === 'case' ? 'case' : 'lead'));
  const opened = useSelector(actor, (s) => s.context.opened);
  const preparing = useSelector(actor, (s) => s.matches('preparing'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const error = useSelector(actor, (s) => s.context.error);
  const close = () => actor.send({ type: 'newCase.close' });
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !saving && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className={modal.overlay} />
        <Dialog.Content className={styles.content} aria-describedby={`${id}-about`}>
          <Dialog.Title className={modal.title}>New {noun}</Dialog.Title>
          <p id={`${id}-about`} className={styles.about}>
            Log a {noun} that came by phone, e-mail, letter, the web or in person.
          </p>
          {preparing && <Spinner loading label="Preparing the form" />}
          {failed && (
            <>
              <p role="alert" className={styles.alert}>
                {error}
              </p>
              <div className={styles.actions}>
                <Button onClick={close}>Close</Button>
                <Button variant="primary" onClick={() => actor.send({ type: 'newCase.retry' })}>
                  Try again
                </Button>
              </div>
            </>
          )}
          {!preparing && !failed && <NewCaseForm key={opened} actor={actor} onCancel={close} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
