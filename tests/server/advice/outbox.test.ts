import { describe, expect, it } from 'vitest';
import type { Advice } from '../../../src/contracts/advice';
import { createTestApp, post, signIn } from '../helpers';
import { adviceAt, employeeIn, v1 } from './fixtures';

// No SMTP_URL: the default. Mail is kept in the outbox, and the advice still moves to sent.
const t = await createTestApp();
const agent = await signIn(t.app, 'agent');

describe('the outbox default', () => {
  it('keeps advice mail in the outbox when no relay is configured', async () => {
    const employee = await employeeIn(t, 'Pretoria Office');
    const { advice } = await adviceAt(t, agent.token, employee.id, 'documents_generated');
    const sent = await post<Advice>(
      t.app,
      v1('email_advice_documents'),
      { advice_id: advice.advice_id, to: 'someone@example.co.za' },
      agent.token,
    );
    expect(sent.body.data.status).toBe('sent');
    expect(sent.body.data.mails[0]).toMatchObject({
      transport: 'outbox',
      status: 'kept',
      to: 'someone@example.co.za',
    });
    expect(sent.body.data.mails[0].attachments).toHaveLength(3);
  });
});
