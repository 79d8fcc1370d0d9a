import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../../app/screen-actor';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { editControlMachine, type EditSignal, type EditValues } from '../../../machines/edit-control.machine';
import { LoadingButton } from '../loading-button';
import button from '../shared/button.module.css';
import styles from './edit-control.module.css';

export type UpdateFn = (url: string, payload: EditValues, signal: AbortSignal) => Promise<unknown>;

type EditControlProps = {
  /** Where Update posts; without it Update does nothing but a console message (spec §8). */
  url?: string | null;
  /** Replaces the default POST through the service client (tests, other transports). */
  update?: UpdateFn;
  /** The form's current values: snapshotted on Edit, posted on Update. */
  getValues: () => EditValues;
  /** Whether the form is valid; an invalid form makes Update signal validate instead of posting. */
  validate?: () => boolean | Promise<boolean>;
  onEvent: (signal: EditSignal) => void;
  /** Names the record in the buttons' accessible names, e.g. 'employer details'. */
  subject?: string;
};

/** Edit / Cancel Edit / Update (spec §2, §4) on the edit-control machine. */
export const EditControl = ({
  url = null,
  update,
  getValues,
  validate,
  onEvent,
  subject,
}: EditControlProps) => {
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  });
  // Read once, like the machine itself: the control keeps the transport it was created with.
  const [machine] = useState(() =>
    update
      ? editControlMachine.provide({
          actors: {
            postUpdate: fromPromise<unknown, { url: string; payload: EditValues }>(({ input, signal }) =>
              update(input.url, input.payload, signal),
            ),
          },
        })
      : editControlMachine,
  );
  const actor = useScreenActor(machine, { input: { url } });
  const editing = useSelector(actor, (s) => s.hasTag('editing'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);

  useEffect(() => {
    const sub = actor.on('edit.signal', (signal) => onEventRef.current(signal));
    return () => sub.unsubscribe();
  }, [actor]);

  const handleUpdate = async () => {
    const valid = validate ? await validate() : true;
    actor.send({ type: 'edit.update', payload: getValues(), valid });
  };
  const suffix = subject ? ` ${subject}` : '';

  return (
    <div className={styles.control}>
      {!editing ? (
        <button
          type="button"
          className={button.button}
          onClick={() => actor.send({ type: 'edit.start', values: getValues() })}
          aria-label={`Edit${suffix}`}
        >
          Edit
        </button>
      ) : (
        <>
          <button
            type="button"
            className={button.button}
            disabled={busy}
            onClick={() => actor.send({ type: 'edit.cancel' })}
            aria-label={`Cancel Edit${suffix}`}
          >
            Cancel Edit
          </button>
          <LoadingButton loading={busy} loadingText="Updating..." onClick={handleUpdate}>
            Update
          </LoadingButton>
        </>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
};
