// The public contact channels (product-spec §3, §5, §7; DECISIONS 14): every form becomes an event
// on its own inbox stream, is acknowledged by e-mail (reactors.ts) and lands in the inbox read model.
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { inboxStream, newEvent, NewsletterSubscriptionRequested, newsletterStream, type NewEvent } from '@piboost/events';
import { careerApplicationInput, RESUME_MAX_BYTES, contactMessageInput, helpContactInput, newsletterInput, pressContactInput, supportTicketInput } from '@piboost/events/forms';
import { RESPONSE_PROMISES } from '@piboost/events/business';
import { defineRoute, ValidationError, type AppContext, type Principal, type RouteModule } from '../../platform/http';
import { handleCommand, loadStream } from '../../platform/command';
import { emailSubject, legacyVisitorSubject } from '../../platform/crypto/email-subjects';
import type { Runtime } from '../../platform/runtime';
import { entitlementsOf } from '../billing';
import { reserveReference } from './references';
import { confirmNewsletter, InvalidConfirmationLink, newsletterState, receiveForm, unsubscribeNewsletter, type FormCommand, type NewsletterState, type Sender } from './decide';

/** A person's form submissions are few; more than this from one address in 10 minutes is a script. */
const FORM_LIMIT = { points: 10, windowSeconds: 600, key: 'ip' } as const;

export const newsletterConfirmInput = z.object({
  s: z.string().regex(/^[a-f0-9]{64}$/, 'Link de confirmação inválido.'),
  t: z.string().regex(/^[a-f0-9]{64}$/, 'Link de confirmação inválido.'),
});

const ticketResponse = z.object({ success: z.literal(true), message: z.string(), data: z.object({ ticketNumber: z.string() }) });
const referenceResponse = z.object({ success: z.literal(true), message: z.string(), data: z.object({ reference: z.string() }) });
const okResponse = z.object({ success: z.literal(true), message: z.string() });

export const normaliseEmail = (value: string) => value.trim().toLowerCase();

/** The token of the cancellation link mailed with every confirmation: one per address, for good. */
export function newsletterUnsubscribeToken(runtime: Pick<Runtime, 'keyedHash'>, emailHash: string): string {
  return runtime.keyedHash(`newsletter-unsubscribe:${emailHash}`);
}

/** The token mailed in the confirmation link is derived from the request's event id, so the mail job can rebuild it. */
export function newsletterToken(runtime: Pick<Runtime, 'keyedHash'>, eventId: string): string {
  return runtime.keyedHash(`newsletter-confirm:${eventId}`);
}

/** Visitors' personal fields are sealed under their address's subject, which that address's erasure shreds. */
async function sender(runtime: Runtime, principal: Pick<Principal, 'userId'> | null, input: { name: string; email: string }): Promise<Sender> {
  const emailHash = runtime.keyedHash(normaliseEmail(input.email));
  return {
    itemId: randomUUID(),
    subjectId: principal?.userId ?? (await emailSubject(runtime.db, emailHash)),
    userId: principal?.userId ?? null,
    name: input.name,
    email: input.email.trim(),
    emailHash,
  };
}

const atLeastHigh = (p: 'low' | 'medium' | 'high' | 'urgent') => (p === 'urgent' ? p : 'high');

async function receive(
  runtime: Runtime,
  requestId: string | undefined,
  principal: Pick<Principal, 'userId'> | null,
  person: { name: string; email: string },
  command: Omit<FormCommand, 'reference'>,
  itemId?: string,
) {
  const from = { ...(await sender(runtime, principal, person)), ...(itemId ? { itemId } : {}) };
  const reference = await reserveReference(runtime.db, command.kind, from.itemId);
  const event = receiveForm({ ...command, reference } as FormCommand, from);
  await runtime.events.append(inboxStream(from.itemId), [{ ...event, metadata: { ...(requestId ? { requestId } : {}), ...(principal ? { actorId: principal.userId } : {}) } }], {
    expected: 'no_stream',
  });
  return { itemId: from.itemId, reference };
}

async function submit(runtime: Runtime, ctx: AppContext, principal: Principal | null, person: { name: string; email: string }, command: Omit<FormCommand, 'reference'>) {
  return (await receive(runtime, ctx.state.requestId, principal, person, command)).reference;
}

/**
 * The inbox's command for other modules: a support ticket opened on someone's behalf (the support
 * assistant hands a conversation over with its transcript). Same event, acknowledgement e-mail and
 * back office as a ticket from the /support form. An `itemId` of the caller's makes the command
 * idempotent: a second ticket of that id is refused (WrongExpectedVersion).
 */
export async function openSupportTicket(
  runtime: Runtime,
  ticket: { userId: string | null; name: string; email: string; subject: string; message: string; priority: 'low' | 'medium' | 'high' | 'urgent'; requestId?: string; itemId?: string },
): Promise<{ itemId: string; ticketNumber: string }> {
  const { itemId, reference } = await receive(
    runtime,
    ticket.requestId,
    ticket.userId ? { userId: ticket.userId } : null,
    ticket,
    { kind: 'support', input: { subject: ticket.subject, message: ticket.message, priority: ticket.priority } },
    ticket.itemId,
  );
  return { itemId, ticketNumber: reference };
}

export function resumeDir(runtime: Runtime) {
  return join(runtime.config.dataDir, 'uploads', 'resumes');
}

/** A PDF by content, not by name: the first bytes of every PDF are `%PDF-`. */
function readResume(resume: { fileName: string; contentBase64: string }): Buffer {
  const bytes = Buffer.from(resume.contentBase64, 'base64');
  if (bytes.length > RESUME_MAX_BYTES) throw new ValidationError({ resume: 'Arquivo muito grande. Tamanho máximo: 5MB' });
  if (!/\.pdf$/i.test(resume.fileName) || bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new ValidationError({ resume: 'Envie o currículo em PDF.' });
  }
  return bytes;
}

const invalidUnsubscribeLink = () => new ValidationError({ t: 'Link de cancelamento inválido.' }, 'Link de cancelamento inválido.');

export function inboxRoutes(runtime: Runtime): RouteModule {
  const publicUrl = runtime.config.publicUrl.replace(/\/$/, '');

  /** The address's newsletter state and whose it is, folded from its stream. */
  function newsletterOf(emailHash: string) {
    return loadStream(runtime.store, newsletterStream(emailHash), (history) => {
      const requested = history.find((e) => e.type === NewsletterSubscriptionRequested.type);
      const subjectId = (requested?.data as { subjectId?: string } | undefined)?.subjectId ?? legacyVisitorSubject(emailHash);
      return { state: newsletterState(history), subjectId };
    });
  }

  /** Load -> decide -> append on the address's stream (platform/command.ts). */
  async function newsletterCommand(ctx: AppContext, emailHash: string, decide: (n: { state: NewsletterState; subjectId: string }) => NewEvent[]) {
    await handleCommand(runtime.events, newsletterStream(emailHash), newsletterOf(emailHash), (n) => ({ events: decide(n) }), {
      metadata: { requestId: ctx.state.requestId },
    });
  }

  /** The link's token is the address's own HMAC: it never expires, and nobody can make one for another address. */
  function checkUnsubscribeLink(link: { s: string; t: string }): string {
    const expected = Buffer.from(newsletterUnsubscribeToken(runtime, link.s), 'hex');
    const given = Buffer.from(link.t, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidUnsubscribeLink();
    return link.s;
  }

  return {
    routes: [
      defineRoute({
        method: 'POST',
        path: '/api/support/ticket',
        summary: 'Abre um chamado de suporte',
        tags: ['Contato'],
        access: 'public',
        rateLimit: FORM_LIMIT,
        input: { body: supportTicketInput },
        response: ticketResponse,
        status: 201,
        async handler(ctx, { body, principal }) {
          const { name, email, ...asked } = body;
          // Priority support (billing's entitlements, Elite): the ticket enters the inbox at least as high.
          const priority = principal && (await entitlementsOf(runtime, principal)).prioritySupport ? atLeastHigh(asked.priority) : asked.priority;
          const ticketNumber = await submit(runtime, ctx, principal, { name, email }, { kind: 'support', input: { ...asked, priority } });
          return { success: true as const, message: `Chamado aberto! Responderemos ${RESPONSE_PROMISES.emailAndTickets}.`, data: { ticketNumber } };
        },
      }),
      defineRoute({
        method: 'POST',
        path: '/api/help/contact',
        summary: 'Envia uma dúvida à central de ajuda',
        tags: ['Contato'],
        access: 'public',
        rateLimit: FORM_LIMIT,
        input: { body: helpContactInput },
        response: ticketResponse,
        status: 201,
        async handler(ctx, { body, principal }) {
          const { name, email, ...input } = body;
          const ticketNumber = await submit(runtime, ctx, principal, { name, email }, { kind: 'help', input });
          return { success: true as const, message: 'Mensagem recebida! Enviamos a confirmação para o seu e-mail.', data: { ticketNumber } };
        },
      }),
      defineRoute({
        method: 'POST',
        path: '/api/contact/message',
        summary: 'Envia uma mensagem pelo formulário de contato',
        tags: ['Contato'],
        access: 'public',
        rateLimit: FORM_LIMIT,
        input: { body: contactMessageInput },
        response: referenceResponse,
        status: 201,
        async handler(ctx, { body, principal }) {
          const { name, email, ...input } = body;
          const reference = await submit(runtime, ctx, principal, { name, email }, { kind: 'contact', input });
          return { success: true as const, message: 'Mensagem enviada com sucesso! Enviamos a confirmação para o seu e-mail.', data: { reference } };
        },
      }),
      defineRoute({
        method: 'POST',
        path: '/api/careers/application',
        summary: 'Envia uma proposta de trabalho, com currículo em PDF opcional',
        tags: ['Contato'],
        access: 'public',
        rateLimit: FORM_LIMIT,
        // A 5 MB PDF is about 6.7 MB in base64.
        bodyLimit: '7mb',
        input: { body: careerApplicationInput },
        response: referenceResponse,
        status: 201,
        async handler(ctx, { body, principal }) {
          const { name, email, resume, resumeUrl: _ignored, ...input } = body;
          const bytes = resume ? readResume(resume) : null;
          let resumeUrl: string | null = null;
          const fileId = randomUUID();
          const file = join(resumeDir(runtime), `${fileId}.pdf`);
          if (bytes) {
            await mkdir(resumeDir(runtime), { recursive: true });
            await writeFile(file, bytes, { mode: 0o600 });
            resumeUrl = `${publicUrl}/api/careers/resumes/${fileId}`;
          }
          let reference: string;
          try {
            reference = await submit(runtime, ctx, principal, { name, email }, { kind: 'careers', input: { ...input, resumeUrl } });
          } catch (err) {
            // The file is personal data that no event points to: it must not outlive the failed append.
            if (bytes) await rm(file, { force: true });
            throw err;
          }
          return { success: true as const, message: 'Proposta enviada com sucesso! Enviamos a confirmação para o seu e-mail.', data: { reference } };
        },
      }),
      defineRoute({
        method: 'POST',
        path: '/api/press/contact',
        summary: 'Envia um contato de imprensa',
        tags: ['Contato'],
        access: 'public',
        rateLimit: FORM_LIMIT,
        input: { body: pressContactInput },
        response: referenceResponse,
        status: 201,
        async handler(ctx, { body, principal }) {
          const { name, email, ...input } = body;
          const reference = await submit(runtime, ctx, principal, { name, email }, { kind: 'press', input });
          return { success: true as const, message: 'Mensagem enviada com sucesso! Entraremos em contato em breve.', data: { reference } };
        },
      }),
      defineRoute({
        method: 'POST',
        path: '/api/newsletter/subscribe',
        summary: 'Pede a inscrição na newsletter (confirmação por e-mail)',
        tags: ['Contato'],
        access: 'public',
        rateLimit: FORM_LIMIT,
        input: { body: newsletterInput },
        response: okResponse,
        status: 202,
        async handler(ctx, { body, principal }) {
          const address = normaliseEmail(body.email);
          const emailHash = runtime.keyedHash(address);
          const eventId = randomUUID();
          const event = newEvent(
            NewsletterSubscriptionRequested,
            {
              subjectId: principal?.userId ?? (await emailSubject(runtime.db, emailHash)),
              email: address,
              emailHash,
              tokenHash: runtime.keyedHash(newsletterToken(runtime, eventId)),
              source: body.source,
            },
            { requestId: ctx.state.requestId },
            eventId,
          );
          await runtime.events.append(newsletterStream(emailHash), [event]);
          // The same answer whether the address was new, pending or confirmed: nobody learns who subscribes.
          return { success: true as const, message: 'Quase lá! Enviamos um link de confirmação para o seu e-mail.' };
        },
      }),
      defineRoute({
        method: 'POST',
        path: '/api/newsletter/confirm',
        summary: 'Confirma a inscrição na newsletter pelo link recebido',
        tags: ['Contato'],
        access: 'public',
        rateLimit: { points: 20, windowSeconds: 600, key: 'ip' },
        input: { body: newsletterConfirmInput },
        response: okResponse,
        async handler(ctx, { body }) {
          await newsletterCommand(ctx, body.s, ({ state, subjectId }) => {
            try {
              return confirmNewsletter(state, { subjectId, emailHash: body.s, tokenHash: runtime.keyedHash(body.t) });
            } catch (err) {
              if (err instanceof InvalidConfirmationLink) throw new ValidationError({ t: 'Link de confirmação inválido ou expirado.' }, 'Link de confirmação inválido ou expirado.');
              throw err;
            }
          });
          return { success: true as const, message: 'Inscrição confirmada! Você receberá a newsletter do π Boost.' };
        },
      }),
      defineRoute({
        method: 'GET',
        path: '/api/newsletter/unsubscribe',
        summary: 'Confere um link de cancelamento da newsletter e diz a situação da inscrição',
        tags: ['Contato'],
        access: 'public',
        rateLimit: { points: 20, windowSeconds: 600, key: 'ip' },
        input: { query: newsletterConfirmInput },
        response: z.object({ success: z.literal(true), data: z.object({ status: z.enum(['pending', 'confirmed', 'unsubscribed']) }) }),
        async handler(_ctx, { query }) {
          const { state } = (await newsletterOf(checkUnsubscribeLink(query))()).state;
          if (state.status === 'none') throw invalidUnsubscribeLink();
          return { success: true as const, data: { status: state.status } };
        },
      }),
      defineRoute({
        method: 'POST',
        path: '/api/newsletter/unsubscribe',
        summary: 'Cancela a inscrição na newsletter pelo link recebido por e-mail',
        tags: ['Contato'],
        access: 'public',
        rateLimit: { points: 20, windowSeconds: 600, key: 'ip' },
        input: { body: newsletterConfirmInput },
        response: okResponse,
        async handler(ctx, { body }) {
          const emailHash = checkUnsubscribeLink(body);
          await newsletterCommand(ctx, emailHash, ({ state, subjectId }) => {
            try {
              return unsubscribeNewsletter(state, { subjectId, emailHash });
            } catch (err) {
              if (err instanceof InvalidConfirmationLink) throw invalidUnsubscribeLink();
              throw err;
            }
          });
          return { success: true as const, message: 'Inscrição cancelada. Você não receberá mais a newsletter do π Boost.' };
        },
      }),
    ],
  };
}
