// POST /api/help/contact, /api/contact/message and /api/press/contact - the plain contact forms: each
// files an item (forms.ts) and answers with the number the sender is told.
import { contactMessageInput, helpContactInput, pressContactInput } from '@piboost/events/forms';
import { defineRoute } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { receive } from '../forms';
import { referenceResponse, ticketResponse } from './forms.schema';
import { publicForm } from './shared';

export function helpContactRoute(runtime: Runtime) {
  return defineRoute({
    ...publicForm,
    path: '/api/help/contact',
    summary: 'Envia uma dúvida à central de ajuda',
    input: { body: helpContactInput },
    response: ticketResponse,
    async handler(ctx, { body, principal }) {
      const { name, email, ...input } = body;
      const { reference: ticketNumber } = await receive(runtime, ctx.state.requestId, principal, { name, email }, { kind: 'help', input });
      return { success: true as const, message: 'Mensagem recebida! Enviamos a confirmação para o seu e-mail.', data: { ticketNumber } };
    },
  });
}

export function contactMessageRoute(runtime: Runtime) {
  return defineRoute({
    ...publicForm,
    path: '/api/contact/message',
    summary: 'Envia uma mensagem pelo formulário de contato',
    input: { body: contactMessageInput },
    response: referenceResponse,
    async handler(ctx, { body, principal }) {
      const { name, email, ...input } = body;
      const { reference } = await receive(runtime, ctx.state.requestId, principal, { name, email }, { kind: 'contact', input });
      return { success: true as const, message: 'Mensagem enviada com sucesso! Enviamos a confirmação para o seu e-mail.', data: { reference } };
    },
  });
}

export function pressContactRoute(runtime: Runtime) {
  return defineRoute({
    ...publicForm,
    path: '/api/press/contact',
    summary: 'Envia um contato de imprensa',
    input: { body: pressContactInput },
    response: referenceResponse,
    async handler(ctx, { body, principal }) {
      const { name, email, ...input } = body;
      const { reference } = await receive(runtime, ctx.state.requestId, principal, { name, email }, { kind: 'press', input });
      return { success: true as const, message: 'Mensagem enviada com sucesso! Entraremos em contato em breve.', data: { reference } };
    },
  });
}
