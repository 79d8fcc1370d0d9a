import { useSelector } from '@xstate/react';
import { CallControls } from './call-controls';
import { useCallFlow, useSoftphone } from './use-softphone';
import { WrapUpForm } from './wrap-up-form';
import flowStyles from './call-flow.module.css';
import { Button } from '../kit/ui/button';

/** Step 4: the case exists; finish the call and give its disposition. */
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
          Case <strong>{created.reference}</strong> created for {created.company}, linked to this call.
        </p>
      )}
      {done ? (
        <p role="status">The call is complete.</p>
      ) : onCall ? (
        <>
          <p>Hang up when the call is done, then choose its disposition.</p>
          <CallControls />
        </>
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
