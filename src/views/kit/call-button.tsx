import { useState } from 'react';
import { useDial } from '../../app/dial-context';
import { formatPhone } from '../../rules/phone-number';
import { dialableNumber } from '../../rules/telephony';
import { useMayDo } from './permission/use-permission';
import styles from './shared/button.module.css';

/**
 * Click-to-call beside a contact's or an employee's number: shown to profiles with telephony only. The softphone
 * decides whether the call can be placed now (Ready) and says why not otherwise.
 */
export const CallButton = ({ number, name }: { number: string | null | undefined; name: string }) => {
  const allowed = useMayDo('call.dial');
  const requestDial = useDial();
  const [notice, setNotice] = useState<string | null>(null);
  const digits = dialableNumber(number ?? '');
  if (!allowed || digits.replace('+', '').length < 3) return null;
  // Shown the local way; dialled as the record holds it, so the call log and the caller lookup see that number.
  const shown = formatPhone(number);
  const handleClick = () =>
    setNotice(requestDial({ number: digits, name }) ? null : 'Open the phone and log in to telephony first.');
  return (
    <span>
      <button
        type="button"
        className={styles.button}
        onClick={handleClick}
        aria-label={`Call ${name} on ${shown}`}
      >
        Call {shown}
      </button>
      {notice && <span role="status"> {notice}</span>}
    </span>
  );
};
