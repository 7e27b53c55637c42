// The little HTTP the fake providers share: a JSON body in, JSON out, a listening server on port 0.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export const sendJson = (res: ServerResponse, status: number, body: unknown) =>
  void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

export const sendHtml = (res: ServerResponse, html: string) => void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);

/** A payer's page for the local simulator: what the charge is and one button that pays it. */
export const payerPage = (title: string, lines: string[], payPath: string) => `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>${title}</title>
<body style="font-family:system-ui;max-width:32rem;margin:3rem auto"><p><strong>Simulação local</strong> - nenhum dinheiro de verdade circula aqui.</p>
<h1>${title}</h1>${lines.map((l) => `<p>${l}</p>`).join('')}
<form method="post" action="${payPath}"><button type="submit">Pagar (simulação)</button></form></body></html>`;

export async function listen(handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>, port = 0): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    handler(req, res).catch((err: unknown) => sendJson(res, 500, { error: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  // A simulator must never keep the process alive on shutdown.
  server.unref();
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** POST a JSON body with headers; delivery failures are the caller's to retry (providers do). */
export async function deliver(url: string, body: string, headers: Record<string, string>): Promise<number> {
  try {
    const res = await fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers }, signal: AbortSignal.timeout(10_000) });
    return res.status;
  } catch {
    return 0;
  }
}
