import { Figure } from './figure';
import { homeLinks } from './links';
import styles from './home.module.css';
import { MyPhoneWords } from './my-phone-words';

/** My phone state from this console's softphone, and today's calls from the service's call log. */
export const MyPhone = ({ callsToday }: { callsToday: number | null }) => {
  if (callsToday === null)
    return (
      <p className={styles.next}>No phone extension is set up for you — ask an administrator for one.</p>
    );
  return (
    <>
      <p className={styles.phoneState}>
        <span className={styles.muted}>Phone:</span>{' '}
        <strong data-testid="my-phone-state">
          <MyPhoneWords />
        </strong>
      </p>
      <ul className={styles.figures}>
        <Figure value={callsToday} label="Calls today" href={homeLinks.callsToday} />
      </ul>
    </>
  );
};
