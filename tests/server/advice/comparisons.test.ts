import { afterAll, describe, expect, it } from 'vitest';
import type { PdfFile } from '../../../src/contracts/advice';
import { pdfText, startSmtpPeer } from '../../support/smtp-peer';
import { post } from '../helpers';
import { adviceWorld, v1 } from './fixtures';

const peer = await startSmtpPeer();
afterAll(() => peer.close());
const { t, agent } = await adviceWorld(peer);

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
