import { useSelector } from '@xstate/react';
import { useCallFlow, useSoftphone } from './use-softphone';
import { WrapUpForm } from './wrap-up-form';
import flowStyles from './call-flow.module.css';
import { Button } from '../kit/ui/button';

/** Step 4: the case exists (its number opens it); finish the call and give its disposition. */
export const DispositionStep = () => {
  const flow = useCallFlow();
  const phone = useSoftphone();
  const created = useSelector(flow, (s) => s.context.created);
  const done = useSelector(flow, (s) => s.matches('done'));
  const onCall = useSelector(phone, (s) => s.hasTag('in-call'));
  const wrapping = useSelector(phone, (s) => s.hasTag('wrap-up'));
  return (
    <div className={flowStyles.card} role="group" aria-label="Disposition">
      {created && (
        <p role="status">
          Case <a href={`#/case-management/case/${created.case_id}`}>{created.reference}</a> created for{' '}
          {created.company}, linked to this call.
        </p>
      )}
      {done ? (
        <p role="status">The call is complete.</p>
      ) : onCall ? (
        // The call bar in the header holds hold, mute and hang up while this screen is open.
        <p>Hang up in the call bar when the call is done, then choose its disposition here.</p>
      ) : wrapping ? (
        <WrapUpForm />
      ) : (
        <Button variant="primary" onClick={() => flow.send({ type: 'flow.finish' })}>
          Finish
        </Button>
      )}
    </div>
  );
};
