import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { AssigneeChoice } from './call-flow-assignee';
import { useCallFlow } from './use-softphone';
import flowStyles from './call-flow.module.css';
import styles from './softphone.module.css';
import { Button } from '../kit/ui/button';

/**
 * Step 3: subject, description and who works the case, kept as drafts in the flow; then the case is created,
 * linked to the call.
 */
export const DescribeStep = () => {
  const flow = useCallFlow();
  const subject = useSelector(flow, (s) => s.context.subject);
  const description = useSelector(flow, (s) => s.context.description);
  const company = useSelector(flow, (s) => s.context.company);
  const creating = useSelector(flow, (s) => s.matches('creating'));
  const error = useSelector(flow, (s) => s.context.error);
  const noWorkgroup = useSelector(
    flow,
    (s) => s.context.assignee.kind === 'workgroup' && s.context.assignee.wrkgrp_id === null,
  );
  const [tried, setTried] = useState(false);
  const invalid = subject.trim().length < 3;
  const draft = (next: { subject?: string; description?: string }) =>
    flow.send({
      type: 'flow.draft',
      subject: next.subject ?? subject,
      description: next.description ?? description,
    });
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!invalid && !noWorkgroup) flow.send({ type: 'flow.submit' });
  };
  return (
    <form className={flowStyles.card} onSubmit={handleSubmit} aria-label="Case details" noValidate>
      <p>
        Company: <strong>{company}</strong>
      </p>
      <label className={styles.label}>
        Subject *
        <input
          className={styles.field}
          autoFocus
          maxLength={200}
          value={subject}
          aria-invalid={tried && invalid}
          aria-describedby={tried && invalid ? 'subject-error' : undefined}
          onChange={(e) => draft({ subject: e.target.value })}
        />
      </label>
      {tried && invalid && (
        <p id="subject-error" className={styles.alert} role="alert">
          {subject.trim() ? 'The min number of characters is 3' : 'This field is required'}
        </p>
      )}
      <label className={styles.label}>
        Description
        <textarea
          className={styles.field}
          rows={4}
          maxLength={4000}
          value={description}
          onChange={(e) => draft({ description: e.target.value })}
        />
      </label>
      <AssigneeChoice tried={tried} />
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      <div className={styles.row}>
        <Button onClick={() => flow.send({ type: 'flow.back' })}>Back</Button>
        <Button variant="primary" type="submit" disabled={creating}>
          {creating ? 'Creating…' : 'Create case'}
        </Button>
      </div>
    </form>
  );
};
