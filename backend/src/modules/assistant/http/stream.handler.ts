// GET /api/assistant/conversations/:id/messages/:messageId/stream - the answer relayed to the browser
// as server-sent events (delta, done, error) while the job writes it into assistant_drafts.
import { PassThrough } from 'node:stream';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { defineRoute, fileResponse, NotFound } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { loadConversation } from '../conversation';
import { TAGS, ownConversation, view } from './context';
import { conversationId } from './conversation.schema';

/** How long the relay waits for the job's answer before it gives up (the answer is still recorded). */
const RELAY_TIMEOUT_MS = 90_000;
const RELAY_POLL_MS = 120;

/** Writes the answer's new text as it grows, then the conversation when it is recorded; ends on timeout or when the browser leaves. */
async function relay(runtime: Runtime, out: PassThrough, params: { id: string; messageId: string }, closed: () => boolean) {
  const send = (event: string, data: unknown) => out.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const started = performance.now();
  let sent = '';
  try {
    while (!closed()) {
      const row = await runtime.db('assistant_drafts').where({ message_id: params.messageId }).first<{ text: string; done: boolean } | undefined>('text', 'done');
      if (row && row.text.length > sent.length && row.text.startsWith(sent)) {
        send('delta', { text: row.text.slice(sent.length) });
        sent = row.text;
      }
      // The recorded answer ends the relay (checked when the job says it is done, or before it starts).
      const c = row?.done || !row ? (await loadConversation(runtime, params.id)).conversation : null;
      const turn = c?.turns.find((t) => t.messageId === params.messageId);
      if (c && (turn?.answer || turn?.failed)) {
        send('done', view(c));
        break;
      }
      if (performance.now() - started > RELAY_TIMEOUT_MS) {
        send('error', { message: 'A resposta está demorando. Atualize a conversa em instantes ou fale com a nossa equipe.' });
        break;
      }
      await new Promise((r) => setTimeout(r, RELAY_POLL_MS));
    }
  } catch (err) {
    runtime.logger.warn({ err }, 'relay do Suporte IA interrompido');
    if (!closed()) send('error', { message: 'A conexão com o assistente caiu. Atualize a conversa.' });
  } finally {
    out.end();
  }
}

export function streamRoute(runtime: Runtime) {
  return defineRoute({
    method: 'GET',
    path: '/api/assistant/conversations/:id/messages/:messageId/stream',
    summary: 'A resposta sendo escrita, como server-sent events (delta, done, error)',
    tags: TAGS,
    access: 'public',
    rateLimit: { points: 60, windowSeconds: 60, key: 'user' },
    input: { params: z.object({ id: conversationId, messageId: conversationId }) },
    response: fileResponse('text/event-stream; charset=utf-8'),
    async handler(ctx, { params, principal }) {
      const { conversation } = await ownConversation(runtime, params.id, principal);
      if (!conversation.turns.some((t) => t.messageId === params.messageId)) throw new NotFound('Mensagem não encontrada.');
      const out = new PassThrough();
      ctx.status = 200;
      ctx.set('Content-Type', 'text/event-stream; charset=utf-8');
      ctx.set('Cache-Control', 'no-store');
      ctx.set('X-Accel-Buffering', 'no');
      ctx.body = out;
      let closed = false;
      ctx.req.on('close', () => (closed = true));
      void relay(runtime, out, params, () => closed);
      return undefined;
    },
  });
}
