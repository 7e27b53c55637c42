// /api/newsletter/subscribe, /confirm and /unsubscribe (GET: the subscription's state for the link's
// page; POST: cancel) - double opt-in on the address's own stream (newsletter.ts, decide.ts).
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { newsletterInput } from '@piboost/events/forms';
import { emailSubject } from '../../../platform/crypto/email-subjects';
import { defineRoute, ValidationError, type AppContext } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { confirmNewsletter, InvalidConfirmationLink, requestNewsletter, unsubscribeNewsletter } from '../decide';
import { newsletterToken, newsletterUnsubscribeToken, normaliseEmail } from '../forms';
import { newsletterCommand, newsletterOf } from '../newsletter';
import { newsletterLinkInput, okResponse, subscriptionStatusResponse } from './forms.schema';
import { publicForm } from './shared';

const LINK_LIMIT = { points: 20, windowSeconds: 600, key: 'ip' } as const;
/** What the link's routes share: public, LINK_LIMIT; the POST ones (confirm, unsubscribe) take its `s` and `t` in the body. */
const LINK = { tags: ['Contato'], access: 'public' as const, rateLimit: LINK_LIMIT };
const LINK_POST = { ...LINK, method: 'POST' as const, input: { body: newsletterLinkInput }, response: okResponse };

const invalidConfirmationLink = () => new ValidationError({ t: 'Link de confirmação inválido ou expirado.' }, 'Link de confirmação inválido ou expirado.');
const invalidUnsubscribeLink = () => new ValidationError({ t: 'Link de cancelamento inválido.' }, 'Link de cancelamento inválido.');

/** Runs a link's command on the address's stream; a link the decision refuses is answered as `invalid`. */
async function linkCommand(runtime: Runtime, ctx: AppContext, emailHash: string, decide: Parameters<typeof newsletterCommand>[2], invalid: () => ValidationError) {
  try {
    await newsletterCommand(runtime, emailHash, decide, { requestId: ctx.state.requestId });
  } catch (err) {
    throw err instanceof InvalidConfirmationLink ? invalid() : err;
  }
}

/** The link's token is the address's own HMAC: it never expires, and nobody can make one for another address. */
function checkUnsubscribeLink(runtime: Runtime, link: { s: string; t: string }): string {
  const expected = Buffer.from(newsletterUnsubscribeToken(runtime, link.s), 'hex');
  const given = Buffer.from(link.t, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidUnsubscribeLink();
  return link.s;
}

export function subscribeRoute(runtime: Runtime) {
  return defineRoute({
    ...publicForm,
    path: '/api/newsletter/subscribe',
    summary: 'Pede a inscrição na newsletter (confirmação por e-mail)',
    input: { body: newsletterInput },
    response: okResponse,
    status: 202,
    async handler(ctx, { body, principal }) {
      const address = normaliseEmail(body.email);
      const emailHash = runtime.keyedHash(address);
      const eventId = randomUUID();
      const request = {
        eventId,
        subjectId: principal?.userId ?? (await emailSubject(runtime.db, emailHash)),
        email: address,
        emailHash,
        tokenHash: runtime.keyedHash(newsletterToken(runtime, eventId)),
        source: body.source,
      };
      await newsletterCommand(runtime, emailHash, ({ state }) => requestNewsletter(state, request), { requestId: ctx.state.requestId });
      // The same answer whether the address was new, pending or confirmed: nobody learns who subscribes.
      return { success: true as const, message: 'Quase lá! Enviamos um link de confirmação para o seu e-mail.' };
    },
  });
}

export function confirmRoute(runtime: Runtime) {
  return defineRoute({
    path: '/api/newsletter/confirm',
    summary: 'Confirma a inscrição na newsletter pelo link recebido',
    ...LINK_POST,
    async handler(ctx, { body }) {
      await linkCommand(runtime, ctx, body.s, ({ state, subjectId }) => confirmNewsletter(state, { subjectId, emailHash: body.s, tokenHash: runtime.keyedHash(body.t) }), invalidConfirmationLink);
      return { success: true as const, message: 'Inscrição confirmada! Você receberá a newsletter do π Boost.' };
    },
  });
}

export function subscriptionStatusRoute(runtime: Runtime) {
  return defineRoute({
    ...LINK,
    method: 'GET',
    path: '/api/newsletter/unsubscribe',
    summary: 'Confere um link de cancelamento da newsletter e diz a situação da inscrição',
    input: { query: newsletterLinkInput },
    response: subscriptionStatusResponse,
    async handler(_ctx, { query }) {
      const { state } = (await newsletterOf(runtime, checkUnsubscribeLink(runtime, query))()).state;
      if (state.status === 'none') throw invalidUnsubscribeLink();
      return { success: true as const, data: { status: state.status } };
    },
  });
}

export function unsubscribeRoute(runtime: Runtime) {
  return defineRoute({
    path: '/api/newsletter/unsubscribe',
    summary: 'Cancela a inscrição na newsletter pelo link recebido por e-mail',
    ...LINK_POST,
    async handler(ctx, { body }) {
      const emailHash = checkUnsubscribeLink(runtime, body);
      await linkCommand(runtime, ctx, emailHash, ({ state, subjectId }) => unsubscribeNewsletter(state, { subjectId, emailHash }), invalidUnsubscribeLink);
      return { success: true as const, message: 'Inscrição cancelada. Você não receberá mais a newsletter do π Boost.' };
    },
  });
}
