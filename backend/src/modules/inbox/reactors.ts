// Every submission is acknowledged by e-mail, a newsletter request gets its confirmation link, and a
// staff reply is mailed to the person who wrote in.
// The job carries the event as stored (personal fields still sealed) and opens it only to send, so
// the queue never holds an address in the clear. The mail id is the event's, so a retry or a
// redelivered event never mails twice.
import {
  CareerApplicationReceived,
  catalogue,
  ContactMessageReceived,
  HelpRequestReceived,
  inboxStream,
  InboxItemReplied,
  NewsletterSubscriptionRequested,
  PressContactReceived,
  SupportTicketOpened,
  type RecordedEvent,
} from '@piboost/events';
import { DATA_CONTROLLER, RESPONSE_PROMISES } from '@piboost/events/business';
import { firstResponseLabel } from '@piboost/events/labels';
import { DEFAULT_LOCALE, type Locale } from '@piboost/events/i18n';
import { t } from '../../platform/i18n';
import { recipientLocale } from '../../platform/mail/locale';
import type { MailMessage } from '../../platform/mail/mailer';
import type { Runtime } from '../../platform/runtime';
import { jobReactor } from '../../platform/jobs/reactor';
import type { JobWorker } from '../../platform/module';
import { newsletterToken, newsletterUnsubscribeToken } from './forms';
import { replyAddress, ticketThread } from './reply-address';

export const INBOX_MAIL_QUEUE = 'inbox-mail';
/**
 * Confirmations mailed to one address per day, whatever the forms and IPs (issue 10: the forms
 * mailed a victim 12 times from 12 addresses). Past it the submission is still stored and answered.
 */
export const CONFIRMATIONS_PER_ADDRESS = { points: 3, windowSeconds: 24 * 3600 };

interface MailJob {
  eventId: string;
  type: string;
  data: Record<string, unknown>;
}

const acknowledged = [SupportTicketOpened, HelpRequestReceived, ContactMessageReceived, CareerApplicationReceived, PressContactReceived, NewsletterSubscriptionRequested];

export function inboxReactors(runtime: Runtime) {
  return [
    jobReactor<RecordedEvent>(runtime, {
      name: 'inbox_acknowledgements',
      eventTypes: acknowledged.map((d) => d.type),
      queue: INBOX_MAIL_QUEUE,
      job: mailJob,
    }),
    jobReactor<RecordedEvent>(runtime, {
      name: 'inbox_replies',
      eventTypes: [InboxItemReplied.type],
      queue: INBOX_MAIL_QUEUE,
      job: mailJob,
    }),
  ];
}

function mailJob(event: RecordedEvent) {
  return { name: event.type, data: { eventId: event.eventId, type: event.type, data: event.data as Record<string, unknown> } satisfies MailJob };
}

const signature = `\n\nEquipe π Boost\n${DATA_CONTROLLER.contactEmail}`;

/**
 * The acknowledgement for one stored event, in the words the sender will read. The newsletter's
 * confirmation is in `locale` (issue 26); the forms' acknowledgements are still pt-BR only.
 */
export function acknowledgement(runtime: Pick<Runtime, 'config' | 'keyedHash'>, job: MailJob, locale: Locale = DEFAULT_LOCALE): Omit<MailMessage, 'id'> {
  const d = job.data as Record<string, string>;
  const hello = `Olá, ${d.name},\n\n`;
  switch (job.type) {
    case SupportTicketOpened.type:
      return {
        to: d.email!,
        tag: 'inbox-support',
        reference: d.ticketNumber,
        subject: `Chamado ${d.ticketNumber} recebido`,
        text: `${hello}Recebemos seu chamado "${d.subject}" com o número ${d.ticketNumber}. ${firstResponseLabel({ hours: d.firstResponseHours as number | null | undefined, dueAt: d.firstResponseDueAt as string | null | undefined })}.${signature}`,
      };
    case HelpRequestReceived.type:
      return {
        to: d.email!,
        tag: 'inbox-help',
        reference: d.ticketNumber,
        subject: `Sua dúvida foi recebida (${d.ticketNumber})`,
        text: `${hello}Recebemos sua mensagem "${d.subject}" na Central de Ajuda, número ${d.ticketNumber}. Respondemos ${RESPONSE_PROMISES.emailAndTickets}.${signature}`,
      };
    case ContactMessageReceived.type:
      return {
        to: d.email!,
        tag: 'inbox-contact',
        reference: d.reference,
        subject: `Recebemos sua mensagem (${d.reference})`,
        text: `${hello}Obrigado por falar com o π Boost. Sua mensagem "${d.subject}" recebeu a referência ${d.reference}; respondemos ${RESPONSE_PROMISES.emailAndTickets}.${signature}`,
      };
    case CareerApplicationReceived.type:
      return {
        to: d.email!,
        tag: 'inbox-careers',
        reference: d.reference,
        subject: `Recebemos sua proposta (${d.reference})`,
        text: `${hello}Obrigado pelo interesse em trabalhar no π Boost. Sua proposta para "${d.position}" recebeu a referência ${d.reference}. Nosso time de pessoas lê todas as propostas e entra em contato se houver uma vaga com o seu perfil.${signature.replace(DATA_CONTROLLER.contactEmail, DATA_CONTROLLER.careersEmail)}`,
      };
    case PressContactReceived.type:
      return {
        to: d.email!,
        tag: 'inbox-press',
        reference: d.reference,
        subject: `Contato de imprensa recebido (${d.reference})`,
        text: `${hello}Recebemos seu contato "${d.subject}" (referência ${d.reference}). Nossa assessoria responde ${RESPONSE_PROMISES.press}, ${RESPONSE_PROMISES.businessHours.days}, das ${RESPONSE_PROMISES.businessHours.from} às ${RESPONSE_PROMISES.businessHours.to}.${signature.replace(DATA_CONTROLLER.contactEmail, DATA_CONTROLLER.pressEmail)}`,
      };
    case NewsletterSubscriptionRequested.type: {
      const site = runtime.config.publicUrl.replace(/\/$/, '');
      const link = `${site}/newsletter/confirmar?s=${d.emailHash}&t=${newsletterToken(runtime, job.eventId)}`;
      const cancel = `${site}/newsletter/cancelar?s=${d.emailHash}&t=${newsletterUnsubscribeToken(runtime, d.emailHash!)}`;
      return {
        to: d.email!,
        secrets: [newsletterToken(runtime, job.eventId), newsletterUnsubscribeToken(runtime, d.emailHash!)],
        tag: 'newsletter-confirmation',
        subject: t(locale, 'inbox.newsletter.subject'),
        text: t(locale, 'inbox.newsletter.text', { link, cancel, team: DATA_CONTROLLER.contactEmail }),
      };
    }
    default:
      throw new Error(`no acknowledgement for ${job.type}`);
  }
}

/** What the sender wrote, opened: the first event of the item's stream. */
export interface OriginalMessage {
  itemId: string;
  /** The sender's account (their mail's language); null for a visitor. */
  userId: string | null;
  name: string | null;
  email: string | null;
  reference: string;
  /** The subject typed (the position, for careers); null once the sender is erased. */
  subject: string | null;
  message: string | null;
  /** The team address that follows this channel up (careers and press have their own). */
  teamEmail: string;
}

const TEAM_EMAIL: Record<string, string> = {
  [CareerApplicationReceived.type]: DATA_CONTROLLER.careersEmail,
  [PressContactReceived.type]: DATA_CONTROLLER.pressEmail,
  [ContactMessageReceived.type]: DATA_CONTROLLER.contactEmail,
};

export async function originalMessage(runtime: Runtime, itemId: string): Promise<OriginalMessage | null> {
  for await (const e of runtime.store.readStream(inboxStream(itemId), { maxCount: 1 })) {
    const definition = catalogue.get(e.type);
    if (!definition) return null;
    const d = (await runtime.vault.decryptEventData(definition, e.data as Record<string, unknown>)) as Record<string, string | null>;
    return {
      itemId,
      userId: d.userId ?? null,
      name: d.name ?? null,
      email: d.email ?? null,
      reference: (d.ticketNumber ?? d.reference)!,
      subject: d.subject ?? d.position ?? null,
      message: d.message ?? d.coverLetter ?? null,
      teamEmail: TEAM_EMAIL[e.type] ?? DATA_CONTROLLER.supportEmail,
    };
  }
  return null;
}

const quote = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');

/** The ticket's mails before `eventId`: its opening (acknowledged) and the staff replies, for the new mail's References. */
async function earlierMails(runtime: Runtime, itemId: string, eventId: string): Promise<string[]> {
  const ids: string[] = [];
  for await (const e of runtime.store.readStream(inboxStream(itemId))) {
    if (e.eventId === eventId) break;
    if (ids.length === 0 || e.type === InboxItemReplied.type) ids.push(e.eventId);
  }
  return ids;
}

/**
 * The staff reply as the sender reads it: the answer first, then the reference and what they wrote.
 * Answering it (the ticket's reply address) adds the answer to the ticket (mail-in.ts).
 */
export function replyMail(original: OriginalMessage & { email: string }, reply: string, locale: Locale = DEFAULT_LOCALE): Omit<MailMessage, 'id'> {
  return {
    to: original.email,
    tag: 'inbox-reply',
    reference: original.reference,
    // Subject lines are kept and shown in the clear: the reference only, what the person typed stays in the sealed body.
    subject: t(locale, 'inbox.reply.subject', { reference: original.reference }),
    text: t(locale, 'inbox.reply.text', {
      hasName: original.name ? 'yes' : 'no',
      name: original.name ?? '',
      reply,
      reference: original.reference,
      hasSubject: original.subject ? 'yes' : 'no',
      subject: original.subject ?? '',
      hasMessage: original.message ? 'yes' : 'no',
      quoted: original.message ? quote(original.message) : '',
      team: original.teamEmail,
    }),
  };
}

export const inboxMailWorker: JobWorker<MailJob> = {
  queue: INBOX_MAIL_QUEUE,
  async process(runtime, job) {
    const definition = catalogue.get(job.data.type);
    if (!definition) throw new Error(`unknown event type ${job.data.type}`);
    const data = await runtime.vault.decryptEventData(definition, job.data.data);
    if (job.data.type === InboxItemReplied.type) {
      const original = await originalMessage(runtime, data.itemId as string);
      // Erased before the mail went out: there is nobody left to write to.
      if (!original?.email || data.message === null) return;
      await runtime.mailer.send({
        ...replyMail({ ...original, email: original.email }, data.message as string, await recipientLocale(runtime.db, original.userId)),
        id: `inbox-reply-${job.data.eventId}`,
        replyTo: replyAddress(runtime, original.itemId),
        thread: ticketThread(runtime, original.reference, job.data.eventId, await earlierMails(runtime, original.itemId, job.data.eventId)),
      });
      return;
    }
    if (data.email === null) return;
    // Counted once per submission: a retry after an SMTP failure sends what was already allowed.
    const capped = job.attemptsMade === 0 && !(await runtime.rateLimitStore.consume(`inbox:confirmations:${runtime.keyedHash(String(data.email).trim().toLowerCase())}`, CONFIRMATIONS_PER_ADDRESS)).allowed;
    if (capped) {
      runtime.logger.info({ eventId: job.data.eventId, type: job.data.type }, 'confirmação não enviada: limite diário do endereço');
      return;
    }
    const ack = acknowledgement(runtime, { ...job.data, data }, await recipientLocale(runtime.db, (data.userId ?? data.subjectId) as string | undefined));
    // A form's acknowledgement is the ticket's first mail: answering it answers the ticket.
    const ticket = job.data.type === NewsletterSubscriptionRequested.type ? {} : { replyTo: replyAddress(runtime, data.itemId as string), thread: ticketThread(runtime, ack.reference!, job.data.eventId, []) };
    await runtime.mailer.send({ ...ack, ...ticket, id: `inbox-ack-${job.data.eventId}` });
  },
};
