// A local SMTP server for the e2e backend (SMTP_URL points to it) that keeps every message and serves
// them to tests over HTTP: GET /messages?to=<address> -> [{ to, subject, text, receivedAt }], newest
// last. Messages are decoded just enough for tests to read them (quoted-printable, base64, RFC 2047
// subjects); tests read plain-text bodies.
import { createServer, type Server } from 'node:http';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  /** The Reply-To and Message-ID headers (a ticket's mail answers to its own address, issue 29). */
  replyTo: string | null;
  messageId: string | null;
  receivedAt: string;
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_m, _charset: string, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(decodeQuotedPrintable(data.replace(/_/g, ' ')), 'binary').toString('utf8'),
  );
}

/** Returns a binary string (one char per byte). */
function decodeQuotedPrintable(value: string): string {
  return value.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function headerBlock(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return Buffer.from(decodeQuotedPrintable(body), 'binary').toString('utf8');
  return body;
}

/** The text/plain part of a message (the first one, when multipart). */
function textOf(raw: string): { subject: string; text: string } {
  const { headers, body } = headerBlock(raw);
  const subject = decodeWords(headers.get('subject') ?? '');
  return { subject, text: bodyText(headers, body) };
}

function bodyText(headers: Map<string, string>, body: string): string {
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (!boundary) return decodeBody(headers, body);
  for (const part of body.split(`--${boundary}`)) {
    const p = headerBlock(part.replace(/^\r?\n/, ''));
    if ((p.headers.get('content-type') ?? '').toLowerCase().startsWith('text/plain')) return decodeBody(p.headers, p.body);
  }
  return '';
}

export interface MailCatcherOptions {
  smtpPort: number;
  httpPort: number;
  /** Other test controls served on the same port: 'METHOD /path' -> handler of the JSON body. */
  extraRoutes?: Record<string, (body: unknown) => void | Promise<void>>;
}

export async function startMailCatcher(options: MailCatcherOptions): Promise<{ close(): Promise<void> }> {
  const messages: CaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        // Bytes are kept as latin1 so that decoding can rebuild the UTF-8 the encodings carry.
        const raw = Buffer.concat(chunks).toString('latin1');
        const { subject, text } = textOf(raw);
        const { headers } = headerBlock(raw);
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject,
          text,
          replyTo: headers.get('reply-to')?.trim() ?? null,
          messageId: headers.get('message-id')?.trim() ?? null,
          receivedAt: new Date().toISOString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(options.smtpPort, '127.0.0.1', resolve));

  const http: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const extra = options.extraRoutes?.[`${req.method} ${url.pathname}`];
    if (extra) {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        Promise.resolve(extra(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'))).then(
          () => res.writeHead(204).end(),
          (err: unknown) => res.writeHead(500).end(String(err)),
        );
      });
      return;
    }
    if (req.method !== 'GET' || url.pathname !== '/messages') {
      res.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(to ? messages.filter((m) => m.to.includes(to)) : messages));
  });
  await new Promise<void>((resolve) => http.listen(options.httpPort, '127.0.0.1', resolve));

  return {
    async close() {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
