import { afterAll, describe, expect, it } from 'vitest';
import type { PdfFile } from '../../../src/contracts/advice';
import { pdfText, startSmtpPeer } from '../../support/smtp-peer';
import { post } from '../helpers';
import { adviceAt, adviceWorld, sampleNeeds, v1 } from './fixtures';

const peer = await startSmtpPeer();
afterAll(() => peer.close());
const { t, agent, pretoria, call } = await adviceWorld(peer);

describe('the advice lifecycle', () => {
  it('runs draft → needs → compared → recommended → documents → sent → resent → closed', async () => {
    const { advice } = await adviceAt(t, agent.token, pretoria.id, 'documents_generated');
    const id = advice.advice_id;
    expect(advice.documents.filter((d) => !d.removed).map((d) => d.kind)).toEqual([
      'advice',
      'scheme_comparison',
      'gap_comparison',
    ]);

    const record = advice.documents.find((d) => d.kind === 'advice')!;
    const file = (
      await post<PdfFile>(
        t.app,
        v1('download_advice_report'),
        { advice_id: id, document_id: record.document_id },
        agent.token,
      )
    ).body.data;
    const text = await pdfText(Buffer.from(file.base64, 'base64'));
    expect(text).toContain('Record of advice');
    expect(text).toContain(`${pretoria.first} ${pretoria.last}`);
    expect(text).toContain('Best hospital cover for the price.');
    expect(text).toContain('Hypertension');

    const sent = await call('email_advice_documents', {
      advice_id: id,
      to: 'employee@example.co.za',
      message: 'As discussed today.',
    });
    expect(sent.body.errCode).toBe(0);
    expect(sent.body.data.status).toBe('sent');
    const [mail] = await peer.waitFor(1);
    expect(mail.subject).toContain('Your medical scheme advice');
    expect(mail.text).toContain('As discussed today.');
    expect(mail.attachments.map((a) => a.filename)).toHaveLength(3);
    expect(await pdfText(mail.attachments[0].content)).toContain('Record of advice');
    expect(sent.body.data.mails[0]).toMatchObject({
      transport: 'smtp',
      status: 'sent',
      to: 'employee@example.co.za',
    });

    const resent = await call('resend_email_advice_documents', { advice_id: id });
    expect(resent.body.data.status).toBe('sent');
    expect(resent.body.data.mails[0].resend_of).toBe(sent.body.data.mails[0].mail_id);
    await peer.waitFor(2);
    expect(peer.messages[1].to).toMatchObject({ text: 'employee@example.co.za' });

    const closed = await call('close_advice', { advice_id: id, reason: 'Employee joined the plan' });
    expect(closed.body.data).toMatchObject({ status: 'closed', close_reason: 'Employee joined the plan' });
    const after = await call('update_advice_needs', { advice_id: id, needs: sampleNeeds });
    expect(after.body).toMatchObject({ errCode: 3, msg: 'The advice is closed' });
  });

  it('refuses actions out of order with the reason, and changes nothing', async () => {
    const { advice } = await adviceAt(t, agent.token, pretoria.id, 'draft');
    const id = advice.advice_id;
    const refusals: [string, unknown, string][] = [
      ['save_advice', { advice_id: id, scheme_ids: [1, 2] }, 'Capture the needs first'],
      ['export_advice', { advice_id: id }, 'Record a recommendation before generating documents'],
      [
        'email_advice_documents',
        { advice_id: id, to: 'a@b.co.za' },
        'Generate the documents before e-mailing them',
      ],
      ['resend_email_advice_documents', { advice_id: id }, 'Only sent documents can be sent again'],
      ['close_advice', { advice_id: id, reason: 'Not needed' }, 'Generate the documents before closing'],
      [
        'update_advice_needs',
        { advice_id: id, needs: sampleNeeds },
        'Needs can change only before documents are generated',
      ],
    ];
    for (const [name, body, reason] of refusals) {
      const answer = await call(name, body);
      expect(answer.body.errCode, name).toBe(3);
      expect(answer.body.msg, name).toContain(reason);
    }
    expect((await call('get_advice', { advice_id: id })).body.data.status).toBe('draft');
  });

  it('guards the comparison size and the recommendation', async () => {
    const { advice, plans } = await adviceAt(t, agent.token, pretoria.id, 'needs_captured');
    const id = advice.advice_id;
    const filters = {
      hospital: 1,
      max_premium: 9000,
      adult_dependent: 1,
      child_dependent: 2,
      include_inactive: false,
    };
    const saved = await call('update_advice_filters', { advice_id: id, filters });
    expect(saved.body.data).toMatchObject({ status: 'needs_captured', filters });
    expect(
      (await call('save_advice', { advice_id: id, scheme_ids: [plans[0].scheme_id] })).body.msg,
    ).toContain('Choose 2 to 4 plans');
    expect(
      (await call('save_advice', { advice_id: id, scheme_ids: [plans[0].scheme_id, 99999] })).body.errCode,
    ).toBe(4);
    await call('save_advice', { advice_id: id, scheme_ids: [plans[0].scheme_id, plans[1].scheme_id] });
    const outside = await call('update_advice_rec', {
      advice_id: id,
      scheme_id: plans[2].scheme_id,
      reason: 'Cheapest plan overall',
    });
    expect(outside.body).toMatchObject({ errCode: 3, msg: 'Recommend one of the compared plans' });
    expect(
      (await call('update_advice_rec', { advice_id: id, scheme_id: plans[0].scheme_id, reason: 'short' }))
        .body.errCode,
    ).toBe(1);
    const rec = await call('update_advice_rec', {
      advice_id: id,
      scheme_id: plans[0].scheme_id,
      reason: 'Cheapest plan that meets the needs',
    });
    expect(rec.body.data.status).toBe('recommended');
    // Comparing again without the recommended plan drops the recommendation.
    const again = await call('save_advice', {
      advice_id: id,
      scheme_ids: [plans[1].scheme_id, plans[2].scheme_id],
    });
    expect(again.body.data).toMatchObject({ status: 'schemes_compared', recommendation: null });
  });

  it('removing every document returns the advice to recommended; a failed relay keeps the status and records the failure', async () => {
    const { advice } = await adviceAt(t, agent.token, pretoria.id, 'documents_generated');
    const id = advice.advice_id;
    peer.refuseWith('550 Mailbox unavailable');
    const failed = await call('email_advice_documents', { advice_id: id, to: 'nobody@example.co.za' });
    peer.refuseWith(null);
    expect(failed.body.errCode).toBe(99);
    expect(failed.body.msg).toContain('Mailbox unavailable');
    const kept = (await call('get_advice', { advice_id: id })).body.data;
    expect(kept.status).toBe('documents_generated');
    expect(kept.mails[0]).toMatchObject({ status: 'failed', to: 'nobody@example.co.za' });

    const live = kept.documents.filter((d) => !d.removed);
    const one = await call('remove_advice_documents', { advice_id: id, document_ids: [live[2].document_id] });
    expect(one.body.data.status).toBe('documents_generated');
    const rest = await call('remove_advice_documents', {
      advice_id: id,
      document_ids: live.slice(0, 2).map((d) => d.document_id),
    });
    expect(rest.body.data.status).toBe('recommended');
    expect(rest.body.data.documents.every((d) => d.removed)).toBe(true);
    expect(
      (await call('remove_advice_documents', { advice_id: id, document_ids: [live[0].document_id] })).body
        .errCode,
    ).toBe(3);
    expect(
      (
        await post(
          t.app,
          v1('download_advice_report'),
          { advice_id: id, document_id: live[0].document_id },
          agent.token,
        )
      ).body.errCode,
    ).toBe(4);
  });
});

describe('comparison exports and mails', () => {
  it('exports the scheme and gap comparisons as PDFs with their text, and mails one', async () => {
    const plans = (
      await post<{ scheme_id: number; name: string }[]>(t.app, v1('filter_schemes'), {}, agent.token)
    ).body.data.slice(0, 3);
    const pdf = (
      await post<PdfFile>(
        t.app,
        v1('export_scheme_comparison'),
        { scheme_ids: plans.map((p) => p.scheme_id), adult_dependent: 1, child_dependent: 2 },
        agent.token,
      )
    ).body.data;
    const text = await pdfText(Buffer.from(pdf.base64, 'base64'));
    expect(text).toContain('Medical scheme comparison');
    for (const plan of plans) expect(text).toContain(plan.name);
    expect(text).toContain('1 adult dependant(s), 2 child dependant(s)');
    const gap = (await post<PdfFile>(t.app, v1('export_gap'), { gap_ids: [1, 2, 3] }, agent.token)).body.data;
    expect(await pdfText(Buffer.from(gap.base64, 'base64'))).toContain('Sirago Ultra Gap Cover');
    const before = peer.messages.length;
    const sent = await post(
      t.app,
      v1('send_gap_comparison_mail'),
      { gap_ids: [1, 2], to: 'hr@example.co.za' },
      agent.token,
    );
    expect(sent.body.errCode).toBe(0);
    const mails = await peer.waitFor(before + 1);
    expect(mails.at(-1)?.subject).toBe('Gap cover comparison from Ubuntu Benefits');
  });
});
