import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type SmtpPeer = {
  url: string;
  messages: ParsedMail[];
  /** Resolves once `count` messages have arrived. */
  waitFor: (count: number, timeoutMs?: number) => Promise<ParsedMail[]>;
  /** The next messages are refused with this SMTP reply (550 …) until cleared with null. */
  refuseWith: (reply: string | null) => void;
  close: () => Promise<void>;
};

/** A real SMTP server on loopback that keeps what it receives: the relay the advice mails go through in tests. */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const messages: ParsedMail[] = [];
  let refusal: string | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (refusal) {
            const error = Object.assign(new Error(refusal), { responseCode: 550 });
            callback(error);
            return;
          }
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const waitFor = async (count: number, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (messages.length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${messages.length}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return messages;
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    refuseWith: (reply) => {
      refusal = reply;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a PDF, page by page joined, read with pdf.js (via unpdf). */
export async function pdfText(bytes: Uint8Array | Buffer): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}
