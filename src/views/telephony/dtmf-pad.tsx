import { useSoftphone } from './use-softphone';
import styles from './softphone.module.css';

const tones = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'];

/** The dial pad during a call: each key is a DTMF tone to the far end (menus, PINs). */
export const DtmfPad = () => {
  const actor = useSoftphone();
  return (
    <div role="group" aria-label="Keypad: send tones" className={styles.keys}>
      {tones.map((tone) => (
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
