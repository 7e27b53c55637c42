// The back office's outbox (issue 6; DECISIONS 9): every message the platform mailed through SMTP or,
// without SMTP, kept here instead - with its status, error and the reference it is about. Read-only.
// One-time secrets are masked in what staff read (platform/mail/mailer.ts); account mail (sign-up
// codes, password resets) is opened to admins only, and its unmasked original only on a local
// install without SMTP, where the outbox is the only inbox - the answer says so.
import { z } from 'zod';
import { defineListResource, defineRoute, Forbidden, listQuerySchema, listRows, NotFound, type RateLimitRule, type RouteModule } from '../../platform/http';
import { readKeptMail, type KeptMail } from '../../platform/mail/mailer';
import { outboxForList } from '../../platform/mail/outbox-reads';
import type { Runtime } from '../../platform/runtime';
import { keptMailResponse, mailFields } from './schemas';

/** Staff browse in bursts; a runaway script still stops. */
const STAFF_LIMIT: RateLimitRule = { points: 600, windowSeconds: 60, key: 'user' };
const BACK_OFFICE_TAGS = ['Back office'];
const staffRead = { method: 'GET', tags: BACK_OFFICE_TAGS, access: 'support', rateLimit: STAFF_LIMIT } as const;

export const OUTBOX_NOTICES = {
  original:
    'Modo local sem SMTP: esta caixa de saída é a única caixa de entrada, por isso administradores veem o código ou link de uso único. Com SMTP configurado, ele aparece oculto.',
  masked: 'O código ou link de uso único deste e-mail foi ocultado: só o destinatário o recebe.',
  adminOnly: 'Acesso negado: e-mails de conta (códigos e redefinição de senha) só podem ser abertos por administradores.',
} as const;

const outboxList = defineListResource({
  name: 'outbox',
  columns: ['id', 'to', 'subject', 'tag', 'reference', 'transport', 'status', 'attempts', 'created_at', 'sent_at'],
  search: ['to', 'subject', 'reference'],
  defaultSort: ['created_at', 'DESC'],
  maxPageSize: 1000,
});

type ListedMail = Pick<KeptMail, keyof typeof mailFields>;

export function outboxRoutes(runtime: Runtime): RouteModule {
  const db = runtime.db;
  return {
    routes: [
      defineRoute({
        ...staffRead,
        path: '/api/admin/outbox',
        summary: 'Lista os e-mails enviados (SMTP) ou guardados na caixa de saída local',
        input: { query: listQuerySchema },
        response: z.array(z.object(mailFields)),
        handler: (ctx, { query }) =>
          listRows<ListedMail>(ctx, db, outboxForList(db), outboxList, query),
      }),
      defineRoute({
        ...staffRead,
        path: '/api/admin/outbox/:id',
        summary: 'Mostra um e-mail da caixa de saída, com o texto e o HTML',
        description:
          'Códigos e links de uso único aparecem ocultos. E-mails de conta (cadastro, redefinição de senha) só para administradores; o original, só no modo local sem SMTP.',
        input: { params: z.object({ id: z.string().min(1).max(200) }) },
        response: keptMailResponse,
        async handler(_ctx, { params, principal }) {
          const admin = principal.roles.includes('admin');
          const mail = await readKeptMail(db, runtime.vault, params.id, admin && runtime.mailer.transport === 'outbox');
          if (!mail) throw new NotFound('E-mail não encontrado.');
          if (mail.admin_only && !admin) throw new Forbidden(OUTBOX_NOTICES.adminOnly, 'ADMIN_ONLY_MAIL');
          const { hasOriginal, ...shown } = mail;
          const notice = mail.masked ? OUTBOX_NOTICES.masked : hasOriginal && admin && runtime.mailer.transport === 'outbox' ? OUTBOX_NOTICES.original : null;
          return { ...shown, notice };
        },
      }),
    ],
  };
}
