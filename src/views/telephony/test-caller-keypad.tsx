import { dtmfTones } from '../../machines/test-caller.machine';
import { Button } from '../kit/ui/button';
import styles from './test-caller-page.module.css';

/** The DTMF keypad: each key sends its tone into the call (menus of an IVR, a queue's options). */
export const TestCallerKeypad = ({
  onTone,
  disabled,
}: {
  onTone: (tone: string) => void;
  disabled: boolean;
}) => (
  <div role="group" aria-label="DTMF keypad" className={styles.keypad}>
    {dtmfTones.map((tone) => (
      <Button
        key={tone}
        className={styles.key}
        aria-label={`Digit ${tone}`}
        disabled={disabled}
        onClick={() => onTone(tone)}
      >
        {tone}
      </Button>
    ))}
  </div>
);
