import { dtmfTones } from '../../machines/test-caller.machine';
import { useSoftphone } from './use-softphone';
import { Button } from '../kit/ui/button';
import styles from './softphone.module.css';

/** The dial pad during a call: each key is a DTMF tone to the far end (menus, PINs). */
export const DtmfPad = () => {
  const actor = useSoftphone();
  return (
    <div role="group" aria-label="Keypad: send tones" className={styles.keys}>
      {dtmfTones.map((tone) => (
        <Button
          key={tone}
          size="sm"
          className={styles.key}
          aria-label={`Send tone ${tone}`}
          onClick={() => actor.send({ type: 'telephony.call.dtmf', tone })}
        >
          {tone}
        </Button>
      ))}
    </div>
  );
};
