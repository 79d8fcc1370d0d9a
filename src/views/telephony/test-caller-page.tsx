import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import type { FormEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { ScreenProps } from '../../app/route-types';
import { trailFor } from '../../config/breadcrumbs';
import { testCallerMachine } from '../../machines/test-caller.machine';
import { formatPhone } from '../../rules/phone-number';
import { callClock, testCallerStatus, type TestCallerStatusInput } from '../../rules/test-caller-status';
import { Breadcrumb } from '../kit/breadcrumb';
import page from '../kit/shared/page.module.css';
import { TestCallerKeypad } from './test-caller-keypad';
import styles from './test-caller-page.module.css';
import { Button } from '../kit/ui/button';
import { PageHeader } from '../kit/ui/surfaces';

/** The flat state the status line names: online's children stand for themselves. */
const stateOf = (s: SnapshotFrom<typeof testCallerMachine>): TestCallerStatusInput['state'] =>
  s.value === 'registering' ? 'connecting' : typeof s.value === 'string' ? s.value : s.value.online;

/** #/telephony/test-caller (issue 20): supervisors and QA ring a queue or an agent from the browser. */
export const TestCallerPage = ({ route }: ScreenProps) => {
  const actor = useScreenActor(testCallerMachine);
  const state = useSelector(actor, stateOf);
  const status = useSelector(actor, (s) => testCallerStatus({ ...s.context, state: stateOf(s) }));
  const target = useSelector(actor, (s) => s.context.target);
  const targetError = useSelector(actor, (s) => s.context.targetError);
  const targets = useSelector(actor, (s) => (s.context.details ?? s.context.preview)?.targets ?? []);
  const from = useSelector(actor, (s) => (s.context.details ?? s.context.preview)?.caller_number ?? null);
  const elapsed = useSelector(actor, (s) =>
    s.context.answeredAt === null ? null : s.context.now - s.context.answeredAt,
  );
  const inCall = state === 'dialing' || state === 'ringing' || state === 'inCall';
  const canDial = state === 'ready' || state === 'ended';
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'testCaller.call' });
  };
  return (
    <div className={page.areaPage}>
      <Breadcrumb trail={trailFor(route.path) ?? []} />
      <PageHeader
        title="Test caller"
        description="A browser phone of its own for training and checks: ring a queue’s number or an agent’s extension, send digits, hang up. It never takes calls."
      />
      <section className={styles.panel} aria-label="Test caller">
        <p role="status" className={styles.status}>
          {status}
        </p>
        {from && <p className={styles.from}>Calls come from {formatPhone(from)}, a customer’s number.</p>}
        {(state === 'idle' || state === 'failed') && (
          <div className={styles.row}>
            <Button variant="primary" onClick={() => actor.send({ type: 'testCaller.start' })}>
              {state === 'idle' ? 'Connect' : 'Connect again'}
            </Button>
          </div>
        )}
        <form onSubmit={handleSubmit} aria-label="Number to call" noValidate className={styles.form}>
          <label className={styles.label}>
            Queue number or extension
            <input
              className={styles.field}
              inputMode="numeric"
              autoComplete="off"
              value={target}
              aria-invalid={targetError !== null}
              aria-describedby={targetError ? 'test-caller-error' : undefined}
              onChange={(e) => actor.send({ type: 'testCaller.target', value: e.target.value })}
            />
          </label>
          {targetError && (
            <p id="test-caller-error" role="alert" className={styles.alert}>
              {targetError}
            </p>
          )}
          {targets.length > 0 && (
            <label className={styles.label}>
              Pick an agent
              <select
                className={styles.field}
                value={targets.some((t) => t.number === target) ? target : ''}
                onChange={(e) => actor.send({ type: 'testCaller.target', value: e.target.value })}
              >
                <option value="">Choose…</option>
                {targets.map((t) => (
                  <option key={t.number} value={t.number}>
                    {t.label}
                  </option>
                ))}
              </select>
            </label>
          )}
          <div className={styles.row}>
            <Button variant="primary" type="submit" disabled={!canDial}>
              Call
            </Button>
            <Button
              variant="danger"
              disabled={!inCall}
              onClick={() => actor.send({ type: 'testCaller.hangup' })}
            >
              Hang up
            </Button>
          </div>
        </form>
        {elapsed !== null && <p className={styles.timer}>Call time {callClock(elapsed)}</p>}
        <TestCallerKeypad
          disabled={state !== 'inCall'}
          onTone={(tone) => actor.send({ type: 'testCaller.dtmf', tone })}
        />
      </section>
    </div>
  );
};
