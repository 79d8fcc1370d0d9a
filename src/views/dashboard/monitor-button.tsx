import { useState } from 'react';
import { useMonitor } from '../../app/monitor-context';
import { Button } from '../kit/ui/button';
import { useMayDo } from '../kit/permission/use-permission';

/** Listen to an agent's call (issue 39); Whisper and Barge are switched from the phone dock once listening. */
export const MonitorButton = ({ userId, name }: { userId: number; name: string }) => {
  const monitor = useMonitor();
  const [notice, setNotice] = useState<string | null>(null);
  if (!useMayDo('telephony.monitor')) return null;
  const listen = () =>
    setNotice(
      monitor({ agent_user_id: userId, agent_name: name, mode: 'listen' })
        ? null
        : 'Open the phone in this tab and log in to telephony first.',
    );
  return (
    <>
      <Button size="sm" onClick={listen} aria-label={`Listen to ${name}’s call`}>
        Listen
      </Button>
      {notice && <span role="status">{notice}</span>}
    </>
  );
};
