import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { softphoneMachine } from '../../machines/telephony/softphone.machine';
import styles from './softphone.module.css';

/** The agent's own setting, kept for them in this browser (src/services/telephony/call-settings.ts). */
export const OpenOnAnswerSetting = ({ softphone }: { softphone: ActorRefFrom<typeof softphoneMachine> }) => {
  const on = useSelector(softphone, (s) => s.context.openOnAnswer);
  return (
    <label className={styles.check}>
      <input
        type="checkbox"
        checked={on}
        onChange={(e) => softphone.send({ type: 'softphone.openOnAnswer', on: e.target.checked })}
      />
      Open the case form when I answer
    </label>
  );
};
