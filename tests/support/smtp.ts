// A real SMTP server on a free port of 127.0.0.1 that keeps every message it receives, for suites
// that send mail through the production path (SMTP_URL). Bodies are kept with quoted-printable
// soft breaks and escapes undone, as UTF-8, so tests can search them for codes, links and names.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface DeliveredMail {
  to: string[];
  raw: string;
}

export interface SmtpCatcher {
  /** `smtp://127.0.0.1:<port>?ignoreTLS=true`, for SMTP_URL. */
  url: string;
  delivered: DeliveredMail[];
  close(): Promise<void>;
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const delivered: DeliveredMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        delivered.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.from(raw, 'latin1').toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}?ignoreTLS=true`,
    delivered,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
