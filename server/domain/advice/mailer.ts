import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';

export type OutgoingMail = {
  to: string;
  cc: string[];
  subject: string;
  body: string;
  attachments: { filename: string; content: Buffer }[];
};

export type MailOutcome =
  | { transport: 'smtp'; status: 'sent'; messageId: string; error: null }
  | { transport: 'smtp'; status: 'failed'; messageId: null; error: string }
  | { transport: 'outbox'; status: 'kept'; messageId: null; error: null };

export type Mailer = { send: (mail: OutgoingMail) => Promise<MailOutcome>; close: () => void };

/**
 * Advice mail goes to the configured SMTP relay; without one it is only kept in the outbox (advice_mails),
 * which the console shows. A relay failure is an outcome, not an exception: the caller records it.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): Mailer {
  if (!config.smtpUrl) {
    return {
      send: async () => ({ transport: 'outbox', status: 'kept', messageId: null, error: null }),
      close: () => {},
    };
  }
  const transport: Transporter = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    send: async (mail) => {
      try {
        const info = await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          cc: mail.cc.length ? mail.cc : undefined,
          subject: mail.subject,
          text: mail.body,
          attachments: mail.attachments.map((a) => ({ ...a, contentType: 'application/pdf' })),
        });
        return { transport: 'smtp', status: 'sent', messageId: String(info.messageId), error: null };
      } catch (error) {
        // The relay's own words help the adviser ("mailbox unavailable"); the URL and its credentials never appear.
        const message = error instanceof Error ? error.message : 'The mail relay refused the message';
        return { transport: 'smtp', status: 'failed', messageId: null, error: message.slice(0, 300) };
      }
    },
    close: () => transport.close(),
  };
}
