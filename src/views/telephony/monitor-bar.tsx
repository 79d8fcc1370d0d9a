import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { MonitorMode } from '../../contracts/telephony/monitor';
import type { monitorMachine } from '../../machines/telephony/monitor.machine';
import { callClock } from '../../rules/test-caller-status';
import { useNow } from '../kit/display/use-now';
import { Button } from '../kit/ui/button';
import styles from './monitor-bar.module.css';

type Monitor = ActorRefFrom<typeof monitorMachine>;

const modes: { mode: MonitorMode; label: string; hint: string }[] = [
  { mode: 'listen', label: 'Listen', hint: 'Neither hears you' },
  { mode: 'whisper', label: 'Whisper', hint: 'Only the agent hears you' },
  { mode: 'barge', label: 'Barge', hint: 'The agent and the caller hear you' },
];

const agentSees: Record<MonitorMode, string> = {
  listen: 'is listening',
  whisper: 'is whispering to you',
  barge: 'has joined the call',
};

const Watching = ({ monitor }: { monitor: Monitor }) => {
  const name = useSelector(monitor, (s) => s.context.peer_name);
  const mode = useSelector(monitor, (s) => s.context.mode);
  const startedAt = useSelector(monitor, (s) => s.context.started_at);
  const connected = useSelector(monitor, (s) => s.context.connected);
  const busy = useSelector(monitor, (s) => s.hasTag('busy'));
  const now = useNow();
  return (
    <section className={styles.card} role="group" aria-label={`Monitoring ${name ?? 'a call'}`}>
      <p className={styles.who} role="status">
        {connected ? `Monitoring ${name}` : `Connecting to ${name}…`}
        {startedAt && <span className={styles.clock}> {callClock(now - startedAt)}</span>}
      </p>
      <span role="group" aria-label="Monitoring mode" className={styles.modes}>
        {modes.map((m) => (
          <Button
            key={m.mode}
            size="sm"
            aria-pressed={mode === m.mode}
            title={m.hint}
            disabled={busy}
            onClick={() => mode !== m.mode && monitor.send({ type: 'monitor.mode', mode: m.mode })}
          >
            {m.label}
          </Button>
        ))}
      </span>
      <p className={styles.hint}>{modes.find((m) => m.mode === mode)?.hint}</p>
      <Button size="sm" tone="danger" disabled={busy} onClick={() => monitor.send({ type: 'monitor.stop' })}>
        Stop monitoring
      </Button>
    </section>
  );
};

/**
 * The monitor session in the dock (issue 39): the supervisor's mode switch and stop; the agent's notice that a
 * supervisor is on the call, with their name, where the tenant's policy shows it.
 */
export const MonitorBar = ({ monitor }: { monitor: Monitor }) => {
  const watching = useSelector(monitor, (s) => s.hasTag('monitoring'));
  const starting = useSelector(monitor, (s) => s.matches('starting'));
  const monitored = useSelector(monitor, (s) => s.hasTag('monitored') && s.context.notice);
  const name = useSelector(monitor, (s) => s.context.peer_name);
  const mode = useSelector(monitor, (s) => s.context.mode);
  const error = useSelector(monitor, (s) => s.context.error);
  if (watching) return <Watching monitor={monitor} />;
  if (starting) return <span role="status">Connecting to {name}…</span>;
  if (monitored)
    return (
      <span className={styles.notice} role="status" data-testid="monitor-notice">
        {name ?? 'A supervisor'} {agentSees[mode]}
      </span>
    );
  if (error)
    return (
      <span role="alert" className={styles.bar}>
        {error}
        <Button size="sm" onClick={() => monitor.send({ type: 'monitor.dismiss' })}>
          Dismiss
        </Button>
      </span>
    );
  return null;
};
