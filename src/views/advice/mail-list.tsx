import { useMemo } from 'react';
import type { AdviceMail } from '../../contracts/advice/types';
import { Datatable } from '../kit/datatable/datatable';
import type { DatatableColumn } from '../kit/datatable/columns';
import { shortDate } from './format';

type MailLine = AdviceMail & { subject_shown: string; via: string; state: string; when: string };
const mailLine = (m: AdviceMail): MailLine => ({
  ...m,
  subject_shown: `${m.subject}${m.resend_of !== null ? ' (resent)' : ''}`,
  via: m.transport === 'smtp' ? 'Mail relay' : 'Kept in the outbox (no relay configured)',
  state: m.status === 'failed' ? `Failed: ${m.error ?? ''}` : m.status === 'sent' ? 'Sent' : 'Kept',
  when: shortDate(m.created_at),
});
const mailColumns: DatatableColumn<MailLine>[] = [
  { id: 'to', title: 'To', fit: { maxWidth: 260 } },
  { id: 'subject_shown', title: 'Subject', grow: true, width: 220 },
  { id: 'via', title: 'Sent by', fit: { maxWidth: 300 } },
  {
    id: 'state',
    title: 'Status',
    fit: { maxWidth: 240 },
    tone: (m) => (m.status === 'failed' ? 'danger' : undefined),
  },
  { id: 'when', title: 'When', fit: true },
];

/** The mails an advice sent, newest last as the service keeps them. */
export const MailList = ({ mails }: { mails: AdviceMail[] }) => {
  const rows = useMemo(() => mails.map(mailLine), [mails]);
  return <Datatable label="Mails sent" rows={rows} columns={mailColumns} viewId="advice-mails" />;
};
