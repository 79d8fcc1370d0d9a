import { dtmfTones } from '../../machines/test-caller.machine';
import { useSoftphone } from './use-softphone';
import styles from './softphone.module.css';

/** The dial pad during a call: each key is a DTMF tone to the far end (menus, PINs). */
export const DtmfPad = () => {
  const actor = useSoftphone();
  return (
    <div role="group" aria-label="Keypad: send tones" className={styles.keys}>
      {dtmfTones.map((tone) => (
        <button
          key={tone}
          type="button"
          className={styles.key}
          aria-label={`Send tone ${tone}`}
          onClick={() => actor.send({ type: 'telephony.call.dtmf', tone })}
        >
          {tone}
        </button>
      ))}
    </div>
  );
};
