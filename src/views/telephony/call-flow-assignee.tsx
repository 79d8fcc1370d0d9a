import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { workgroupOptionsMachine } from '../../machines/workgroup-options.machine';
import { useCallFlow } from './use-softphone';
import flowStyles from './call-flow.module.css';
import styles from './softphone.module.css';

/** The case's workgroups to dispatch to, loaded only once the agent chooses to dispatch. */
const WorkgroupSelect = ({ value, invalid }: { value: number | null; invalid: boolean }) => {
  const flow = useCallFlow();
  const options = useScreenActor(workgroupOptionsMachine, { input: { wrkgrpType: 'Case' } });
  const targets = useSelector(options, (s) => s.context.targets);
  const loading = useSelector(options, (s) => s.hasTag('loading'));
  const error = useSelector(options, (s) => s.context.error);
  return (
    <>
      <label className={styles.label}>
        Workgroup *
        <select
          className={styles.field}
          value={value ?? ''}
          aria-busy={loading}
          aria-invalid={invalid}
          aria-describedby={invalid ? 'assignee-error' : undefined}
          onChange={(e) =>
            flow.send({
              type: 'flow.assign',
              assignee: { kind: 'workgroup', wrkgrp_id: e.target.value ? Number(e.target.value) : null },
            })
          }
        >
          <option value="">{loading ? 'Loading workgroups…' : 'Choose a workgroup'}</option>
          {targets.map((t) => (
            <option key={t.wrkgrp_id} value={t.wrkgrp_id}>
              {t.wrkgrp_name}
            </option>
          ))}
        </select>
      </label>
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      {invalid && (
        <p id="assignee-error" className={styles.alert} role="alert">
          This field is required
        </p>
      )}
    </>
  );
};

/**
 * Who works the new case: the agent who took the call keeps it unless they dispatch it to a workgroup's queue
 * (then nobody owns it until the workgroup takes it).
 */
export const AssigneeChoice = ({ tried }: { tried: boolean }) => {
  const flow = useCallFlow();
  const assignee = useSelector(flow, (s) => s.context.assignee);
  const wrkgrpId = assignee.kind === 'workgroup' ? assignee.wrkgrp_id : null;
  return (
    <fieldset className={flowStyles.parties}>
      <legend>Who works the case</legend>
      <label className={flowStyles.party}>
        <input
          type="radio"
          name="assignee"
          checked={assignee.kind === 'me'}
          onChange={() => flow.send({ type: 'flow.assign', assignee: { kind: 'me' } })}
        />
        <span>I keep it (owner: me)</span>
      </label>
      <label className={flowStyles.party}>
        <input
          type="radio"
          name="assignee"
          checked={assignee.kind === 'workgroup'}
          onChange={() =>
            flow.send({ type: 'flow.assign', assignee: { kind: 'workgroup', wrkgrp_id: null } })
          }
        />
        <span>Dispatch it to a workgroup</span>
      </label>
      {assignee.kind === 'workgroup' && (
        <WorkgroupSelect value={wrkgrpId} invalid={tried && wrkgrpId === null} />
      )}
    </fieldset>
  );
};
