import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { callCaseMachine } from '../../machines/call-case.machine';
import type { telephonyMachine } from '../../machines/telephony.machine';
import type { ScreenProps } from '../../app/route-types';
import { formatPhone } from '../../rules/phone-number';
import { CallerStep } from './call-flow-caller';
import { ClassifyStep } from './call-flow-classify';
import { DescribeStep } from './call-flow-describe';
import { DispositionStep } from './call-flow-disposition';
import { RecentInteractions } from './recent-interactions';
import { CallFlowContext, SoftphoneContext } from './use-softphone';
import { useSoftphoneActors } from './use-softphone-actors';
import flowStyles from './call-flow.module.css';
import { EmptyState } from '../kit/ui/empty-state';

const steps = [
  { key: 'caller', label: 'Caller', states: ['lookingUp', 'identified', 'unidentified'] },
  { key: 'classify', label: 'Classification', states: ['classify'] },
  { key: 'describe', label: 'Case', states: ['describe', 'creating'] },
  { key: 'disposition', label: 'Disposition', states: ['disposition', 'done'] },
] as const;

const noCall = (
  <EmptyState title="No call in progress.">
    Log in to the phone in the header and take a call: the guided flow starts when a call rings.
  </EmptyState>
);

type FlowActors = {
  phone: ActorRefFrom<typeof telephonyMachine>;
  flow: ActorRefFrom<typeof callCaseMachine>;
};

/** The guided call-to-case flow (#/telephony/call): one screen per step, moved through with the keyboard. */
export const CallFlow = (_: ScreenProps) => {
  const actors = useSoftphoneActors();
  // No softphone here (not loaded yet, or the phone is in another tab): nothing to follow, as with a phone off.
  if (!actors)
    return (
      <section className={flowStyles.screen} aria-labelledby="call-flow-title">
        <h1 id="call-flow-title">Call to case</h1>
        {noCall}
      </section>
    );
  return <FlowScreen phone={actors.phone} flow={actors.flow} />;
};

const FlowScreen = ({ phone, flow }: FlowActors) => {
  const state = useSelector(flow, (s) => (typeof s.value === 'string' ? s.value : 'idle'));
  const number = useSelector(flow, (s) => s.context.number);
  const known = useSelector(flow, (s) => s.context.parties.length > 0);
  const lookingUp = useSelector(flow, (s) => s.matches('lookingUp'));
  const current = steps.find((s) => (s.states as readonly string[]).includes(state));
  return (
    <SoftphoneContext.Provider value={phone}>
      <CallFlowContext.Provider value={flow}>
        <section className={flowStyles.screen} aria-labelledby="call-flow-title">
          <h1 id="call-flow-title">Call to case{number ? `: ${formatPhone(number)}` : ''}</h1>
          {state === 'idle' ? (
            noCall
          ) : (
            <>
              <ol className={flowStyles.steps} aria-label="Steps">
                {steps.map((s) => (
                  <li key={s.key} aria-current={s === current ? 'step' : undefined}>
                    {s.label}
                  </li>
                ))}
              </ol>
              <div className={flowStyles.columns}>
                <div className={flowStyles.main}>
                  {current?.key === 'caller' && <CallerStep key={state} />}
                  {current?.key === 'classify' && <ClassifyStep />}
                  {current?.key === 'describe' && <DescribeStep />}
                  {current?.key === 'disposition' && <DispositionStep />}
                </div>
                {/* The caller's history beside the form: found by the number, then following the choice. */}
                <section className={flowStyles.aside} aria-label="Caller history">
                  {known ? (
                    <RecentInteractions className={flowStyles.card} />
                  ) : (
                    <p className={flowStyles.card}>
                      {lookingUp
                        ? 'Looking for the caller’s history…'
                        : `No customer has the number ${formatPhone(number)}: there is no history to show.`}
                    </p>
                  )}
                </section>
              </div>
            </>
          )}
        </section>
      </CallFlowContext.Provider>
    </SoftphoneContext.Provider>
  );
};
